/**
 * Compiled by tsconfig.tools.json (never run): types/wpwl-options.d.ts used as a merchant would.
 * The @ts-expect-error lines must stay errors.
 */
import type { Wpwl, WpwlOptions } from "./wpwl-options.d.ts";

const options: WpwlOptions = {
  style: "card",
  locale: "de",
  labels: { submit: "Jetzt bezahlen" },
  showLabels: "false",
  onReady() {
    const form = document.querySelector<HTMLFormElement>("form.wpwl-form-card");
    form?.querySelector(".wpwl-button-pay")?.before(Object.assign(document.createElement("input"), { name: "customer.email" }));
    this.scrollTo(0, 0);
  },
  onError(error) {
    console.log(error.name, error.message, error.code ?? "");
  },
  onReadyIframeCommunication() {
    this.$iframe[0].title = this.iframe.title;
  },
  onBlurCardNumber(isValid) {
    this.$form[0].classList.toggle("number-ok", isValid);
  },
  onBlurExpiryDate(isValid) {
    // The input, or with enableSAQACompliance its iframe.
    if (this instanceof HTMLInputElement) this.value = isValid ? this.value : "";
  },
  onChangeBrand(brand) {
    this.value = brand;
  },
  onDetectBrand(brands) {
    console.log(brands.join(" "));
  },
  onDetectBin(bin) {
    this.$form[0].classList.toggle("debit-card", bin.type === "DEBIT");
    console.log(bin.brands.join(" "), bin.country ?? "unknown country");
  },
  onBeforeSubmitCard(event) {
    if (!this.checkValidity()) return false;
    if (event.target.disabled) event.preventDefault();
    return event.isDefaultPrevented() ? false : undefined;
  },
  onAfterSubmit() {
    this.classList.add("paying");
  },
  threeDIframeSize: { width: 400, height: "80%" },
  paymentTarget: "my-3ds-frame",
  shopperResultTarget: "_top",
  onLoadThreeDIframe() {
    this.$iframe[0].scrollIntoView();
  },
  registrations: { requireCvv: true, hideInitialPaymentForms: "true" },
  onBeforeSubmitOneClickCard(event) {
    const chosen = this.querySelector<HTMLInputElement>("input[name=registrationId]:checked");
    if (!chosen) event.preventDefault();
    return chosen !== null;
  },
  displayBic: true,
  inlineFlow: ["PAYPAL", "STC_PAY"],
  onBeforeSubmitDirectDebit(event) {
    return this.classList.contains("wpwl-form-directDebit") && !event.isDefaultPrevented();
  },
  onBeforeSubmitOnlineTransfer(event) {
    event.preventDefault();
  },
  onBeforeSubmitVirtualAccount() {
    return this.querySelector<HTMLInputElement>(".wpwl-control-accountId")?.value !== "";
  },
  applePay: {
    countryCode: "DE",
    currencyCode: "EUR",
    total: { label: "Shop", amount: "49.99" },
    buttonStyle: "white-outline",
    onPaymentAuthorized: (payment) => Promise.resolve(payment !== null),
    onShippingContactSelected() {
      return { newTotal: this.total };
    },
  },
  googlePay: {
    allowedAuthMethods: ["CRYPTOGRAM_3DS"],
    transactionInfo: { totalPrice: "49.99", currencyCode: "EUR" },
    onPaymentAuthorized: async () => ({ transactionState: "SUCCESS" }),
    onCancel: () => undefined,
  },
  createCheckout: ({ brand }) => fetch(`/checkout?brand=${brand}`).then((r) => r.text()),
};
window.wpwlOptions = options;

const api: Wpwl | undefined = window.wpwl;
api?.executePayment("wpwl-container-card");
api?.executePayment("wpwl-container-registration");
api?.executePayment("wpwl-container-directDebit");
api?.unload();
console.log(api?.checkout.id, api?.checkout.amount?.length, api?.checkout.currency?.length);
if (api) {
  // @ts-expect-error wpwl.checkout is the widget's to set
  api.checkout.amount = "1.00";
}

