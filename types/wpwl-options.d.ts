/**
 * Types of the paymentWidgets.js page contract: `wpwlOptions` (README "Options") and `window.wpwl`.
 * Every callback receives brands and validity flags only, never card data.
 */

/** What `this.$form` / `this.$iframe` are: `jQuery(element)` when the page has jQuery, else `[element]`. */
export type WpwlWrapped<E extends Element> = ArrayLike<E> & { readonly 0: E };

/** The `this` of callbacks on the widget's controls, with the extras of the established widget. */
export type WpwlControl<E extends Element> = E & {
  /** The widget's `form.wpwl-form`. */
  readonly form: HTMLFormElement | null;
  readonly $form: WpwlWrapped<HTMLFormElement>;
};

/** The `this` of callbacks on a secure field (card number or CVV). */
export type WpwlFieldFrame = WpwlControl<HTMLIFrameElement> & {
  readonly iframe: HTMLIFrameElement;
  readonly $iframe: WpwlWrapped<HTMLIFrameElement>;
};

/** The `this` of onBeforeSubmitCard and onAfterSubmit: the widget's `form.wpwl-form`. */
export type WpwlForm = WpwlControl<HTMLFormElement>;

/** The argument of onError. */
export interface WpwlError {
  readonly name:
    | "InvalidCheckoutIdError"
    | "PaymentError"
    | "PciIframeSubmitError"
    | "PciIframeCommunicationError"
    | "WidgetError"
    | (string & {});
  readonly message: string;
  /** The gateway's result code, when there is one. */
  readonly code?: string;
}

/** The argument of onBeforeSubmitCard, onBeforeSubmitDirectDebit, onBeforeSubmitOnlineTransfer and onBeforeSubmitVirtualAccount. */
export interface WpwlSubmitEvent {
  readonly type: "submit";
  /** The pay button. */
  readonly target: HTMLButtonElement;
  readonly form: HTMLFormElement;
  readonly $form: WpwlWrapped<HTMLFormElement>;
  /** Stops this payment attempt (a later click asks again). */
  preventDefault(): void;
  isDefaultPrevented(): boolean;
}

/** `wpwlOptions`: read once, when the DOM is ready. An invalid value is reported and the default used. */
export interface WpwlOptions {
  /** Default "card". */
  style?: "card" | "plain" | "logos";
  /** A language code such as "de" or "fr-CA"; default "en". */
  locale?: string;
  /** Texts overriding labels by key (keys of locales/en.json "labels"). */
  labels?: Readonly<Record<string, string>>;
  /** Texts overriding error messages by key (keys of locales/en.json "errorMessages"). */
  errorMessages?: Readonly<Record<string, string>>;
  /** Default true; "true" / "false" are accepted too. */
  showLabels?: boolean | "true" | "false";
  /** Default true; "true" / "false" are accepted too. */
  showPlaceholders?: boolean | "true" | "false";
  /** Default false; "true" / "false" are accepted too. */
  disableSubmitOnEnter?: boolean | "true" | "false";
  /** Once, when the forms present at mount (or, if none, the first that appear) are shown and connected. */
  onReady?: (this: Window) => void;
  onError?: (this: void, error: WpwlError) => void;
  /** Per secure field, when its handshake completes, before onReady. */
  onReadyIframeCommunication?: (this: WpwlFieldFrame) => void;
  onFocusIframeCommunication?: (this: WpwlFieldFrame) => void;
  onBlurIframeCommunication?: (this: WpwlFieldFrame) => void;
  onBlurCardNumber?: (this: WpwlFieldFrame, isValid: boolean) => void;
  onBlurSecurityCode?: (this: WpwlFieldFrame, isValid: boolean) => void;
  onBlurExpiryDate?: (this: WpwlControl<HTMLInputElement>, isValid: boolean) => void;
  onBlurCardHolder?: (this: WpwlControl<HTMLInputElement>, isValid: boolean) => void;
  /** The brand the payment goes out with changed, and once at start, before onReady. */
  onChangeBrand?: (this: WpwlControl<HTMLSelectElement>, brand: string) => void;
  /** The candidate brands of the typed number, most specific first; [] when cleared. */
  onDetectBrand?: (this: WpwlFieldFrame, brands: string[]) => void;
  /** Return false or call event.preventDefault() to stop the payment. */
  onBeforeSubmitCard?: (this: WpwlForm, event: WpwlSubmitEvent) => unknown;
  onAfterSubmit?: (this: WpwlForm) => void;
  /** Shows the BIC field in the SEPA direct debit form; without it the IBAN's bank code is sent. Default false. */
  displayBic?: boolean | "true" | "false";
  /**
   * Brands that show their inline form instead of only a button: "PAYPAL" (account e-mail),
   * "STC_PAY" (mobile number or QR code). Default [].
   */
  inlineFlow?: readonly string[];
  /** Before a SEPA direct debit (`form.wpwl-form-directDebit`): return false or call event.preventDefault() to stop it. */
  onBeforeSubmitDirectDebit?: (this: WpwlForm, event: WpwlSubmitEvent) => unknown;
  /** Before a redirect brand sends the shopper to the bank (`form.wpwl-form-onlineTransfer-<BRAND>`). */
  onBeforeSubmitOnlineTransfer?: (this: WpwlForm, event: WpwlSubmitEvent) => unknown;
  /** Before a virtual-account payment (`form.wpwl-form-virtualAccount-<BRAND>`). */
  onBeforeSubmitVirtualAccount?: (this: WpwlForm, event: WpwlSubmitEvent) => unknown;
  /** Accepted for compatibility; this build renders no prepayment brand yet. */
  onBeforeSubmitPrepayment?: (this: WpwlForm, event: WpwlSubmitEvent) => unknown;
}

/** `window.wpwl`, defined by the script while it is loaded. */
export interface Wpwl {
  readonly checkout: { readonly id: string };
  /** Removes every node, frame, listener and the stylesheet the widget created. */
  unload(): void;
  /** Pays with the first widget container (or the first with that class). */
  executePayment(containerClass?: string): void;
}

declare global {
  interface Window {
    wpwlOptions?: WpwlOptions;
    wpwl?: Wpwl;
  }
}
