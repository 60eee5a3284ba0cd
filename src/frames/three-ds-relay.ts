import { CHALLENGE_ENDS, CHANNEL_ID, PROTOCOL } from "../shared/protocol-constants.ts";

/**
 * Entry of the page the gateway shows when a 3-D Secure challenge ends (three-d-secure/three-d-secure-acs.ts,
 * which writes the data-* attributes). In a frame of the widget's page (the inline iframe or a named
 * paymentTarget frame) it tells the widget: one message, to the merchant origin the hosted field
 * reported with the payment, carrying the widget's channel. In a window of its own (paymentTarget
 * "_top"/"_parent"/"_self", even inside another page's frame, or a server-to-server redirect) it goes on
 * to the shop's result page itself.
 */
function relay(): void {
  const d = document.documentElement.dataset;
  const status = (CHALLENGE_ENDS as readonly string[]).includes(d.status ?? "") ? d.status : undefined;
  // In a frame of the widget's page (the inline iframe, a named paymentTarget frame): tell the widget.
  if (window.parent !== window && d.origin && d.channel) {
    if (status && CHANNEL_ID.test(d.channel)) {
      window.parent.postMessage({ p: PROTOCOL, type: "challengeEnd", channel: d.channel, status }, d.origin);
    }
    return;
  }
  // A window of its own (paymentTarget "_top", "_parent", "_self" — which may itself be a frame of
  // another page — or a server-to-server redirect): on to the shop's result page.
  if (d.result && /^https?:\/\//.test(d.result)) location.replace(d.result);
}

relay();
