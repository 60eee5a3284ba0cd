/**
 * Types of the paymentWidgets.js page contract: `wpwlOptions` (docs/integration.md "Options") and `window.wpwl`.
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
  readonly event?: "unavailable" | "load" | "closed" | "createCheckout" | "merchantValidation" | "amountMismatch" | (string & {});
}

/** A value or a promise of it: wallet callbacks may answer asynchronously; the widget waits. */
export type WpwlMaybePromise<T> = T | PromiseLike<T>;

/** `wpwlOptions.applePay` (docs/integration.md "Wallets"): Apple's ApplePayPaymentRequest fields are passed through. */
export interface WpwlApplePayOptions {
  /** Apple Pay JS version for ApplePaySession, 3 to 14; default 3. */
  version?: number;
  /** The merchant's country, e.g. "DE" (required). */
  countryCode: string;
  /** Fast checkout only (with a checkout, its currency is used; another one is logged). */
  currencyCode?: string;
  displayName?: string;
  /**
   * `amount` is needed in fast checkout only, and must be the amount of the checkout createCheckout
   * makes (else the payment is refused, onError event "amountMismatch"); with a checkout, its amount
   * is used and another one is logged.
   */
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
  /**
   * The answers are Apple's update objects (default: the same total). A `newTotal` other than the
   * checkout's amount is paid only if the checkout was updated to it (POST /v1/checkouts/{id}) before
   * the shopper authorizes; otherwise the payment is refused (onError event "amountMismatch").
   */
  onShippingContactSelected?: (this: WpwlApplePayOptions, contact: unknown) => WpwlMaybePromise<unknown>;
  onShippingMethodSelected?: (this: WpwlApplePayOptions, method: unknown) => WpwlMaybePromise<unknown>;
  onPaymentMethodSelected?: (this: WpwlApplePayOptions, method: unknown) => WpwlMaybePromise<unknown>;
  onCancel?: (this: WpwlApplePayOptions, event: unknown) => void;
}

/** `wpwlOptions.googlePay` (docs/integration.md "Wallets"). */
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
  /** Not passed through: the sheet always shows the checkout's amount and currency (another total here is logged). */
  transactionInfo?: { totalPrice?: string; currencyCode?: string };
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

