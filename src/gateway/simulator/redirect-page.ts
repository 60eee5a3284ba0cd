import { esc } from "../http/html.ts";

/** The sandbox bank's page for redirect brands and virtual accounts: plain HTML, no script, one form. */

const BRAND_NAMES: Readonly<Record<string, string>> = {
  SOFORTUEBERWEISUNG: "Sofort",
  GIROPAY: "giropay",
  IDEAL: "iDEAL",
  EPS: "eps-Überweisung",
  PAYPAL: "PayPal",
  STC_PAY: "STC Pay",
};

export function brandName(brand: string): string {
  return BRAND_NAMES[brand] ?? brand;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(title)} · Sandbox simulator</title>
<link rel="stylesheet" href="/v1/simulator/redirect.css">
</head>
<body>
<main class="sim">
<p class="sim-badge">Sandbox simulator: no real money moves.</p>
${body}
</main>
</body>
</html>`;
}

export interface RedirectPageInput {
  readonly paymentId: string;
  readonly ticket: string;
  readonly brand: string;
  readonly amount: string;
  readonly currency: string;
  readonly accountHint: string;
}

/** Approve, decline or abandon: each a button of one form posting back to the gateway. */
export function redirectPage(p: RedirectPageInput): string {
  const name = brandName(p.brand);
  const account = p.accountHint ? `<dt>Account</dt><dd>${esc(p.accountHint)}</dd>` : "";
  return page(
    name,
    `<h1>${esc(name)}</h1>
<dl class="sim-details"><dt>Amount</dt><dd>${esc(p.currency)} ${esc(p.amount)}</dd>${account}<dt>Payment</dt><dd><code>${esc(p.paymentId)}</code></dd></dl>
<form class="sim-form" method="post" action="/v1/simulator/redirect/${esc(p.paymentId)}">
<input type="hidden" name="ticket" value="${esc(p.ticket)}">
<fieldset>
<legend>What should ${esc(name)} answer?</legend>
<button type="submit" name="decision" value="approve" class="sim-approve">Approve payment</button>
<button type="submit" name="decision" value="decline" class="sim-decline">Decline payment</button>
<button type="submit" name="decision" value="abandon" class="sim-abandon">Cancel and return to the shop</button>
</fieldset>
</form>`,
  );
}

/** An unknown payment, a wrong ticket, or one decided before. */
export function redirectGonePage(message: string, backTo?: string): string {
  const back = backTo ? `<p><a href="${esc(backTo)}">Return to the shop</a></p>` : "";
  return page("Payment not available", `<h1>Payment not available</h1>\n<p>${esc(message)}</p>${back}`);
}

/** The end of the simulator page when the way back is an address only the browser named: a link showing its host, not a redirect. */
export function redirectLeavePage(message: string, backTo: string): string {
  return page(
    "Return to the shop",
    `<h1>Return to the shop</h1>\n<p>${esc(message)}</p><p><a href="${esc(backTo)}">Continue to ${esc(new URL(backTo).host)}</a></p>`,
  );
}

export const REDIRECT_PAGE_CSS = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#1d2330}
.sim{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.sim-badge{margin:0 0 1rem;padding:.25rem .5rem;background:#fff3cd;color:#5c4400;border-radius:4px;font-size:.875rem}
h1{margin:0 0 1rem;font-size:1.5rem}
.sim-details{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}.sim-details dt{font-weight:600}.sim-details dd{margin:0}
fieldset{border:0;padding:0;margin:1rem 0 0;display:grid;gap:.5rem}legend{font-weight:600;margin-bottom:.5rem}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:0 1.5rem;border-radius:6px;border:1px solid #1a5fb4;background:#fff;color:#1a5fb4;cursor:pointer}
.sim-approve{background:#1a5fb4;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #1a56db;outline-offset:2px}`;
