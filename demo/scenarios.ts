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

/**
 * All callbacks, logged; window.beforeSubmitMode steers onBeforeSubmitCard: "allow" returns nothing, "false" returns
 * false, "preventDefault" calls event.preventDefault() and returns false (a wrapper that pays later), "preventDefaultAndTrue"
 * calls it and returns true (a wrapper that calls it on every submit: the payment goes on).
 */
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
    if (window.beforeSubmitMode.indexOf("preventDefault") === 0) e.preventDefault();
    if (window.beforeSubmitMode === "preventDefault") return false;
    if (window.beforeSubmitMode === "preventDefaultAndTrue") return true;
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
 * A merchant page written with jQuery (the real jQuery 3.7.1, loaded before the options): the
 * widget must wrap its callbacks' elements with it (this.$form, this.$iframe), never define or
 * replace jQuery or $.
 */
const JQUERY = `${PRELUDE}
var pageJQuery = window.jQuery;
function jq(name) { return function () { record(name, this, Array.prototype.slice.call(arguments).map(function (a) { return typeof a === "object" && a && !Array.isArray(a) ? eventSummary(a) : a; }), {
  formWrapped: this.$form instanceof pageJQuery && this.$form.length === 1 && this.$form[0] === (this.tagName === "FORM" ? this : this.form),
  iframeWrapped: this.tagName === "IFRAME" ? this.$iframe instanceof pageJQuery && this.$iframe[0] === this : null,
  jQueryUntouched: window.jQuery === pageJQuery && window.$ === pageJQuery && pageJQuery.fn.jquery === "3.7.1"
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

/** A merchant's pay button text with the amount ({amount}), in French. */
const PAY_AMOUNT = `${PRELUDE}
var wpwlOptions = {
  locale: "fr",
  labels: { submit: "Payer {amount}" },
  onReady: function () { shopLog("ready"); }
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

/** A page that names no brand (a registration-only page leaves data-brands out): the card form detects the brand. */
const NO_BRANDS = `${PRELUDE}
document.querySelector("form.paymentWidgets").removeAttribute("data-brands");
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

/** 3-D Secure inline (the default): onLoadThreeDIframe logs its `this`, threeDIframeSize is set, errors are logged. */
const THREE_D_SECURE = `${PRELUDE}
var wpwlOptions = {
  style: "card",
  threeDIframeSize: { width: 420, height: "460px" },
  onReady: function () { record("onReady", this, []); shopLog("ready"); },
  onError: function (error) { record("onError", this, [{ name: error.name, code: error.code }]); },
  onLoadThreeDIframe: function () {
    record("onLoadThreeDIframe", this, [], { className: this.className, iframeIsThis: this.$iframe[0] === this, width: this.style.width, height: this.style.height });
  }
};`;

/** 3-D Secure in the top window: the shop page goes away, the ACS page leads on to the result page. */
const THREE_D_SECURE_TOP = `${PRELUDE}
var wpwlOptions = {
  style: "card",
  paymentTarget: "_top",
  // The challenge window size merchants pick (HyperPay's shop plugins): sent as customer.browser.challengeWindow.
  browser: { threeDChallengeWindow: 4 },
  onReady: function () { record("onReady", this, []); shopLog("ready"); }
};`;

/**
 * paymentTarget "_self" on a checkout page that is itself framed by the shop (the demo lets this
 * scenario be framed by its own origin): the challenge takes the frame, then the result page shows there.
 */
const THREE_D_SECURE_SELF = `${PRELUDE}
var wpwlOptions = { style: "card", paymentTarget: "_self", onReady: function () { record("onReady", this, []); shopLog("ready"); } };`;

/** The shop's own iframe (named "shop-3ds") shows the challenge; the form stays where it is. */
const THREE_D_SECURE_NAMED = `${PRELUDE}
(function () {
  var frame = document.createElement("iframe");
  frame.name = "shop-3ds";
  frame.title = "Verification by your bank";
  frame.className = "shop-3ds";
  document.querySelector("form.paymentWidgets").after(frame);
})();
var wpwlOptions = {
  style: "card",
  paymentTarget: "shop-3ds",
  onReady: function () { record("onReady", this, []); shopLog("ready"); },
  onError: function (error) { record("onError", this, [{ name: error.name, code: error.code }]); }
};`;

/** shopperResultTarget: the result page opens in the shop's iframe "shop-result"; the checkout page stays. */
const RESULT_IN_FRAME = `${PRELUDE}
(function () {
  var frame = document.createElement("iframe");
  frame.name = "shop-result";
  frame.title = "Payment result";
  frame.className = "shop-result";
  document.querySelector("form.paymentWidgets").after(frame);
})();
var wpwlOptions = { style: "card", shopperResultTarget: "shop-result", onReady: function () { record("onReady", this, []); shopLog("ready"); } };`;
/** Options a merchant sets for the look and the hosted fields: plain style, masked CVV with its hint, placeholder styles (one unsafe). */
const FIELD_OPTIONS = `${PRELUDE}
var wpwlOptions = {
  style: "plain",
  maskCvv: true,
  showCVVHint: "true",
  autofocus: "card.number",
  iframeStyles: {
    "card-number-placeholder": { color: "rgb(200, 0, 0)", fontSize: "18px", background: "url(https://evil.example/track.png)" },
    "cvv-placeholder": { "font-style": "italic", "junk-property": "1" }
  },
  onReady: function () { record("onReady", this, []); shopLog("ready"); }
};`;

/** Checks relaxed: empty CVV and holder allowed, expiry only checked by the gateway. */
const RELAXED = `${PRELUDE}
var wpwlOptions = {
  allowEmptyCvv: true,
  allowEmptyCardHolderName: "true",
  disableCardExpiryDateValidation: true,
  autofocus: "card.holder",
  onReady: function () { shopLog("ready"); },
  onError: function (error) { record("onError", this, [{ name: error.name, message: error.message }]); }
};`;

/** No checks in the form at all: the gateway's answer marks the fields. Bad values for two options. */
const NO_VALIDATION = `${PRELUDE}
var wpwlOptions = {
  validation: false,
  requireCvv: "maybe",
  autofocus: "the number please",
  onReady: function () { shopLog("ready"); },
  onError: function (error) { record("onError", this, [{ name: error.name, message: error.message }]); }
};`;

/** keepPayButtonEnabled (ours): the pay button stays enabled while a field shows an error. */
const PAY_BUTTON_ENABLED = `${PRELUDE}
var wpwlOptions = { keepPayButtonEnabled: true, onReady: function () { shopLog("ready"); } };`;

/** No CVV field (requireCvv: false). */
const NO_CVV = `${PRELUDE}
var wpwlOptions = { requireCvv: false, numberFormatting: false, onReady: function () { shopLog("ready"); } };`;

/** Brand logos instead of a select; the shopper picks the brand, the number does not (brandDetection: false). */
const LOGOS = `${PRELUDE}
var wpwlOptions = {
  style: "logos",
  brandDetection: false,
  onReady: function () { shopLog("ready"); },
  onChangeBrand: function (brand) { record("onChangeBrand", this, [brand]); }
};`;

/** Co-badged cards: the international brand wins by default, the shopper may choose the local one. */
const CO_BADGED = `${PRELUDE}
var wpwlOptions = {
  brandDetectionPriority: ["VISA", "MASTER"],
  onReady: function () { shopLog("ready"); },
  onChangeBrand: function (brand) { record("onChangeBrand", this, [brand]); },
  onDetectBrand: function (brands) { record("onDetectBrand", this, [brands]); }
};`;

/**
 * brandDetectionType "binlist": the number frame asks the gateway's BIN table; onDetectBin gets the
 * brands, card type and country (never digits); the page shows them. Try 4286 7100 0000 0001 (mada,
 * which the prefix table alone sees as Visa) and 5351 1000 0000 0002 (Maestro/Mastercard, co-badged).
 */
const BINLIST = `${PRELUDE}
var wpwlOptions = {
  brandDetectionType: "binlist",
  onReady: function () { record("onReady", this, []); shopLog("ready"); },
  onChangeBrand: function (brand) { record("onChangeBrand", this, [brand]); },
  onDetectBrand: function (brands) { record("onDetectBrand", this, [brands]); },
  onDetectBin: function (bin) {
    record("onDetectBin", this, [bin], { keys: Object.keys(bin).sort() });
    if (bin.brands.length) shopLog("card: " + bin.brands.join(" / ") + ", " + bin.type + ", issued in " + bin.country);
  },
  onError: function (error) { record("onError", this, [{ name: error.name, message: error.message }]); }
};`;

/**
 * A merchant page as many are written: in onReady, with jQuery 3.7, it restyles the form with
 * Bootstrap classes, moves the CVV next to the expiry in a row of its own and the holder to the
 * top, adds its own brand logo and a terms checkbox it checks in onBeforeSubmitCard.
 */
const RESTYLED = `${PRELUDE}
var wpwlOptions = {
  onReady: function () {
    $(".wpwl-button-pay").addClass("btn btn-primary btn-lg").html("Pay securely");
    $(".wpwl-control").addClass("form-control");
    $(".wpwl-group-expiry").before('<div class="row shop-row"></div>');
    $(".shop-row").append($(".wpwl-group-expiry")).append($(".wpwl-group-cvv"));
    $(".wpwl-form-card").prepend($(".wpwl-group-cardHolder"));
    $(".wpwl-group-brand").append('<span class="shop-brand-logo">Shop card</span>');
    $(".wpwl-group-submit").before('<label class="shop-terms"><input type="checkbox" id="shop-terms"> I accept the terms</label>');
    record("onReady", this, []);
    shopLog("ready");
  },
  onBeforeSubmitCard: function () {
    var ok = $("#shop-terms").is(":checked");
    record("onBeforeSubmitCard", this, [ok]);
    if (!ok) shopLog("terms not accepted");
    return ok;
  },
  onError: function (error) { record("onError", this, [{ name: error.name, message: error.message }]); }
};`;

/**
 * The established integration guide's card-holder check, as countless shop pages carry it: a click
 * handler on the pay button and onBeforeSubmitCard both run it; a short holder gets wpwl-has-error, a
 * hint of the page's own after the input, and a pay button disabled with wpwl-button-error.
 */
const VALIDATE_HOLDER = `${PRELUDE}
var wpwlOptions = {
  style: "card",
  onReady: function () {
    $(".wpwl-form-card").find(".wpwl-button-pay").on("click", function (e) { validateHolder(e); });
    shopLog("ready");
  },
  onBeforeSubmitCard: function (e) { return validateHolder(e); }
};
function validateHolder(e) {
  var holder = $(".wpwl-control-cardHolder").val();
  if (holder.trim().length < 2) {
    $(".wpwl-control-cardHolder").addClass("wpwl-has-error").after('<div class="wpwl-hint wpwl-hint-cardHolderError">Invalid card holder</div>');
    $(".wpwl-button-pay").addClass("wpwl-button-error").attr("disabled", "disabled");
    return false;
  }
  return true;
}`;

/** The shop's own pay button outside the widget calls wpwl.executePayment; the widget's button is hidden. */
const OUTSIDE_BUTTON = `${PRELUDE}
document.addEventListener("DOMContentLoaded", function () {
  var button = document.createElement("button"); button.type = "button"; button.id = "shop-pay"; button.textContent = "Place order";
  button.addEventListener("click", function () { shopLog("shop button"); wpwl.executePayment("wpwl-container-card"); });
  document.querySelector(".order").appendChild(button);
});
var wpwlOptions = {
  onReady: function () { document.querySelector(".wpwl-group-submit").hidden = true; shopLog("ready"); },
  onBeforeSubmitCard: function () { record("onBeforeSubmitCard", this, []); return true; }
};`;

/**
 * Stored cards (one-click), as merchants write it: registrations options and
 * onBeforeSubmitOneClickCard steered by window.oneClickMode: "allow", "false", "preventDefault", or
 * "defer" (refuses, checks something for 300 ms, then pays through wpwl.executePayment).
 */
function oneClick(registrations: string, requireCvv?: boolean): string {
  return `${PRELUDE}
window.oneClickMode = "allow";
var asked = 0;
var wpwlOptions = {
  style: "card",${requireCvv === undefined ? "" : `\n  requireCvv: ${requireCvv},`}
  registrations: ${registrations},
  onReady: function () {
    // A new card may be stored for next time: the merchant's checkbox in the card form.
    var pay = document.querySelector("form.wpwl-form-card .wpwl-button-pay");
    var label = document.createElement("label");
    var box = document.createElement("input");
    box.type = "checkbox"; box.name = "createRegistration"; box.value = "true";
    label.className = "save-card";
    label.append(box, " Store my card for next time");
    pay.before(label);
    record("onReady", this, []);
    shopLog("ready");
  },
  onError: function (error) { record("onError", this, [{ name: error.name, code: error.code }]); },
  onBeforeSubmitOneClickCard: function (e) {
    asked++;
    record("onBeforeSubmitOneClickCard", this, [eventSummary(e)], { mode: window.oneClickMode, asked: asked,
      selected: this.querySelector("input[name=registrationId]:checked").value });
    if (window.oneClickMode === "false") return false;
    if (window.oneClickMode === "preventDefault") {
      e.preventDefault();
      return false;
    }
    if (window.oneClickMode === "defer" && asked === 1) {
      setTimeout(function () { wpwl.executePayment("wpwl-container-registration"); }, 300);
      return false;
    }
  },
  onBeforeSubmitCard: function () { record("onBeforeSubmitCard", this, []); },
  onAfterSubmit: function () { record("onAfterSubmit", this, []); }
};`;
}
/**
 * Billing address prefilled from the shop's account, some fields mandatory; the holder is the billing name,
 * and the surname's message is the page's own (the established widget's surNameError, as a Serbian shop sets it).
 */
const BILLING = `${PRELUDE}
var wpwlOptions = {
  billingAddress: { city: "Berlin", country: "DE", unknownKey: "ignored" },
  mandatoryBillingFields: { street1: true, postcode: "true", country: true },
  forceCardHolderEqualsBillingName: true,
  errorMessages: { surNameError: "Enter the surname printed on your card" },
  onReady: function () { shopLog("ready"); }
};`;
/**
 * A plain-style page with an empty billing address, renamed in onReady as a Serbian merchant's page
 * does it with jQuery: the billing legend, the state's placeholder, the country choice's first option.
 */
const BILLING_PLAIN = `${PRELUDE}
var wpwlOptions = {
  style: "plain",
  billingAddress: {},
  mandatoryBillingFields: { country: true, state: false, city: true, postcode: true, street1: true, street2: false },
  onReady: function () {
    $(".wpwl-label-billing").html("Adresa plaćanja");
    $("input.wpwl-control-stateText").attr("Placeholder", "Država/Provincija");
    $("input.wpwl-control-city").attr("Placeholder", "Mesto");
    $("select.wpwl-control-country").find("option:selected").text("Izberite zemlju");
    shopLog("ready");
  }
};`;
/** A market that needs the shopper's tax number and date of birth with a card payment (e.g. Brazil's CPF). */
const CUSTOMER_FIELDS = `${PRELUDE}
var wpwlOptions = {
  showTaxNumberField: true,
  showBirthDate: "true",
  spinner: { lines: 12, color: "#0a7d32" },
  onReady: function () { shopLog("ready"); }
};`;
/**
 * PCI DSS SAQ-A (wpwlOptions.enableSAQACompliance): expiry and holder are hosted fields too, served
 * by the gateway like the number and the CVV; this shop requires the holder (allowEmptyCardHolderName: false). The frame callbacks and the blur callbacks of the two
 * new frames are logged with their `this`; the form focuses the expiry frame when ready.
 */
const SAQ_A = `${PRELUDE}
function logged(name) { return function () { record(name, this, Array.prototype.slice.call(arguments), { className: this && this.className }); }; }
var wpwlOptions = {
  style: "card",
  enableSAQACompliance: "true",
  allowEmptyCardHolderName: false,
  autofocus: "card.expiryDate",
  onReady: function () { record("onReady", this, []); shopLog("ready"); },
  onError: function (error) { record("onError", this, [{ name: error.name, code: error.code }]); },
  onBeforeSubmitCard: function () { record("onBeforeSubmitCard", this, []); }
};
["onReadyIframeCommunication", "onFocusIframeCommunication", "onBlurIframeCommunication", "onBlurCardNumber", "onBlurSecurityCode",
 "onBlurExpiryDate", "onBlurCardHolder", "onAfterSubmit"].forEach(function (name) { wpwlOptions[name] = logged(name); });`;
/** SAQ-A with the relaxing options: an empty holder is allowed, any month and year pass the form (the gateway still refuses an expired card). */
const SAQ_A_RELAXED = `${PRELUDE}
var wpwlOptions = {
  enableSAQACompliance: true,
  allowEmptyCardHolderName: true,
  disableCardExpiryDateValidation: true,
  onReady: function () { shopLog("ready"); },
  onError: function (error) { record("onError", this, [{ name: error.name, code: error.code }]); }
};`;
/** SAQ-A with forceCardHolderEqualsBillingName: the holder comes from the name fields, so there is no holder frame. */
const SAQ_A_BILLING = `${PRELUDE}
var wpwlOptions = {
  enableSAQACompliance: true,
  forceCardHolderEqualsBillingName: true,
  onReady: function () { shopLog("ready"); }
};`;

/**
 * The non-card forms with every option of theirs: BIC shown, PAYPAL and STC_PAY inline, and the
 * onBeforeSubmit* callbacks logged; window.beforeSubmitMode ("allow", "false", "preventDefault",
 * "preventDefaultAndTrue") steers them, as for onBeforeSubmitCard.
 */
const METHODS = `${PRELUDE}
window.beforeSubmitMode = "allow";
function before(name) {
  return function (e) {
    record(name, this, [eventSummary(e)], { mode: window.beforeSubmitMode, formClass: this && this.className });
    // What a merchant does here: add an input to the widget's form (e2e sets beforeSubmitHook).
    if (typeof window.beforeSubmitHook === "function") window.beforeSubmitHook(this);
    if (window.beforeSubmitMode === "false") return false;
    if (window.beforeSubmitMode.indexOf("preventDefault") === 0) e.preventDefault();
    if (window.beforeSubmitMode === "preventDefault") return false;
    if (window.beforeSubmitMode === "preventDefaultAndTrue") return true;
  };
}
var wpwlOptions = {
  style: "card",
  displayBic: true,
  inlineFlow: ["PAYPAL", "STC_PAY"],
  onReady: function () { record("onReady", this, []); shopLog("ready"); },
  onError: function (error) { record("onError", this, [{ name: error.name, message: error.message, code: error.code }]); },
  onBeforeSubmitDirectDebit: before("onBeforeSubmitDirectDebit"),
  onBeforeSubmitOnlineTransfer: before("onBeforeSubmitOnlineTransfer"),
  onBeforeSubmitVirtualAccount: before("onBeforeSubmitVirtualAccount"),
  onAfterSubmit: function () { record("onAfterSubmit", this, []); }
};`;

/** The non-card forms with onAfterSubmit only (no onBeforeSubmit*): its `this` is the widget's form, with $form. */
const METHODS_AFTER_ONLY = `${PRELUDE}
var wpwlOptions = {
  displayBic: true,
  onReady: function () { record("onReady", this, []); shopLog("ready"); },
  onAfterSubmit: function () { record("onAfterSubmit", this, [], { hasJQueryForm: !!this.$form && this.$form[0] === this, formClass: this.className }); }
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
      return new Promise((resolve) => { setTimeout(() => { resolve({ newTotal: { label: "Demo shop", amount: "49.99" } }); }, 200); });
    },
    onPaymentAuthorized: function (payment) {
      record("applePay.onPaymentAuthorized", this, [payment.token.paymentMethod.network]);
      return new Promise((resolve) => { setTimeout(() => { resolve(true); }, 200); });
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
      return new Promise((resolve) => { setTimeout(() => { resolve({ transactionState: "SUCCESS" }); }, 200); });
    }
  },
  samsungPay: { merchantName: "Demo shop", countryCode: "DE", serviceId: "sandbox-service" }
};`;

/**
 * The summary page (`/checkout?scenario=summary`): pay only saves the card payment; the widget sends the
 * shopper to the form's action, the shop's /summary page, where "Confirm and pay" executes it.
 */
const SUMMARY = `${PRELUDE}
var wpwlOptions = {
  style: "card",
  useSummaryPage: true,
  onReady: function () { record("onReady", this, []); shopLog("ready"); },
  onError: function (error) { record("onError", this, [{ name: error.name, message: error.message, code: error.code }]); }
};`;

/**
 * The summary page with onSaveTransactionData: the widget calls it with the saved data (masked card)
 * instead of redirecting; the shop logs it and then opens its summary page for this checkout.
 */
const SUMMARY_CALLBACK = `${PRELUDE}
var wpwlOptions = {
  style: "card",
  useSummaryPage: "true",
  onReady: function () { record("onReady", this, []); shopLog("ready"); },
  onError: function (error) { record("onError", this, [{ name: error.name, message: error.message, code: error.code }]); },
  onSaveTransactionData: function (data) {
    record("onSaveTransactionData", this, [data]);
    var id = window.wpwl.checkout.id;
    setTimeout(function () {
      location.assign("/summary?via=callback&id=" + encodeURIComponent(id) + "&resourcePath=" + encodeURIComponent("/v1/checkouts/" + id + "/payment"));
    }, 300);
  }
};`;

const SCENARIOS: Readonly<Record<string, string>> = {
  "one-click": oneClick("{ requireCvv: false }"),
  "one-click-cvv": oneClick("{ requireCvv: true }"),
  "one-click-hide": oneClick("{ requireCvv: true, hideInitialPaymentForms: true }"),
  // A page written for the established widget's one-click meaning of the top-level requireCvv.
  "one-click-legacy-cvv": oneClick("{}", true),
  // Both given, different: a [wpwl] warning; each applies to its own form.
  "one-click-cvv-conflict": oneClick("{ requireCvv: true }", false),
  "let-options": LET_OPTIONS,
  "pay-amount": PAY_AMOUNT,
  "options-after-script": OPTIONS_AFTER_SCRIPT,
  "late-form": LATE_FORM,
  "two-forms": TWO_FORMS,
  "legacy-brands": LEGACY_BRANDS,
  "no-brands": NO_BRANDS,
  "merchant-inputs": MERCHANT_INPUTS,
  callbacks: CALLBACKS,
  throwing: THROWING,
  jquery: JQUERY,
  "async-before-submit": ASYNC_BEFORE_SUBMIT,
  "three-d-secure": THREE_D_SECURE,
  "three-d-secure-top": THREE_D_SECURE_TOP,
  "three-d-secure-named": THREE_D_SECURE_NAMED,
  "three-d-secure-self": THREE_D_SECURE_SELF,
  "result-in-frame": RESULT_IN_FRAME,
  "field-options": FIELD_OPTIONS,
  relaxed: RELAXED,
  "no-validation": NO_VALIDATION,
  "no-cvv": NO_CVV,
  "pay-button-enabled": PAY_BUTTON_ENABLED,
  logos: LOGOS,
  "co-badged": CO_BADGED,
  binlist: BINLIST,
  restyled: RESTYLED,
  "validate-holder": VALIDATE_HOLDER,
  "outside-button": OUTSIDE_BUTTON,
  billing: BILLING,
  "billing-plain": BILLING_PLAIN,
  "customer-fields": CUSTOMER_FIELDS,
  methods: METHODS,
  "methods-after-only": METHODS_AFTER_ONLY,
  wallets: WALLETS,
  summary: SUMMARY,
  "summary-callback": SUMMARY_CALLBACK,
  "saq-a": SAQ_A,
  "saq-a-relaxed": SAQ_A_RELAXED,
  "saq-a-billing": SAQ_A_BILLING,
};

/** The scenarios written for jQuery (3.7, served by the shop): their page loads it first, under a CSP without Trusted Types. */
export const scenarioUsesJQuery = (name: string | undefined): boolean =>
  name === "jquery" || name === "restyled" || name === "validate-holder" || name === "billing-plain";

/** The fixed script of a named scenario, or undefined for an unknown name. */
export function scenarioScript(name: string | undefined): string | undefined {
  return name !== undefined && Object.hasOwn(SCENARIOS, name) ? SCENARIOS[name] : undefined;
}

/** A scenario's script after the widget's script tag, if it has one. */
export function scenarioTailScript(name: string | undefined): string | undefined {
  return name === "options-after-script" ? OPTIONS_AFTER_SCRIPT_TAIL : undefined;
}

/** The merchant form's action (shopperResultUrl) of a scenario: the summary scenarios lead to the shop's summary page. */
export function scenarioAction(name: string | undefined): string {
  return name === "summary" || name === "summary-callback" ? "/summary" : "/result";
}
