// The stand-ins for the device wallets' browser APIs (Apple Pay JS, the Google Pay API, Samsung Pay) that
// Chromium lacks: part of the test kit (installWallets in index.mjs and webdriver.mjs), and what the demo
// shop inlines on its wallet pages. Never part of the widget.

/**
 * Stand-ins for the device wallets' browser APIs, for Chromium (which has neither Apple Pay JS nor
 * the Google Pay sheet) and the sandbox demo only: `ApplePaySession`, `google.payments.api` and
 * `SamsungPay`, with the real interfaces the widget calls, producing sandbox tokens (README, Test
 * data: wallet tokens). Test doubles for what cannot exist here; never part of the widget.
 *
 * Plain JavaScript, installed before the page's scripts: by Playwright's `page.addInitScript` in the
 * e2e tests, inline (with the page's nonce) on the demo shop's wallet and cart pages. Its settings
 * are `window.__walletStandIn` (set before this script; all optional):
 *   { card: "4200000000000000", authMethod: "CRYPTOGRAM_3DS", cancel: false, sheet: false,
 *     applePay: true, googlePay: true, samsungPay: true, shippingContact: false }
 * `sheet: true` shows a simulated payment sheet (a dialog, clearly labelled) where the shopper picks a
 * test card and pays or cancels; otherwise the stand-in answers at once with `card`. Every call is
 * logged to `window.__walletLog` (and sessionStorage "walletLog") for the tests.
 */
