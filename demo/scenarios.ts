import { WALLET_STAND_INS } from "./wallet-stand-ins.ts";

/**
 * Predefined merchant pages for the e2e tests: `/checkout?scenario=<name>` swaps the checkout page's
 * inline wpwlOptions for one of these fixed scripts (nothing from the request is reflected into
 * them). Each logs every callback it receives to `window.callbackLog` as
 * `{ name, thisTag, args, … }` (also kept in sessionStorage "callbackLog") and, as text, to the
 * page's events list; onReady also logs "ready".
 */

/** Shared by every scenario: the log, and a `this` described as its tag name or "window". */
const PRELUDE = `window.callbackLog = [];
function tagOf(self) { return self ? self.tagName || (self === window ? "window" : typeof self) : String(self); }
function record(name, self, args, extra) {
  var entry = { name: name, thisTag: tagOf(self), args: args };
  for (var k in extra || {}) entry[k] = extra[k];
  window.callbackLog.push(entry);
  // Kept across the redirect to the result page (same origin, same tab), for the tests to read there.
  try { sessionStorage.setItem("callbackLog", JSON.stringify(window.callbackLog)); } catch (e) {}
  shopLog(name + " " + entry.thisTag + " " + JSON.stringify(args));
  return entry;
}
function eventSummary(e) {
  return { type: e && e.type, hasPreventDefault: !!e && typeof e.preventDefault === "function", formTag: tagOf(e && e.form), targetTag: tagOf(e && e.target) };
}`;

/** All callbacks, logged; window.beforeSubmitMode ("allow", "false", "preventDefault") steers onBeforeSubmitCard. */
const CALLBACKS = `${PRELUDE}
window.beforeSubmitMode = "allow";
function plain(name) { return function () { record(name, this, Array.prototype.slice.call(arguments), { wrapped: !!this && !!this.$form && this.$form[0] === (this.tagName === "FORM" ? this : this.form) }); }; }
var wpwlOptions = {
  style: "card",
  onReady: function () { record("onReady", this, []); shopLog("ready"); },
  onError: function (error) { record("onError", this, [{ name: error.name, message: error.message }]); },
  onReadyIframeCommunication: function () { record("onReadyIframeCommunication", this, [], { iframeIsThis: Array.isArray(this.$iframe) && this.$iframe[0] === this && this.iframe === this, className: this.className }); },
  onFocusIframeCommunication: plain("onFocusIframeCommunication"),
  onBlurIframeCommunication: plain("onBlurIframeCommunication"),
  onBlurCardNumber: plain("onBlurCardNumber"),
  onBlurSecurityCode: plain("onBlurSecurityCode"),
  onBlurExpiryDate: plain("onBlurExpiryDate"),
  onBlurCardHolder: plain("onBlurCardHolder"),
  onChangeBrand: plain("onChangeBrand"),
  onDetectBrand: plain("onDetectBrand"),
  onBeforeSubmitCard: function (e) {
    record("onBeforeSubmitCard", this, [eventSummary(e)], { mode: window.beforeSubmitMode });
    if (window.beforeSubmitMode === "false") return false;
    if (window.beforeSubmitMode === "preventDefault") e.preventDefault();
  },
  onAfterSubmit: plain("onAfterSubmit")
};`;

/** Every callback logs, then throws: each is reported with [wpwl] and the payment still goes through. */
const THROWING = `${PRELUDE}
function throwing(name) { return function () { record(name, this, []); throw new Error("merchant bug in " + name); }; }
var wpwlOptions = { style: "card", onReady: function () { shopLog("ready"); throw new Error("merchant bug in onReady"); } };
["onReadyIframeCommunication", "onFocusIframeCommunication", "onBlurIframeCommunication", "onBlurCardNumber", "onBlurSecurityCode",
 "onBlurExpiryDate", "onBlurCardHolder", "onChangeBrand", "onDetectBrand", "onBeforeSubmitCard", "onAfterSubmit"].forEach(function (name) {
  wpwlOptions[name] = throwing(name);
});`;

/**
 * A merchant page written with jQuery. The stand-in below replaces jQuery itself, whose real file
 * this page's CSP would have to allow (script-src); the widget must wrap with it, never define it.
 */
