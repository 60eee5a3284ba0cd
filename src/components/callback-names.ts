import type { WpwlOptions } from "../../types/wpwl-options.d.ts";

/** The top-level callbacks of wpwlOptions (types/wpwl-options.d.ts). */
export type CallbackName = Extract<{ [K in keyof WpwlOptions]-?: K extends `on${string}` ? K : never }[keyof WpwlOptions], string>;

/** Every one of them, at run time (a test compares the list with the type both ways). */
export const CALLBACK_NAMES = Object.freeze([
  "onReady",
  "onError",
  "onReadyIframeCommunication",
  "onFocusIframeCommunication",
  "onBlurIframeCommunication",
  "onBlurCardNumber",
  "onBlurSecurityCode",
  "onBlurExpiryDate",
  "onBlurCardHolder",
  "onChangeBrand",
  "onDetectBrand",
  "onDetectBin",
  "onBeforeSubmitCard",
  "onAfterSubmit",
  "onLoadThreeDIframe",
  "onBeforeSubmitOneClickCard",
  "onBeforeSubmitDirectDebit",
  "onBeforeSubmitOnlineTransfer",
  "onBeforeSubmitVirtualAccount",
  "onBeforeSubmitPrepayment",
  "onSaveTransactionData",
] as const satisfies readonly CallbackName[]);
/** Fails to compile when the type has a callback the list lacks. */
export const LISTED: Exclude<CallbackName, (typeof CALLBACK_NAMES)[number]> extends never ? true : never = true;

/**
 * The callbacks a component always listens to, to tell its own events (a DOM event, a Vue emit): ones whose
 * presence changes nothing the widget does — it calls them, and a callback that returns nothing lets the payment
 * go on. The others (onDetectBin asks the gateway for the BIN's data only when it is set; onBlur* make the frames
 * report more) are passed to the widget only when the merchant sets them.
 */
export const ALWAYS_TOLD: readonly CallbackName[] = Object.freeze([
  "onReady",
  "onError",
  "onBeforeSubmitCard",
  "onAfterSubmit",
  "onChangeBrand",
  "onDetectBrand",
  "onLoadThreeDIframe",
]);

/** onBeforeSubmitCard → before-submit-card: the event's name for a callback. */
export const eventName = (callback: string) =>
  callback.replace(/^on/, "").replace(/[A-Z]/g, (c, at: number) => (at === 0 ? c.toLowerCase() : `-${c.toLowerCase()}`));
