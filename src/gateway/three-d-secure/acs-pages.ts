import { esc } from "../http/html.ts";
import type { ChallengeView } from "../payments/three-d-secure-payment.ts";
import { ACS_ONE_TIME_CODE } from "../simulator/three-d-secure.ts";

function page(title: string, body: string, head = "", rootAttributes = ""): string {
  return `<!doctype html>
<html lang="en"${rootAttributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/v1/frames/three-ds.css">${head}
</head>
<body>
<main class="acs container stage" aria-label="Sandbox 3-D Secure">
${body}
</main>
</body>
</html>`;
}

function summary(c: ChallengeView): string {
  return `<dl class="acs-summary">
<dt>Amount</dt><dd>${esc(c.currency)} ${esc(c.amount)}</dd>
<dt>Card</dt><dd>${esc(c.brand)} •••• ${esc(c.last4)}</dd>
</dl>`;
}

/**
 * The sandbox ACS challenge. The shopper's step shows first — one labelled input for the one-time code, submit
 * and cancel — and the test simulator's controls below it, smaller. In the document the simulator's form comes
 * first all the same: merchants' suites click "the first submit control of the page" and expect the
 * simulator's Pay (docs/dom-contract.md "The 3-D Secure page"); the stylesheet puts the shopper's step on top.
 * No autofocus (a cross-origin frame may not take the focus: Chrome logs a warning for it). No script: plain
 * forms posted back to the gateway, so its CSP allows no script at all.
 */
export function challengePage(c: ChallengeView, error?: string, inWindow = false): string {
  const windowField = inWindow ? '\n<input type="hidden" name="wpwlTarget" value="window">' : "";
  const describedBy = error ? "otp-hint otp-error" : "otp-hint";
  return page(
    "Verify your payment · Sandbox 3-D Secure",
    `<h1 id="acs-title">Verify your payment</h1>
<p class="acs-sandbox">Sandbox 3-D Secure: no bank is involved and no code is sent.</p>
${summary(c)}
${simulatorForm(c, windowField)}
<form method="post" action="/v1/threeds/${esc(c.id)}" class="acs-form acs-code" aria-labelledby="acs-title">${windowField}
<label for="otp">One-time code</label>
${error ? `<p id="otp-error" class="acs-error" role="alert">${esc(error)}</p>\n` : ""}<input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="8" aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ""}>
<p id="otp-hint" class="acs-hint">Enter the code your bank sent you. In the sandbox the code is ${ACS_ONE_TIME_CODE}; any other code fails the authentication.</p>
<div class="acs-actions">
<button type="submit" name="action" value="submit" class="acs-submit">Submit</button>
<button type="submit" name="action" value="cancel" class="acs-cancel">Cancel</button>
</div>
</form>`,
  );
}

/**
 * The outcomes of the established test simulator's page, which merchants' test suites drive, as one
 * select: its value is the authentication status (transStatus) and its text the outcome's name.
 */
export const SIMULATOR_OUTCOMES = [
  // The established emulator's first choice, preselected: what the card does by itself (a challenge card authenticates).
  // So option [1] is a success there and here (a merchant's suite picks it by index).
  { value: "D", text: "Card Default" },
  { value: "Y", text: "Approve" },
  { value: "N", text: "Decline" },
  { value: "R", text: "Reject (R: rejected by the issuer)" },
  { value: "U", text: "Unavailable (U: could not be performed)" },
  { value: "Cancel", text: "Cancel" },
] as const;

/**
 * The established test simulator's controls, one select and one submit input, so that each way
 * merchants' suites drive them finds exactly one control: `select#returnCode` by the text
 * (Approve, Decline), `select[name="transStatus"]` by the value (Y, N, R, U), a bare `select`
 * (Playwright's strict locators fail on two) with the label "Approve"; then `input[type=submit]`,
 * `input[value="Pay"]`, `//input[@name='submit']`, or the first of `button[type=submit],
 * input[type=submit]` (this form comes before the one-time-code form, whose Submit needs a code), or
 * the emulator's own submit, named `B2` (a button after the input: `input[type=submit]` still finds one).
 * Card Default (D: the card's own outcome, authenticated for a challenge card) is preselected, Approve is option [1]; any other answer fails the authentication; Cancel cancels it.
 */
function simulatorForm(c: ChallengeView, windowField: string): string {
  const options = SIMULATOR_OUTCOMES.map((o, i) => `<option value="${o.value}"${i === 0 ? " selected" : ""}>${o.text}</option>`).join("");
  return `<form method="post" action="/v1/threeds/${esc(c.id)}" class="acs-form acs-simulator" aria-labelledby="acs-simulator-title">${windowField}
<h2 id="acs-simulator-title">Test simulator: choose the outcome instead</h2>
<label for="returnCode">Outcome</label>
<select id="returnCode" name="transStatus">${options}</select>
<input type="hidden" name="action" value="simulate">
<div class="acs-actions"><input type="submit" name="submit" value="Pay" class="acs-submit"><button type="submit" name="B2" value="Submit" class="acs-submit">Continue</button></div>
</form>`;
}

const ENDED: Readonly<Record<Exclude<ChallengeView["state"], "pending">, { title: string; text: string }>> = {
  authenticated: { title: "Payment verified", text: "Your bank verified the payment." },
  failed: { title: "Verification failed", text: "The code was not correct: your bank refused the payment." },
  cancelled: { title: "Verification cancelled", text: "You cancelled the verification: the payment was not made." },
};

/**
 * The page after the challenge: its script (frames/three-d-secure-relay.ts) tells the widget on the
 * merchant page (a message to that one origin, with the widget's channel), or, in a top window,
 * goes on to the shop's result page.
 */
export function relayPage(c: ChallengeView): string {
  const ended = ENDED[c.state === "pending" ? "cancelled" : c.state];
  const data = [
    ` data-status="${esc(c.state)}"`,
    c.widget ? ` data-origin="${esc(c.widget.origin)}" data-channel="${esc(c.widget.channel)}"` : "",
    // Followed by the relay script only when the merchant set it (or it is on a merchant origin): else a link showing its host.
    c.resultUrl && c.resultUrlTrusted ? ` data-result="${esc(c.resultUrl)}"` : "",
  ].join("");
  const next = c.resultUrl
    ? `<p><a class="acs-continue" href="${esc(c.resultUrl)}">${c.resultUrlTrusted ? "Continue to the shop" : `Continue to ${esc(new URL(c.resultUrl).host)}`}</a></p>`
    : "<p>You can close this window and return to the shop.</p>";
  return page(
    `${ended.title} · Sandbox 3-D Secure`,
    `<h1 role="status">${esc(ended.title)}</h1>
<p>${esc(ended.text)}</p>
${next}`,
    '\n<script src="/v1/frames/three-ds-relay.js" defer></script>',
    data,
  );
}

/**
 * CSP of the ACS and relay pages: the gateway's own stylesheet and relay script, a form posted only
 * back to the gateway, framed only where the hosted fields may be.
 */
export function acsPolicy(frameAncestors: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join("; ");
}