const JQUERY = `${PRELUDE}
window.jQuery = function (el) { return { jquery: "stub", 0: el, el: el }; };
var stub = window.jQuery;
function jq(name) { return function () { record(name, this, Array.prototype.slice.call(arguments).map(function (a) { return typeof a === "object" && a && !Array.isArray(a) ? eventSummary(a) : a; }), {
  formWrapped: !!this.$form && this.$form.jquery === "stub" && this.$form[0] === (this.tagName === "FORM" ? this : this.form),
  iframeWrapped: this.tagName === "IFRAME" ? !!this.$iframe && this.$iframe.jquery === "stub" && this.$iframe[0] === this : null,
  jQueryUntouched: window.jQuery === stub && !("$" in window)
}); }; }
var wpwlOptions = { style: "card", onReady: function () { record("onReady", this, []); shopLog("ready"); } };
["onReadyIframeCommunication", "onFocusIframeCommunication", "onBlurIframeCommunication", "onBlurCardNumber", "onChangeBrand",
 "onBeforeSubmitCard", "onAfterSubmit"].forEach(function (name) { wpwlOptions[name] = jq(name); });`;

/** onBeforeSubmitCard refuses the first time, disables pay, checks something for 500 ms, then clicks pay again. */
const ASYNC_BEFORE_SUBMIT = `${PRELUDE}
var asked = 0;
var wpwlOptions = {
  style: "card",
  onReady: function () { shopLog("ready"); },
  onBeforeSubmitCard: function () {
    asked++;
    record("onBeforeSubmitCard", this, [asked]);
    if (asked > 1) return true;
    var button = this.querySelector(".wpwl-button-pay");
    button.disabled = true;
    setTimeout(function () { button.disabled = false; button.click(); }, 500);
    return false;
  },
  onAfterSubmit: function () { record("onAfterSubmit", this, []); }
};`;

/** Options in a top-level `const` of a classic script: a global lexical binding, not on window. */
const LET_OPTIONS = `${PRELUDE}
const wpwlOptions = {
  style: "card",
  labels: { submit: "Pay from const" },
  onReady: function () { record("onReady", this, [], { onWindow: "wpwlOptions" in window }); shopLog("ready"); }
};`;

/** No options before the script tag: they follow it (OPTIONS_AFTER_SCRIPT_TAIL). */
const OPTIONS_AFTER_SCRIPT = PRELUDE;
const OPTIONS_AFTER_SCRIPT_TAIL = `var wpwlOptions = {
  style: "card",
  labels: { submit: "Pay from late options" },
  onReady: function () { record("onReady", this, []); shopLog("ready"); }
};`;

const READY_ONLY = `var wpwlOptions = { style: "card", onReady: function () { record("onReady", this, []); shopLog("ready"); } };`;

/** The payment form is rendered 800 ms after the page is ready, as a framework would. */
const LATE_FORM = `${PRELUDE}
(function () {
  var form = document.querySelector("form.paymentWidgets");
  var parent = form.parentNode;
  form.remove();
  document.addEventListener("DOMContentLoaded", function () { setTimeout(function () { parent.appendChild(form); shopLog("form rendered"); }, 800); });
})();
${READY_ONLY}`;

/** Two payment forms on one page: the shop's, and a second one offering MASTER only. */
const TWO_FORMS = `${PRELUDE}
(function () {
  var form = document.querySelector("form.paymentWidgets");
  var second = form.cloneNode(false);
  second.setAttribute("data-brands", "MASTER");
  second.id = "second-form";
  form.after(second);
})();
${READY_ONLY}`;

/** A legacy page: the brands as the form's text, no data-brands. */
const LEGACY_BRANDS = `${PRELUDE}
(function () {
  var form = document.querySelector("form.paymentWidgets");
  form.removeAttribute("data-brands");
  form.textContent = "MASTER AMEX";
})();
${READY_ONLY}`;

/**
 * The merchant adds its own inputs to the widget's form in onReady; a platform script (Magento-like)
 * adds a form_key hidden input to the merchant's form at once and to every form on the page later.
 */