// @ts-expect-error not a style
const badStyle: WpwlOptions = { style: "fancy" };
// @ts-expect-error onBlurCardNumber gets a boolean
const badBlur: WpwlOptions = { onBlurCardNumber: (isValid: string) => isValid };

// @ts-expect-error a size is an object of width and height
const badSize: WpwlOptions = { threeDIframeSize: "400x600" };

export { badApplePay, badBlur, badCreate, badInline, badRegistrations, badSize, badStyle };

const cardOptions: WpwlOptions = {
  style: "logos",
  showCVVHint: true,
  maskCvv: "true",
  iframeStyles: { "card-number-placeholder": { color: "#555", fontSize: 15 }, "cvv-placeholder": { "font-style": "italic" } },
  autofocus: "card.number",
  requireCvv: true,
  allowEmptyCvv: false,
  allowEmptyCardHolderName: "true",
  disableCardExpiryDateValidation: false,
  validation: true,
  brandDetection: true,
  brandDetectionPriority: ["VISA", "MASTER"],
  brandDetectionType: "binlist",
  billingAddress: { city: "Berlin", country: "DE" },
  mandatoryBillingFields: { country: true, postcode: "true" },
  forceCardHolderEqualsBillingName: true,
  showTaxNumberField: true,
  showBirthDate: "true",
  spinner: { color: "#0a7d32", lines: 12 },
  enableSAQACompliance: "true",
};
const saqOptions: WpwlOptions = {
  enableSAQACompliance: true,
  onBlurExpiryDate(isValid) {
    // The input, or (SAQ-A) its iframe: narrow before element-specific use.
    if (this instanceof HTMLIFrameElement) console.log(this.$iframe[0] === this, isValid);
    else console.log(this.value, isValid);
  },
};
// @ts-expect-error enableSAQACompliance is a boolean
const badSaq: WpwlOptions = { enableSAQACompliance: 1 };
console.log(saqOptions, badSaq);
// @ts-expect-error autofocus names a field by its input name
cardOptions.autofocus = "cardNumber";
// @ts-expect-error iframeStyles keys are the two placeholders
const badStyles: WpwlOptions = { iframeStyles: { "card-number": { color: "red" } } };
console.log(cardOptions, badStyles);
// @ts-expect-error brandDetectionType is "regex" or "binlist"
const badDetection: WpwlOptions = { brandDetectionType: "bin" };
// @ts-expect-error onDetectBin gets no digits: there is no bin string to read
const badBin: WpwlOptions = { onDetectBin: (bin) => bin.bin.slice(0, 6) };
console.log(badDetection, badBin);
// @ts-expect-error requireCvv is a boolean
const badRegistrations: WpwlOptions = { registrations: { requireCvv: 1 } };
// @ts-expect-error inlineFlow is a list of brands
const badInline: WpwlOptions = { inlineFlow: "PAYPAL" };
// @ts-expect-error Apple Pay needs the merchant's country
const badApplePay: WpwlOptions = { applePay: { displayName: "Shop" } };
// @ts-expect-error createCheckout answers a checkout id
const badCreate: WpwlOptions = { createCheckout: () => 42 };

const summaryOptions: WpwlOptions = {
  useSummaryPage: "true",
  onSaveTransactionData(data) {
    const last4: string | undefined = data.card.last4Digits;
    console.log(this.location.href, data.result.code, data.paymentBrand, last4);
  },
};
// @ts-expect-error useSummaryPage is a boolean
const badSummary: WpwlOptions = { useSummaryPage: 1 };
// @ts-expect-error the saved data has no card number
const badSaved: WpwlOptions = { onSaveTransactionData: (data) => data.card.number };
console.log(summaryOptions, badSummary, badSaved);
