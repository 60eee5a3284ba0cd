import type { CardField } from "../card/card-model.ts";
import { callMerchant } from "../log.ts";
import type { CallbackName, WidgetOptions } from "../options.ts";
import { createBrandEvents } from "./brand-events.ts";
import { merchantThis, wrap } from "./merchant-context.ts";

/** The onBlur* callback of each card field. */
export const BLUR_CALLBACKS: Readonly<Record<CardField, CallbackName>> = {
  cardNumber: "onBlurCardNumber",
  cvv: "onBlurSecurityCode",
  expiry: "onBlurExpiryDate",
  cardHolder: "onBlurCardHolder",
};

/** What onBeforeSubmitCard receives: enough of a submit event for the established integrations. */
export interface BeforeSubmitEvent {
  readonly type: "submit";
  /** The pay button (also for Enter and wpwl.executePayment). */
  readonly target: HTMLElement | null;
  readonly currentTarget: HTMLFormElement | null;
  readonly form: HTMLFormElement | null;
  readonly $form: unknown;
  readonly defaultPrevented: boolean;
  preventDefault(): void;
  isDefaultPrevented(): boolean;
}

export type CardCallbacks = ReturnType<typeof cardCallbacks>;

/**
 * The merchant callbacks of one card form, each with the `this` and arguments of README "Options".
 * Only brands and validity flags ever reach them, never card data. Every call goes through
 * callMerchant: an exception is logged with [wpwl] and the widget carries on.
 */
export function cardCallbacks(
  options: WidgetOptions,
  container: HTMLElement,
  /** The stored-card form asks onBeforeSubmitOneClickCard instead, with the same event. */
  beforeSubmitName: "onBeforeSubmitCard" | "onBeforeSubmitOneClickCard" = "onBeforeSubmitCard",
) {
  const form = () => container.querySelector<HTMLFormElement>("form.wpwl-form");
  const call = (name: CallbackName, self: HTMLElement | null, ...args: unknown[]): unknown => {
    const cb = options[name] as ((...a: unknown[]) => unknown) | undefined;
    if (!cb) return undefined;
    return callMerchant(name, () => cb.apply(self ? merchantThis(self, form()) : window, args));
  };
  const brands = createBrandEvents();
  return {
    frameReady: (iframe: HTMLIFrameElement | null) => call("onReadyIframeCommunication", iframe),
    frameFocus: (iframe: HTMLIFrameElement | null) => call("onFocusIframeCommunication", iframe),
    frameBlur: (iframe: HTMLIFrameElement | null) => call("onBlurIframeCommunication", iframe),
    fieldBlur: (field: CardField, control: HTMLElement | null, isValid: boolean) => call(BLUR_CALLBACKS[field], control, isValid),
    /** The brand the payment goes out with is now `brand` (reported when it differs from the last). */
    brand(brand: string) {
      if (brands.changed(brand)) call("onChangeBrand", container.querySelector("select.wpwl-control-brand") ?? form(), brand);
    },
    /** The number frame's candidate brands (reported when the list changed). */
    detected(list: readonly string[], numberFrame: HTMLIFrameElement | null) {
      const changed = brands.detected(list);
      if (changed) call("onDetectBrand", numberFrame, [...changed]);
    },
    /** False when onBeforeSubmitCard returned false or called event.preventDefault(). */
    beforeSubmit(): boolean {
      if (!options[beforeSubmitName]) return true;
      const f = form();
      let prevented = false;
      const event: BeforeSubmitEvent = {
        type: "submit",
        target: container.querySelector<HTMLElement>(".wpwl-button-pay") ?? f,
        currentTarget: f,
        form: f,
        $form: f && wrap(f),
        get defaultPrevented() {
          return prevented;
        },
        preventDefault() {
          prevented = true;
        },
        isDefaultPrevented: () => prevented,
      };
      return call(beforeSubmitName, f, event) !== false && !prevented;
    },
    afterSubmit: () => call("onAfterSubmit", form()),
  };
}