const MERCHANT_INPUTS = `${PRELUDE}
function formKey(form) { var k = document.createElement("input"); k.type = "hidden"; k.name = "form_key"; k.value = "platform-secret"; form.appendChild(k); }
formKey(document.querySelector("form.paymentWidgets"));
function input(type, name, value, extra) {
  var el = document.createElement("input"); el.type = type; el.name = name; el.value = value;
  for (var k in extra || {}) el[k] = extra[k];
  return el;
}
var wpwlOptions = {
  style: "card",
  onReady: function () {
    var form = document.querySelector("form.wpwl-form-card");
    var pay = form.querySelector(".wpwl-button-pay");
    var label = document.createElement("label");
    label.append(input("checkbox", "createRegistration", "true", { checked: true }), " Store my card");
    pay.before(label);
    pay.before(input("checkbox", "customParameters[SHOPPER_newsletter]", "yes"));
    pay.before(input("email", "customer.email", "jane@example.com"));
    pay.before(input("hidden", "customParameters[SHOPPER_orderNote]", "ring twice"));
    pay.before(input("text", "billing.city", "Disabled city", { disabled: true }));
    var select = document.createElement("select"); select.name = "customer.phone";
    var option = document.createElement("option"); option.value = "+49301234567"; option.textContent = "office"; option.selected = true;
    select.appendChild(option); pay.before(select);
    Array.prototype.forEach.call(document.forms, formKey);
    record("onReady", this, []);
    shopLog("ready");
  }
};`;

/**
 * Wallet buttons next to the card form (`/checkout?brands=APPLEPAY GOOGLEPAY SAMSUNGPAY VISA MASTER&scenario=wallets`).
 * This browser has no wallet APIs: unless a test installed its own, the simulated wallets of
 * demo/wallet-stand-ins.ts (sandbox demo only) show a sheet where the shopper picks a test card.
 */
const WALLETS = `${PRELUDE}
if (!window.__walletStandIn) {
  window.__walletStandIn = { sheet: true };
  ${WALLET_STAND_INS}
}
var wpwlOptions = {
  style: "card",
  onReady: function () { record("onReady", this, []); shopLog("ready"); },
  onError: function (error) { record("onError", this, [{ name: error.name, message: error.message, brand: error.brand, event: error.event }]); shopLog("error: " + error.name + " " + (error.brand || "") + " " + (error.event || "")); },
  applePay: {
    displayName: "Demo shop",
    countryCode: "DE",
    buttonStyle: "black",
    buttonType: "buy",
    supportedNetworks: ["visa", "masterCard"],
    merchantCapabilities: ["supports3DS"],
    requiredShippingContactFields: ["postalAddress"],
    onShippingContactSelected: function (contact) {
      record("applePay.onShippingContactSelected", this, [contact.countryCode]);
      return new Promise(function (resolve) { setTimeout(function () { resolve({ newTotal: { label: "Demo shop", amount: "49.99" } }); }, 200); });
    },
    onPaymentAuthorized: function (payment) {
      record("applePay.onPaymentAuthorized", this, [payment.token.paymentMethod.network]);
      return new Promise(function (resolve) { setTimeout(function () { resolve(true); }, 200); });
    },
    onCancel: function () { record("applePay.onCancel", this, []); shopLog("Apple Pay cancelled"); }
  },
  googlePay: {
    merchantName: "Demo shop",
    countryCode: "DE",
    buttonColor: "black",
    allowedAuthMethods: ["PAN_ONLY", "CRYPTOGRAM_3DS"],
    allowedCardNetworks: ["MASTERCARD", "VISA"],
    onPaymentAuthorized: function (data) {
      record("googlePay.onPaymentAuthorized", this, [data.paymentMethodData.info.cardNetwork]);
      return new Promise(function (resolve) { setTimeout(function () { resolve({ transactionState: "SUCCESS" }); }, 200); });
    }
  },
  samsungPay: { merchantName: "Demo shop", countryCode: "DE", serviceId: "sandbox-service" }
};`;

const SCENARIOS: Readonly<Record<string, string>> = {
  "let-options": LET_OPTIONS,
  "options-after-script": OPTIONS_AFTER_SCRIPT,
  "late-form": LATE_FORM,
  "two-forms": TWO_FORMS,
  "legacy-brands": LEGACY_BRANDS,
  "merchant-inputs": MERCHANT_INPUTS,
  callbacks: CALLBACKS,
  throwing: THROWING,
  jquery: JQUERY,
  "async-before-submit": ASYNC_BEFORE_SUBMIT,
  wallets: WALLETS,
};

/** The fixed script of a named scenario, or undefined for an unknown name. */
export function scenarioScript(name: string | undefined): string | undefined {
  return name !== undefined && Object.hasOwn(SCENARIOS, name) ? SCENARIOS[name] : undefined;
}

/** A scenario's script after the widget's script tag, if it has one. */
export function scenarioTailScript(name: string | undefined): string | undefined {
  return name === "options-after-script" ? OPTIONS_AFTER_SCRIPT_TAIL : undefined;
}
