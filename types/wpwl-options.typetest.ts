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
};
window.wpwlOptions = options;

const api: Wpwl | undefined = window.wpwl;
api?.executePayment("wpwl-container-card");
api?.executePayment("wpwl-container-directDebit");
api?.unload();
console.log(api?.checkout.id);

// @ts-expect-error not a style
const badStyle: WpwlOptions = { style: "fancy" };
// @ts-expect-error onBlurCardNumber gets a boolean
const badBlur: WpwlOptions = { onBlurCardNumber: (isValid: string) => isValid };

// @ts-expect-error inlineFlow is a list of brands
const badInline: WpwlOptions = { inlineFlow: "PAYPAL" };

export { badBlur, badInline, badStyle };
