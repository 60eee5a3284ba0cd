import { type BinInfo, CARD_TYPES, COUNTRY_CODE, MAX_BIN_BRANDS } from "./bin-info.ts";
import { arr, bool, num, obj, oneOf, opt, rec, str, union } from "./guard-kit.ts";
import type { ChallengeEnd, ConnectMessage, FrameEvent, PaymentOutcome, ReadyMessage, WidgetCommand } from "./protocol.ts";
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
 * Dependency-free shape checks for the frame messages, for the bundles where zod is too heavy
 * (the hosted-field frame has a 6 KB brotli budget). Each guard accepts exactly what its zod
 * schema in protocol.ts accepts — message-guards.test.ts cross-checks them on valid and malformed
 * messages — with one deliberate difference: a `__proto__` key in pay parameters, which zod drops
 * silently, is rejected. The guards only answer yes or no; they never copy or strip the message.
 */
export const isChannelId = str(1e9, CHANNEL_ID);
const protocol = oneOf(PROTOCOL);
/** A message's `type` literal. A declaration, not an alias of oneOf, so that bundlers drop the guards a bundle never uses. */
/*#__NO_SIDE_EFFECTS__*/
function type(name: string) {
  return oneOf(name);
}

export const isReadyMessage = obj<ReadyMessage>({ p: protocol, type: type("ready"), channel: isChannelId, field: oneOf(...FIELD_KINDS) });
export const isConnectMessage = obj<ConnectMessage>({ p: protocol, type: type("connect"), channel: isChannelId });

export const isPaymentOutcome = obj<PaymentOutcome>({
  kind: oneOf("approved", "declined", "pending", "rejected", "error"),
  httpStatus: num,
  code: str(11),
  description: str(255),
  last4: opt(str(1e9, /^\d{4}$/)),
  parameters: opt(arr(str(128))),
  redirect: opt(
    obj({
      url: str(2048, REDIRECT_URL),
      method: oneOf("GET", "POST"),
      parameters: arr(obj({ name: str(255), value: str(255) }), MAX_REDIRECT_PARAMETERS),
    }),
  ),
});

export const isBinInfo = obj<BinInfo>({
  brands: arr(str(32), MAX_BIN_BRANDS),
  type: opt(oneOf(...CARD_TYPES)),
  country: opt(str(2, COUNTRY_CODE)),
});

export const isFrameEvent = union<FrameEvent>(
  obj({
    type: type("state"),
    isEmpty: bool,
    isValid: bool,
    isPotentiallyValid: bool,
    errorKey: opt(str(40)),
    brands: arr(str(32), 12),
    bin: opt(isBinInfo),
  }),
  obj({ type: type("focus") }),
  obj({ type: type("blur") }),
  obj({ type: type("enter") }),
  obj({ type: type("result"), outcome: isPaymentOutcome }),
);

export const isPayParams = rec(str(1e9, PAY_PARAM_NAME), str(2048));

export const isWidgetCommand = union<WidgetCommand>(
  obj({
    type: type("config"),
    brands: arr(str(32)),
    placeholder: str(80),
    label: str(120),
    locale: str(10),
    dir: oneOf("ltr", "rtl"),
    mask: opt(bool),
    format: opt(bool),
    anyDate: opt(bool),
    placeholderStyle: opt(rec(str(1e9, STYLE_NAME), str(80))),
    inputStyle: opt(rec(str(1e9, STYLE_NAME), str(80))),
    binlist: opt(bool),
  }),
  obj({ type: type("brand"), brand: opt(str(32)) }),
  obj({ type: type("invalid"), invalid: bool, message: str(200) }),
  obj({ type: type("focus") }),
  obj({ type: type("pay"), params: isPayParams, target: opt(oneOf("payment", "registration")) }),
);

export const isChallengeEnd = obj<ChallengeEnd>({
  p: protocol,
  type: type("challengeEnd"),
  channel: isChannelId,
  status: oneOf(...CHALLENGE_ENDS),
});