/** `wpwlOptions.samsungPay` (docs/integration.md "Wallets"). */
export interface WpwlSamsungPayOptions {
  serviceId?: string;
  merchantName?: string;
  countryCode?: string;
  allowedBrands?: string[];
  buttonStyle?: string;
  buttonType?: string;
  onCancel?: (this: WpwlSamsungPayOptions, error: unknown) => void;
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

/** A boolean option: "true" / "false" are accepted too. */
export type WpwlBoolean = boolean | "true" | "false";

/** The billing address fields of the card form. */
export type WpwlBillingField = "street1" | "street2" | "city" | "state" | "postcode" | "country";

/**
 * What onDetectBin receives (brandDetectionType "binlist"): what the gateway's BIN table says of the
 * typed number. Deliberately without the BIN: widgets that pass the first six digits to the merchant
 * page put card data there; this one keeps every digit in the gateway-origin frames (PCI DSS scope of
 * the merchant page) and passes only what is derived from the BIN. `{ brands: [] }` (type and
 * country undefined) when nothing is known: fewer than six digits, a BIN the table lacks, or no answer.
 */
export interface WpwlBinInfo {
  /** The card's brands in the issuer's priority order (a co-badged card's local scheme first), e.g. ["MADA", "VISA"]. */
  readonly brands: readonly string[];
  readonly type: "CREDIT" | "DEBIT" | "PREPAID" | undefined;
  /** The issuing country, ISO 3166-1 alpha-2 ("SA"). */
  readonly country: string | undefined;
}

/** CSS declarations by property name (`"font-size"` or `fontSize`). */
export type WpwlStyleMap = Readonly<Record<string, string | number>>;

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
  /**
   * Ours, not the established widget's. Default false: the card form's pay button is disabled while a field shows an
   * error, as established; true keeps it enabled (a press then shows every error and focuses the first).
   */
  keepPayButtonEnabled?: boolean | "true" | "false";
  /** A hint under the CVV; default false. */
  showCVVHint?: WpwlBoolean;
  /** false: the card number shows without spaces; default true. */
  numberFormatting?: WpwlBoolean;
  /** The CVV shows dots; default false. */
  maskCvv?: WpwlBoolean;
  /** Placeholder CSS for the secure fields; only safe properties and plain values are applied (docs/integration.md "Options"). */
  iframeStyles?: {
    readonly "card-number-placeholder"?: WpwlStyleMap;
    readonly "cvv-placeholder"?: WpwlStyleMap;
  };
  /** The field focused when the form is ready. */
  autofocus?: "card.number" | "card.expiryDate" | "card.holder" | "card.cvv";
  /**
   * false: no CVV field in the card form (none sent); default true. Given, it also decides whether
   * stored cards ask for their CVV when registrations.requireCvv is not given (the established
   * widget's one-click meaning); both given with different values: one [wpwl] console warning.
   */
  requireCvv?: WpwlBoolean;
  /** An empty CVV passes the form (the gateway decides); default false. */
  allowEmptyCvv?: WpwlBoolean;
  /** An empty holder passes the form; default false. */
  allowEmptyCardHolderName?: WpwlBoolean;
  /** The form does not check that the expiry is in the future (the gateway does); default false. */
  disableCardExpiryDateValidation?: WpwlBoolean;
  /** false: no checks in the form, the gateway's answer marks the fields; default true. */
  validation?: WpwlBoolean;
  /** false: the number does not choose the brand, the shopper does; default true. */
  brandDetection?: WpwlBoolean;
  /** For co-badged cards: the first of these brands among the number's brands is preselected. */
  brandDetectionPriority?: readonly string[] | string;
  /**
   * "regex" (default): brands from the widget's own prefix table. "binlist": the card-number frame
   * also asks the gateway's BIN table (once per BIN, from the gateway's frame; a failed or slow
   * lookup leaves the local result), whose brands, co-badged ones included, then apply.
   */
  brandDetectionType?: "regex" | "binlist";
  /** Shows the billing address fields, prefilled with these values. */
  billingAddress?: Partial<Record<WpwlBillingField, string>>;
  /** Billing fields the shopper must fill. */
  mandatoryBillingFields?: Partial<Record<WpwlBillingField, WpwlBoolean>>;
  /** First and last name fields replace the holder; card.holder is "first last". */
  forceCardHolderEqualsBillingName?: WpwlBoolean;
  /** A required tax-number field, sent as customer.identificationDocId with identificationDocType TAXSTATEMENT. */
  showTaxNumberField?: WpwlBoolean;
  /** A required date-of-birth field, sent as customer.birthDate (yyyy-MM-dd). */
  showBirthDate?: WpwlBoolean;
  /** false hides the loading / processing spinner; { color } colours it (other spin.js keys are ignored). */
  spinner?: WpwlBoolean | { color?: string; [spinJsOption: string]: unknown };
  /**
   * PCI DSS SAQ-A: the expiry and the holder are secure gateway fields too (iframes), so the page
   * never holds any card data; the number frame sends them with the payment. With
   * forceCardHolderEqualsBillingName the holder comes from the name fields (no holder frame). Default false.
   */
  enableSAQACompliance?: WpwlBoolean;
  /** Once, when the forms present at mount (or, if none, the first that appear) are shown and connected. */
  onReady?: (this: Window) => void;
  onError?: (this: void, error: WpwlError) => void;
  /** Per secure field (with enableSAQACompliance expiry and holder too), when its handshake completes, before onReady. */
  onReadyIframeCommunication?: (this: WpwlFieldFrame) => void;
  onFocusIframeCommunication?: (this: WpwlFieldFrame) => void;
  onBlurIframeCommunication?: (this: WpwlFieldFrame) => void;
  onBlurCardNumber?: (this: WpwlFieldFrame, isValid: boolean) => void;
  onBlurSecurityCode?: (this: WpwlFieldFrame, isValid: boolean) => void;
  /** `this` = the input, or with enableSAQACompliance its iframe. */
  onBlurExpiryDate?: (this: WpwlControl<HTMLInputElement> | WpwlFieldFrame, isValid: boolean) => void;
  /** `this` = the input, or with enableSAQACompliance its iframe. */
  onBlurCardHolder?: (this: WpwlControl<HTMLInputElement> | WpwlFieldFrame, isValid: boolean) => void;
  /** The brand the payment goes out with changed, and once at start, before onReady. */
  onChangeBrand?: (this: WpwlControl<HTMLSelectElement>, brand: string) => void;
  /** The candidate brands of the typed number, most specific first; [] when cleared. */
  onDetectBrand?: (this: WpwlFieldFrame, brands: string[]) => void;
  /** brandDetectionType "binlist": what the BIN table says changed; never the BIN's digits (see WpwlBinInfo). */
  onDetectBin?: (this: WpwlFieldFrame, bin: WpwlBinInfo) => void;
  /** Return false to stop the payment (event.preventDefault() alone does not, as on the established widget). */
  onBeforeSubmitCard?: (this: WpwlForm, event: WpwlSubmitEvent) => unknown;
  onAfterSubmit?: (this: WpwlForm) => void;
  /** Size of the inline 3-D Secure iframe: numbers are pixels, strings "400px" or "80%"; default { width: "100%", height: "400px" }. */
  threeDIframeSize?: { width?: number | string; height?: number | string };
  /** Where a 3-D Secure challenge shows: inline (default), "_top", "_self", "_parent" or the name of an iframe on the page. */
  paymentTarget?: "_top" | "_self" | "_parent" | (string & {});
  /** Where the final navigation to shopperResultUrl lands: this window (default), "_top", "_parent" or a frame's name. */
  shopperResultTarget?: "_top" | "_self" | "_parent" | (string & {});
  /** The inline 3-D Secure iframe loaded the ACS page; `this` = `iframe.wpwl-target`. */
  onLoadThreeDIframe?: (this: WpwlFieldFrame) => void;
  /** Stored cards (checkout created with registrations[n].id). */
  registrations?: {
    /** A CVV field per stored card, required to pay with it. Default: the top-level requireCvv if given, else false. */
    requireCvv?: boolean | "true" | "false";
    /** Only the stored cards at first; the other forms behind a "show other payment methods" button. Default false. */
    hideInitialPaymentForms?: boolean | "true" | "false";
  };
  /** A stored card is about to pay: return false to stop; `this` = form.wpwl-form-registrations. */
  onBeforeSubmitOneClickCard?: (this: WpwlForm, event: WpwlSubmitEvent) => unknown;
  /** Shows the BIC field in the SEPA direct debit form; without it the IBAN's bank code is sent. Default false. */
  displayBic?: boolean | "true" | "false";
  /**
   * Brands that show their inline form instead of only a button: "PAYPAL" (account e-mail),
   * "STC_PAY" (mobile number or QR code). Default [].
   */
  inlineFlow?: readonly string[];
  /** Before a SEPA direct debit (`form.wpwl-form-directDebit`): return false to stop it. */
  onBeforeSubmitDirectDebit?: (this: WpwlForm, event: WpwlSubmitEvent) => unknown;
  /** Before a redirect brand sends the shopper to the bank (`form.wpwl-form-onlineTransfer-<BRAND>`). */
  onBeforeSubmitOnlineTransfer?: (this: WpwlForm, event: WpwlSubmitEvent) => unknown;
  /** Before a virtual-account payment (`form.wpwl-form-virtualAccount-<BRAND>`). */
  onBeforeSubmitVirtualAccount?: (this: WpwlForm, event: WpwlSubmitEvent) => unknown;
  /** Accepted for compatibility; this build renders no prepayment brand yet. */
  onBeforeSubmitPrepayment?: (this: WpwlForm, event: WpwlSubmitEvent) => unknown;
  applePay?: WpwlApplePayOptions;
  googlePay?: WpwlGooglePayOptions;
  samsungPay?: WpwlSamsungPayOptions;
  /**
   * Fast checkout (script without ?checkoutId=): called on a button click with its brand in upper case
   * (APPLEPAY, APPLEPAYTKN, GOOGLEPAY, SAMSUNGPAY, PAYPAL); a checkout id from your server, or a promise of one.
   */
  createCheckout?: (this: void, json: { readonly brand: string }) => WpwlMaybePromise<string>;
  /**
   * Card payments: pay only validates and saves the data for the checkout (result code 000.200.110);
   * the shopper goes to shopperResultUrl, your summary page, and your server confirms with
   * POST /v1/checkouts/{id}/payment and its bearer token (docs/integration.md "Summary page"). Default false.
   */
  useSummaryPage?: WpwlBoolean;
  /** With useSummaryPage: called with the saved data instead of the redirect to shopperResultUrl. */
  onSaveTransactionData?: (this: Window, data: WpwlSavedTransactionData) => void;
}

/** What onSaveTransactionData receives: the result and the masked card, never the card number or the CVV. */
export interface WpwlSavedTransactionData {
  readonly result: { readonly code: string; readonly description: string };
  readonly paymentBrand: string;
  readonly card: { readonly last4Digits?: string; readonly expiryMonth?: string; readonly expiryYear?: string; readonly holder?: string };
}

/** `window.wpwl`, defined by the script while it is loaded. */
export interface Wpwl {
  /** The checkout: its id ("" in fast checkout until a button created one), and its amount and currency once loaded. */
  readonly checkout: { readonly id: string; readonly amount?: string; readonly currency?: string };
  /** Removes every node, frame, listener and the stylesheet the widget created. */
  unload(): void;
  /** Pays with the first widget container (or the first with that class, e.g. "wpwl-container-registration"). */
  executePayment(containerClass?: string): void;
}

declare global {
  interface Window {
    wpwlOptions?: WpwlOptions;
    wpwl?: Wpwl;
  }
}
