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
  /** Wallet errors: the wallet's brand (APPLEPAY, GOOGLEPAY, SAMSUNGPAY). */
  readonly brand?: string;
  /** Wallet errors: what happened. */
  readonly event?: "unavailable" | "load" | "closed" | "createCheckout" | "merchantValidation" | (string & {});
}

/** A value or a promise of it: wallet callbacks may answer asynchronously; the widget waits. */
export type WpwlMaybePromise<T> = T | PromiseLike<T>;

/** `wpwlOptions.applePay` (README "Wallets"): Apple's ApplePayPaymentRequest fields are passed through. */
export interface WpwlApplePayOptions {
  /** Apple Pay JS version for ApplePaySession, 3 to 14; default 3. */
  version?: number;
  /** The merchant's country, e.g. "DE" (required). */
  countryCode: string;
  /** Fast checkout only (with a checkout, its currency is used). */
  currencyCode?: string;
  displayName?: string;
  /** `amount` is needed in fast checkout only (with a checkout, its amount is used). */
  total?: { label?: string; amount?: string; type?: "final" | "pending" };
  supportedNetworks?: string[];
  merchantCapabilities?: string[];
  requiredBillingContactFields?: string[];
  requiredShippingContactFields?: string[];
  lineItems?: { label: string; amount: string; type?: "final" | "pending" }[];
  shippingMethods?: { label: string; detail?: string; amount: string; identifier: string }[];
  shippingType?: string;
  supportedCountries?: string[];
  applicationData?: string;
  buttonStyle?: "black" | "white" | "white-outline";
  buttonType?: string;
  buttonLocale?: string;
  /** Resolve false (or `{ status: ApplePaySession.STATUS_FAILURE }`) to refuse the payment. */
  onPaymentAuthorized?: (this: WpwlApplePayOptions, payment: unknown) => WpwlMaybePromise<unknown>;
  /** The answers are Apple's update objects (default: the same total). */
  onShippingContactSelected?: (this: WpwlApplePayOptions, contact: unknown) => WpwlMaybePromise<unknown>;
  onShippingMethodSelected?: (this: WpwlApplePayOptions, method: unknown) => WpwlMaybePromise<unknown>;
  onPaymentMethodSelected?: (this: WpwlApplePayOptions, method: unknown) => WpwlMaybePromise<unknown>;
  onCancel?: (this: WpwlApplePayOptions, event: unknown) => void;
}

/** `wpwlOptions.googlePay` (README "Wallets"). */
export interface WpwlGooglePayOptions {
  merchantId?: string;
  merchantName?: string;
  countryCode?: string;
  /** Fast checkout only; with a checkout, its test mode decides. */
  environment?: "TEST" | "PRODUCTION";
  /** Tokenization gateway name; default "sandbox". gatewayMerchantId is the checkout's entityId. */
  gateway?: string;
  allowedAuthMethods?: ("PAN_ONLY" | "CRYPTOGRAM_3DS")[];
  allowedCardNetworks?: string[];
  billingAddressRequired?: boolean;
  displayItems?: { label: string; type: string; price: string }[];
  emailRequired?: boolean;
  shippingAddressRequired?: boolean;
  shippingAddressParameters?: Record<string, unknown>;
  buttonColor?: "default" | "black" | "white";
  buttonType?: string;
  buttonLocale?: string;
  buttonSizeMode?: "static" | "fill";
  /** Resolve `{ transactionState: "ERROR", error }` to refuse the payment. */
  onPaymentAuthorized?: (
    this: WpwlGooglePayOptions,
    paymentData: unknown,
  ) => WpwlMaybePromise<{ transactionState: "SUCCESS" | "ERROR"; error?: unknown } | undefined>;
  /** Without it, closing the sheet calls onError with WidgetError, brand GOOGLEPAY, event "closed". */
  onCancel?: (this: WpwlGooglePayOptions, error: unknown) => void;
}

/** `wpwlOptions.samsungPay` (README "Wallets"). */
export interface WpwlSamsungPayOptions {
  serviceId?: string;
  merchantName?: string;
  countryCode?: string;
  allowedBrands?: string[];
  buttonStyle?: string;
  buttonType?: string;
  onCancel?: (this: WpwlSamsungPayOptions, error: unknown) => void;
}

/** The argument of onBeforeSubmitCard. */
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
  applePay?: WpwlApplePayOptions;
  googlePay?: WpwlGooglePayOptions;
  samsungPay?: WpwlSamsungPayOptions;
  /** Fast checkout (script without ?checkoutId=): a checkout id from your server, or a promise of one. */
  createCheckout?: (this: void, json: { readonly brand: string }) => WpwlMaybePromise<string>;
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
