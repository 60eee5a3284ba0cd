import type { deliveryView } from "../events/webhooks-api.ts";
import type { caseView } from "../fraud-cases/cases-api.ts";
import { esc } from "../http/html.ts";
import { type LoggedRequest, withheldText } from "../request-log/request-log.ts";
import type { ConsolePayment } from "./console-data.ts";
import { shell, signOut, storyLink, time } from "./console-page.ts";

export interface StoryView {
  readonly entityId: string;
  readonly csrf: string;
  readonly payment: ConsolePayment;
  /** The payment's answer as the gateway gave it (GET /v1/payments/{id} answers the same). */
  readonly answer: unknown;
  /** Its chain's operations (the authorization, captures, refunds, reversals, chargebacks) and the payments over its registration. */
  readonly linked: readonly ConsolePayment[];
  readonly checkout: { readonly id: string; readonly params: Readonly<Record<string, string>> } | undefined;
  readonly deliveries: readonly ReturnType<typeof deliveryView>[];
  readonly cases: readonly ReturnType<typeof caseView>[];
  /** The requests and shopper's steps of this gateway process's request log that name the payment, oldest first. */
  readonly requests: readonly LoggedRequest[];
}

const json = (value: unknown) => `<pre tabindex="0">${esc(JSON.stringify(value, null, 2))}</pre>`;

/**
 * A payment's whole story on one page (`/sandbox/console/payments/{id}`): the checkout it paid with what the
 * merchant's server sent, its answer, every operation of its chain in order, the requests and shopper's steps that
 * named it (a rehearsed fault with what it kept from the client), the events its changes made and each delivery of
 * them (a rehearsed fault named), and the fraud case it opened. Server-rendered, no script.
 */
export function storyPage(v: StoryView): string {
  const p = v.payment;
  const operations = v.linked
    .map(
      (o) =>
        `<tr${o.id === p.id ? ' aria-current="true"' : ""}><td>${time(o.createdAt)}</td><td>${storyLink(v.entityId, o.id)}</td><td>${esc(o.paymentType ?? "—")}</td><td>${esc(o.amount ?? "—")} ${esc(o.currency ?? "")}</td><td><code>${esc(o.code)}</code> ${esc(o.description)}</td></tr>`,
    )
    .join("\n");
  const deliveries = v.deliveries
    .map(
      (d) =>
        `<tr><td>${time(d.createdAt)}</td><td>${esc(d.type)} ${esc(d.action ?? "")}${d.fault ? `<br><small class="fault">rehearsed fault: ${esc(d.fault)}</small>` : ""}</td><td>${esc(d.receiver)}<br><small>${esc(d.url)}</small></td><td class="status-${esc(d.status.toLowerCase())}">${esc(d.status)}</td><td>${d.attempts}</td><td>${esc(d.lastStatus === null ? (d.lastError ?? "—") : String(d.lastStatus))}</td></tr>`,
    )
    .join("\n");
  const requests = v.requests
    .map(
      (r) =>
        `<tr><td>${esc(r.at.replace("T", " ").slice(0, 19))}</td><td>${esc(r.by ?? "merchant")}</td><td><code>${esc(r.method)} ${esc(r.path)}</code></td><td>${r.status}</td><td><code>${esc(r.resultCode ?? "—")}</code>${r.fault ? `<br><small class="fault">rehearsed fault: ${esc(r.fault)}${esc(withheldText(r))}</small>` : ""}</td></tr>`,
    )
    .join("\n");
  const cases = v.cases.map((c) => `<li>Case <code>${esc(c.id)}</code>: ${esc(c.status)}</li>`).join("");
  const body = `<header><h1>Payment <code>${esc(p.id)}</code></h1>
<div class="bar"><nav aria-label="Console"><a href="/sandbox/console?entityId=${esc(v.entityId)}">Back to the console</a></nav>${signOut(v.csrf)}</div></header>
<main>
<section aria-labelledby="summary-h">
<h2 id="summary-h">Result</h2>
<p>${time(p.createdAt)} · ${esc(p.paymentType ?? "—")} · ${esc(p.amount ?? "—")} ${esc(p.currency ?? "")} · ${esc(p.brand ?? "—")} · <code>${esc(p.code)}</code> ${esc(p.description)}</p>
<details><summary>The answer (GET /v1/payments/{id})</summary>${json(v.answer)}</details>
</section>
<section aria-labelledby="checkout-h">
<h2 id="checkout-h">Checkout</h2>
${v.checkout ? `<p><code>${esc(v.checkout.id)}</code>, as the merchant's server created it:</p>${json(v.checkout.params)}` : "<p>None: a server-to-server payment.</p>"}
</section>
<section aria-labelledby="operations-h">
<h2 id="operations-h">Operations</h2>
<table><thead><tr><th scope="col">Time</th><th scope="col">Id</th><th scope="col">Type</th><th scope="col">Amount</th><th scope="col">Result</th></tr></thead><tbody>
${operations}
</tbody></table>
</section>
<section aria-labelledby="requests-h">
<h2 id="requests-h">Requests</h2>
${requests ? `<table><thead><tr><th scope="col">Time</th><th scope="col">By</th><th scope="col">Request</th><th scope="col">HTTP</th><th scope="col">Result</th></tr></thead><tbody>\n${requests}\n</tbody></table>` : "<p>None in this gateway process's request log (it keeps the last 1,000).</p>"}
</section>
<section aria-labelledby="events-h">
<h2 id="events-h">Events and deliveries</h2>
${deliveries ? `<table><thead><tr><th scope="col">Event time</th><th scope="col">Event</th><th scope="col">Receiver</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last answer</th></tr></thead><tbody>\n${deliveries}\n</tbody></table>` : "<p>No deliveries: no webhook is registered and no notificationUrl was sent.</p>"}
</section>
${cases ? `<section aria-labelledby="cases-h"><h2 id="cases-h">Fraud case</h2><ul>${cases}</ul></section>` : ""}
</main>`;
  return shell(`Payment ${p.id} · Sandbox console`, body);
}