export const WALLET_STAND_INS = `(function () {
  var cfg = window.__walletStandIn || {};
  var log = (window.__walletLog = []);
  function record(entry) {
    log.push(JSON.parse(JSON.stringify(entry)));
    // Kept across the redirect to the result page (same origin, same tab), for the tests to read there.
    try { sessionStorage.setItem("walletLog", JSON.stringify(log)); } catch (e) {}
  }
  var CARDS = [
    ["4200000000000000", "Visa •••• 0000 (approved)"],
    ["5454545454545454", "Mastercard •••• 5454 (approved)"],
    ["4000000000000002", "Visa •••• 0002 (declined)"]
  ];
  function payload(card) {
    return btoa(JSON.stringify({ sandboxCard: card, expiryMonth: "12", expiryYear: String(new Date().getFullYear() + 3), authMethod: cfg.authMethod || "CRYPTOGRAM_3DS" }));
  }
  function network(card) { return card.charAt(0) === "5" ? "MasterCard" : "Visa"; }
  /** The simulated sheet: resolves with the chosen card, or undefined when cancelled. */
  function sheet(wallet, amountText) {
    if (!cfg.sheet) return new Promise(function (resolve) { setTimeout(function () { resolve(cfg.cancel ? undefined : cfg.card || CARDS[0][0]); }, 30); });
    return new Promise(function (resolve) {
      var dialog = document.createElement("dialog");
      dialog.className = "wallet-stand-in";
      dialog.setAttribute("aria-labelledby", "wallet-stand-in-title");
      var title = document.createElement("h2");
      title.id = "wallet-stand-in-title";
      title.textContent = "Simulated " + wallet + " (sandbox)";
      var note = document.createElement("p");
      note.textContent = "This browser has no " + wallet + ": the demo shop simulates the wallet's sheet. Total: " + amountText;
      var label = document.createElement("label");
      label.textContent = "Card in the wallet ";
      var select = document.createElement("select");
      CARDS.forEach(function (c) { var o = document.createElement("option"); o.value = c[0]; o.textContent = c[1]; select.appendChild(o); });
      label.appendChild(select);
      var pay = document.createElement("button");
      pay.type = "button"; pay.className = "button"; pay.textContent = "Pay";
      var cancel = document.createElement("button");
      cancel.type = "button"; cancel.className = "button button-secondary"; cancel.textContent = "Cancel";
      var done = function (value) { dialog.close(); dialog.remove(); resolve(value); };
      pay.addEventListener("click", function () { done(select.value); });
      cancel.addEventListener("click", function () { done(undefined); });
      dialog.addEventListener("cancel", function (e) { e.preventDefault(); done(undefined); });
      dialog.append(title, note, label, pay, cancel);
      document.body.appendChild(dialog);
      dialog.showModal();
    });
  }

  if (cfg.applePay !== false) {
    function ApplePaySession(version, request) {
      if (!(this instanceof ApplePaySession)) throw new TypeError("ApplePaySession must be constructed with new");
      ["countryCode", "currencyCode", "total", "supportedNetworks", "merchantCapabilities"].forEach(function (k) {
        if (request == null || request[k] == null) throw new TypeError("ApplePayPaymentRequest is missing " + k);
      });
      this.version = version; this.request = request; this.state = "created";
      this.onvalidatemerchant = null; this.onpaymentauthorized = null; this.oncancel = null;
      this.onshippingcontactselected = null; this.onshippingmethodselected = null; this.onpaymentmethodselected = null;
      record({ api: "ApplePaySession", call: "new", version: version, request: request });
    }
    ApplePaySession.STATUS_SUCCESS = 0;
    ApplePaySession.STATUS_FAILURE = 1;
    ApplePaySession.canMakePayments = function () { return true; };
    ApplePaySession.canMakePaymentsWithActiveCard = function () { return Promise.resolve(true); };
    ApplePaySession.supportsVersion = function (v) { return v >= 1 && v <= 14; };
    var P = ApplePaySession.prototype;
    P.begin = function () {
      if (this.state !== "created") throw new Error("InvalidAccessError: begin() was already called");
      this.state = "validating";
      var s = this;
      record({ api: "ApplePaySession", call: "begin" });
      setTimeout(function () { if (s.onvalidatemerchant) s.onvalidatemerchant({ validationURL: "https://apple-pay-gateway-cert.apple.com/paymentservices/startSession" }); }, 10);
    };
    P.abort = function () { this.state = "aborted"; record({ api: "ApplePaySession", call: "abort" }); };
    P.completeMerchantValidation = function (merchantSession) {
      var s = this;
      record({ api: "ApplePaySession", call: "completeMerchantValidation", hasSession: !!(merchantSession && merchantSession.merchantSessionIdentifier) });
      if (this.state !== "validating") return;
      this.state = "sheet";
      var next = Promise.resolve();
      if (cfg.shippingContact && this.onshippingcontactselected) {
        next = new Promise(function (resolve) { s.__shippingDone = resolve; s.onshippingcontactselected({ shippingContact: { countryCode: "DE", postalCode: "10115", locality: "Berlin" } }); });
      }
      next.then(function () { return sheet("Apple Pay", s.request.total.amount + " " + s.request.currencyCode); }).then(function (card) {
        if (s.state !== "sheet") return;
        if (!card) { s.state = "cancelled"; record({ api: "ApplePaySession", call: "oncancel" }); if (s.oncancel) s.oncancel({}); return; }
        s.state = "authorizing";
        s.onpaymentauthorized({ payment: { token: {
          paymentData: { version: "EC_v1", data: payload(card), signature: "sandbox", header: { transactionId: "sandbox" } },
          paymentMethod: { displayName: network(card) + " " + card.slice(-4), network: network(card), type: "debit" },
          transactionIdentifier: "SANDBOX" } } });
      });
    };
    P.completeShippingContactSelection = function (update) { record({ api: "ApplePaySession", call: "completeShippingContactSelection", update: update }); if (this.__shippingDone) this.__shippingDone(); };
    P.completeShippingMethodSelection = function (update) { record({ api: "ApplePaySession", call: "completeShippingMethodSelection", update: update }); };
    P.completePaymentMethodSelection = function (update) { record({ api: "ApplePaySession", call: "completePaymentMethodSelection", update: update }); };
    P.completePayment = function (result) { this.state = "done"; record({ api: "ApplePaySession", call: "completePayment", status: typeof result === "number" ? result : result.status }); };
    window.ApplePaySession = ApplePaySession;
  }

  if (cfg.googlePay !== false) {
    function PaymentsClient(options) {
      this.options = options || {};
      record({ api: "PaymentsClient", call: "new", environment: this.options.environment });
    }
    PaymentsClient.prototype.isReadyToPay = function (request) {
      record({ api: "PaymentsClient", call: "isReadyToPay", request: request });
      return Promise.resolve({ result: cfg.googlePayReady !== false });
    };
    PaymentsClient.prototype.prefetchPaymentData = function () {};
    PaymentsClient.prototype.createButton = function (options) {
      var b = document.createElement("button");
      b.type = "button";
      b.className = "gpay-stand-in-button gpay-stand-in-" + (options.buttonColor || "default");
      b.textContent = "Buy with G Pay";
      b.setAttribute("aria-label", "Buy with Google Pay");
      b.addEventListener("click", function () { options.onClick(); });
      record({ api: "PaymentsClient", call: "createButton", buttonColor: options.buttonColor, buttonType: options.buttonType, buttonLocale: options.buttonLocale });
      return b;
    };
    PaymentsClient.prototype.loadPaymentData = function (request) {
      var client = this;
      record({ api: "PaymentsClient", call: "loadPaymentData", request: request });
      return sheet("Google Pay", request.transactionInfo.totalPrice + " " + request.transactionInfo.currencyCode).then(function (card) {
        if (!card) throw { statusCode: "CANCELED", statusMessage: "User closed the Payment Request UI." };
        var data = { apiVersion: 2, apiVersionMinor: 0, paymentMethodData: { type: "CARD", description: network(card) + " •••• " + card.slice(-4),
          info: { cardNetwork: network(card).toUpperCase(), cardDetails: card.slice(-4) },
          tokenizationData: { type: "PAYMENT_GATEWAY", token: JSON.stringify({ protocolVersion: "ECv2", signature: "sandbox", signedMessage: payload(card) }) } } };
        var intents = request.callbackIntents || [];
        var cb = client.options.paymentDataCallbacks && client.options.paymentDataCallbacks.onPaymentAuthorized;
        if (intents.indexOf("PAYMENT_AUTHORIZATION") < 0 || !cb) return data;
        return Promise.resolve(cb(data)).then(function (r) {
          record({ api: "PaymentsClient", call: "onPaymentAuthorized", transactionState: r && r.transactionState });
          // The sheet shows the error; the stand-in's shopper then closes it.
          if (!r || r.transactionState !== "SUCCESS") throw { statusCode: "CANCELED", statusMessage: "User closed the Payment Request UI." };
          return data;
        });
      });
    };
    window.google = window.google || {};
    window.google.payments = { api: { PaymentsClient: PaymentsClient } };
  }

  if (cfg.samsungPay !== false) {
    function SamsungClient(options) { this.options = options; record({ api: "SamsungPay", call: "new", environment: options && options.environment }); }
    SamsungClient.prototype.isReadyToPay = function (methods) { record({ api: "SamsungPay", call: "isReadyToPay", methods: methods }); return Promise.resolve({ result: true }); };
    SamsungClient.prototype.createButton = function (options) {
      var b = document.createElement("button");
      b.type = "button"; b.className = "samsung-stand-in-button"; b.textContent = "Samsung Pay";
      b.setAttribute("aria-label", "Pay with Samsung Pay");
      b.addEventListener("click", function () { options.onClick(); });
      return b;
    };
    SamsungClient.prototype.loadPaymentSheet = function (methods, detail) {
      record({ api: "SamsungPay", call: "loadPaymentSheet", detail: detail });
      return sheet("Samsung Pay", detail.amount.total + " " + detail.amount.currency).then(function (card) {
        if (!card) throw { code: "USER_CANCEL" };
        return { card_brand: network(card).toLowerCase(), card_last4digits: card.slice(-4), method: "3DS", "3DS": { type: "S", version: "100", data: payload(card) } };
      });
    };
    SamsungClient.prototype.notify = function (result) { record({ api: "SamsungPay", call: "notify", status: result.status }); };
    window.SamsungPay = { PaymentClient: SamsungClient };
  }
})();`;
