import type { BinInfo } from "../../shared/bin-info.ts";
import type { CardField } from "../card-model.ts";
import { callMerchant } from "../log.ts";
import type { CallbackName, WidgetOptions } from "../options.ts";
import { createBrandEvents } from "./brand-events.ts";
import { merchantThis } from "./merchant-context.ts";

/** The onBlur* callback of each card field. */
export const BLUR_CALLBACKS: Readonly<Record<CardField, CallbackName>> = {
  cardNumber: "onBlurCardNumber",
  cvv: "onBlurSecurityCode",
  expiry: "onBlurExpiryDate",
  cardHolder: "onBlurCardHolder",
};

export type CardCallbacks = ReturnType<typeof cardCallbacks>;

/**
 * The merchant callbacks of one card form, each with the `this` and arguments of docs/integration.md "Options".
 * Only brands and validity flags ever reach them, never card data. Every call goes through
 * callMerchant: an exception is logged with [wpwl] and the widget carries on.
 */
export function cardCallbacks(options: WidgetOptions, container: HTMLElement) {
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
    /** brandDetectionType "binlist": what the BIN table says of the number (reported when it changed); never digits. */
    bin(info: BinInfo | undefined, numberFrame: HTMLIFrameElement | null) {
      const next = brands.bin(info);
      if (next) call("onDetectBin", numberFrame, next);
    },
  };
}
