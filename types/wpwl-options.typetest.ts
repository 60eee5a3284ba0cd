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
    this.value = isValid ? this.value : "";
  },
  onChangeBrand(brand) {
    this.value = brand;
  },
  onDetectBrand(brands) {
    console.log(brands.join(" "));
  },
  onBeforeSubmitCard(event) {
    if (!this.checkValidity()) return false;
    if (event.target.disabled) event.preventDefault();
    return event.isDefaultPrevented() ? false : undefined;
  },
  onAfterSubmit() {
    this.classList.add("paying");
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
    onPaymentAuthorized: async () => ({ transactionState: "SUCCESS" }),
    onCancel: () => undefined,
  },
  createCheckout: ({ brand }) => fetch(`/checkout?brand=${brand}`).then((r) => r.text()),
};
window.wpwlOptions = options;

const api: Wpwl | undefined = window.wpwl;
api?.executePayment("wpwl-container-card");
api?.unload();
console.log(api?.checkout.id);

// @ts-expect-error not a style
const badStyle: WpwlOptions = { style: "fancy" };
// @ts-expect-error onBlurCardNumber gets a boolean
const badBlur: WpwlOptions = { onBlurCardNumber: (isValid: string) => isValid };

// @ts-expect-error Apple Pay needs the merchant's country
const badApplePay: WpwlOptions = { applePay: { displayName: "Shop" } };
// @ts-expect-error createCheckout answers a checkout id
const badCreate: WpwlOptions = { createCheckout: () => 42 };

export { badApplePay, badBlur, badCreate, badStyle };
