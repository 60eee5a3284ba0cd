import type { AddressKey } from "../shared/billing-keys.ts";
import type { Callback, FrameStyles, RegistrationOptions, SpinnerOptions } from "./option-readers.ts";

/** The wpwlOptions as the widget uses them, after options.ts read and checked them (one row each in OPTION_TABLE). */
export interface WidgetOptions {
  style: "card" | "plain" | "logos";
  locale: string;
  labels: Record<string, string>;
  errorMessages: Record<string, string>;
  showLabels: boolean;
  showPlaceholders: boolean;
  disableSubmitOnEnter: boolean;
  /** Ours: true keeps the card form's pay button enabled while a field shows an error (a press then lists every error). */
  keepPayButtonEnabled: boolean;
  showCVVHint: boolean;
  maskCvv: boolean;
  /** false: the card number shows without spaces. */
  numberFormatting: boolean;
  iframeStyles: FrameStyles;
  /** The field focused when the form is ready. */
  autofocus: "card.number" | "card.expiryDate" | "card.holder" | "card.cvv" | undefined;
  /**
   * false: no CVV field in the card form (and none sent). Given (true or false), it is also what
   * stored cards do unless registrations.requireCvv says otherwise; undefined: not given (the card form asks).
   */
  requireCvv: boolean | undefined;
  allowEmptyCvv: boolean;
  allowEmptyCardHolderName: boolean;
  /** true: the expiry only has to be a month and a year; the gateway still refuses an expired card. */
  disableCardExpiryDateValidation: boolean;
  /** false: no checks in the form; the gateway's answer marks the fields. */
  validation: boolean;
  /** false: the number does not choose the brand; the shopper does. */
  brandDetection: boolean;
  /** Which brand wins when a number belongs to several (co-badged cards): the first of this list that matches. */
  brandDetectionPriority: string[];
  /** "binlist": the number frame also asks the gateway's BIN table (docs/integration.md "Options"); "regex": the local prefix table only. */
  brandDetectionType: "regex" | "binlist";
  /** Shows the billing address fields, prefilled with these values. */
  billingAddress: Partial<Record<AddressKey, string>> | undefined;
  /** Billing fields the shopper must fill (shows the billing fields too). */
  mandatoryBillingFields: Partial<Record<AddressKey, boolean>>;
  /** First and last name fields instead of the holder: card.holder is "first last", sent as customer.givenName/surname too. */
  forceCardHolderEqualsBillingName: boolean;
  /** A required tax number field (sent as customer.identificationDocId with identificationDocType TAXSTATEMENT). */
  showTaxNumberField: boolean;
  /** A required birth date field (sent as customer.birthDate, yyyy-MM-dd). */
  showBirthDate: boolean;
  /** The spinner while a form loads and while a payment is under way: hidden, or its colour. */
  spinner: SpinnerOptions;
  onReady: Callback | undefined;
  onError: Callback | undefined;
  onReadyIframeCommunication: Callback | undefined;
  onFocusIframeCommunication: Callback | undefined;
  onBlurIframeCommunication: Callback | undefined;
  onBlurCardNumber: Callback | undefined;
  onBlurSecurityCode: Callback | undefined;
  onBlurExpiryDate: Callback | undefined;
  onBlurCardHolder: Callback | undefined;
  onChangeBrand: Callback | undefined;
  onDetectBrand: Callback | undefined;
  /** BIN-derived data only: `{ brands, type, country }`, never the BIN's digits. */
  onDetectBin: Callback | undefined;
  onBeforeSubmitCard: Callback | undefined;
  onAfterSubmit: Callback | undefined;
  registrations: RegistrationOptions;
  /** 3-D Secure 2 browser data the page chooses: `threeDChallengeWindow`, 1 to 5 (card/pay-params.ts). */
  browser: Record<string, unknown>;
  onBeforeSubmitOneClickCard: Callback | undefined;
  /** Size of the inline 3-D Secure iframe, as given: frameSizeOption() reads it when a challenge opens. */
  threeDIframeSize: unknown;
  /** Where the 3-D Secure challenge shows: inline (undefined), "_top", "_self", "_parent" or an iframe's name. */
  paymentTarget: string | undefined;
  /** Where the final navigation to shopperResultUrl lands: this window (undefined), "_top", "_parent" or a frame's name. */
  shopperResultTarget: string | undefined;
  onLoadThreeDIframe: Callback | undefined;
  /** Shows the BIC field in the SEPA direct debit form (without it, the IBAN's bank code goes out). */
  displayBic: boolean;
  /** Brands that show their inline form (virtual accounts) instead of only a button. */
  inlineFlow: string[];
  onBeforeSubmitDirectDebit: Callback | undefined;
  onBeforeSubmitOnlineTransfer: Callback | undefined;
  onBeforeSubmitVirtualAccount: Callback | undefined;
  onBeforeSubmitPrepayment: Callback | undefined;
  applePay: Record<string, unknown>;
  googlePay: Record<string, unknown>;
  samsungPay: Record<string, unknown>;
  createCheckout: Callback | undefined;
  /** Pay saves the card payment for the merchant's summary page; its server confirms it (docs/integration.md "Summary page"). */
  useSummaryPage: boolean;
  /** With useSummaryPage: called with the saved data (no card number) instead of the redirect to shopperResultUrl. */
  onSaveTransactionData: Callback | undefined;
  /** true: the expiry and the holder are hosted fields too (PCI DSS SAQ-A); the page never sees them. */
  enableSAQACompliance: boolean;
}
