import { z } from "zod/mini";
import { CARD_TYPES, COUNTRY_CODE, MAX_BIN_BRANDS } from "./bin-info.ts";
import {
  CHALLENGE_ENDS,
  CHANNEL_ID,
  FIELD_KINDS,
  MAX_REDIRECT_PARAMETERS,
  PAY_PARAM_NAME,
  PROTOCOL,
  REDIRECT_URL,
  STYLE_NAME,
} from "./protocol-constants.ts";

/**
 * Messages between the widget (merchant page) and the hosted-field frames (gateway origin).
 * Handshake over window.postMessage (origin, source and channel checked by both sides), then a
 * MessageChannel. Nothing in here ever carries a card number or CVV, nor (SAQ-A) the expiry or holder
 * typed into a hosted field: the number frame posts those to the gateway itself.
 */
export { FIELD_KINDS, type FieldKind, PROTOCOL } from "./protocol-constants.ts";

/** A channel id: 32 lower-case hex characters, fresh per widget instance. */
export const channelId = z.string().check(z.regex(CHANNEL_ID));

export const readyMessage = z.object({ p: z.literal(PROTOCOL), type: z.literal("ready"), channel: channelId, field: z.enum(FIELD_KINDS) });
export const connectMessage = z.object({ p: z.literal(PROTOCOL), type: z.literal("connect"), channel: channelId });
export type ReadyMessage = z.infer<typeof readyMessage>;
export type ConnectMessage = z.infer<typeof connectMessage>;

const errorKey = z.optional(z.string().check(z.maxLength(40)));

/** What a BIN lookup found (brandDetectionType "binlist"): brands, card type, issuer country; never digits. */
export const binInfo = z.object({
  brands: z.array(z.string().check(z.maxLength(32))).check(z.maxLength(MAX_BIN_BRANDS)),
  type: z.optional(z.enum(CARD_TYPES)),
  country: z.optional(z.string().check(z.regex(COUNTRY_CODE))),
});

/** Frame → widget, over the port. */
export const frameEvent = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("state"),
    isEmpty: z.boolean(),
    isValid: z.boolean(),
    isPotentiallyValid: z.boolean(),
    errorKey,
    brands: z.array(z.string().check(z.maxLength(32))).check(z.maxLength(12)),
    /** brandDetectionType "binlist": what the gateway's BIN table says about the number, once it answered. */
    bin: z.optional(binInfo),
  }),
  z.object({ type: z.literal("focus") }),
  z.object({ type: z.literal("blur") }),
  z.object({ type: z.literal("enter") }),
  z.object({ type: z.literal("result"), outcome: z.lazy(() => paymentOutcome) }),
]);
export type FrameEvent = z.infer<typeof frameEvent>;

/** Parameters the widget may hand to the number frame for the payment request: never card.number or card.cvv. */
export const payParams = z.record(z.string().check(z.regex(PAY_PARAM_NAME)), z.string().check(z.maxLength(2048)));

/** Widget → frame, over the port. */
export const widgetCommand = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("config"),
    brands: z.array(z.string().check(z.maxLength(32))),
    placeholder: z.string().check(z.maxLength(80)),
    label: z.string().check(z.maxLength(120)),
    locale: z.string().check(z.maxLength(10)),
    dir: z.enum(["ltr", "rtl"]),
    /** wpwlOptions.maskCvv: the field shows dots. */
    mask: z.optional(z.boolean()),
    /** wpwlOptions.numberFormatting false: the number field shows the digits without spaces. */
    format: z.optional(z.boolean()),
    /** wpwlOptions.disableCardExpiryDateValidation, for the expiry frame: any month and year pass. */
    anyDate: z.optional(z.boolean()),
    /** wpwlOptions.iframeStyles for this field's placeholder; the frame filters it again (iframe-styles.ts). */
    placeholderStyle: z.optional(z.record(z.string().check(z.regex(STYLE_NAME)), z.string().check(z.maxLength(80)))),
    /**
     * The iframe element's own computed text style (colour, font) for the input, as the established widget
     * copies it: a page's CSS on `.wpwl-control-iframe` reaches the typed text. Filtered again in the frame.
     */
    inputStyle: z.optional(z.record(z.string().check(z.regex(STYLE_NAME)), z.string().check(z.maxLength(80)))),
    /** wpwlOptions.brandDetectionType "binlist": the number frame asks the gateway's BIN table too. */
    binlist: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal("brand"), brand: z.optional(z.string().check(z.maxLength(32))) }),
  /** Shows the field as invalid to assistive technology, with the error text the merchant page displays. */
  z.object({ type: z.literal("invalid"), invalid: z.boolean(), message: z.string().check(z.maxLength(200)) }),
  z.object({ type: z.literal("focus") }),
  /** target "registration": the registration-only widget stores the card instead of paying (POST …/registration). */
  z.object({ type: z.literal("pay"), params: payParams, target: z.optional(z.enum(["payment", "registration"])) }),
]);
export type WidgetCommand = z.infer<typeof widgetCommand>;

/** Where a pending payment sends the shopper: the gateway's redirect.url with its parameters. */
export const paymentRedirect = z.object({
  url: z.string().check(z.maxLength(2048), z.regex(REDIRECT_URL)),
  method: z.enum(["GET", "POST"]),
  parameters: z
    .array(z.object({ name: z.string().check(z.maxLength(255)), value: z.string().check(z.maxLength(255)) }))
    .check(z.maxLength(MAX_REDIRECT_PARAMETERS)),
});
export type PaymentRedirect = z.infer<typeof paymentRedirect>;

/** What the merchant page learns of a payment attempt. */
export const paymentOutcome = z.object({
  kind: z.enum(["approved", "declined", "pending", "rejected", "error"]),
  httpStatus: z.number(),
  code: z.string().check(z.maxLength(11)),
  description: z.string().check(z.maxLength(255)),
  last4: z.optional(z.string().check(z.regex(/^\d{4}$/))),
  /** Parameter names the gateway rejected (never their values). */
  parameters: z.optional(z.array(z.string().check(z.maxLength(128)))),
  /** Pending answers only. */
  redirect: z.optional(paymentRedirect),
});
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

/**
 * Relay page → widget, by window.postMessage to the merchant page's origin when a 3-D Secure challenge
 * ends: the widget's channel (the gateway got it from the hosted field with the payment) and how it ended.
 */
export const challengeEnd = z.object({
  p: z.literal(PROTOCOL),
  type: z.literal("challengeEnd"),
  channel: channelId,
  status: z.enum(CHALLENGE_ENDS),
});
export type ChallengeEnd = z.infer<typeof challengeEnd>;
