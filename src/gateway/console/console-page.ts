import { isPendingCode, isSuccessCode } from "../../shared/result-codes.ts";
import type { deliveryView } from "../events/webhooks-api.ts";
import type { caseView, tiebackView } from "../fraud-cases/cases-api.ts";
import { esc } from "../http/html.ts";
import type { ConsoleCheckout, ConsolePayment } from "./console-data.ts";

export interface ConsoleView {
  readonly entityId: string;
  readonly entities: readonly string[];
  readonly now: number;
  readonly offsetMs: number;
  readonly csrf: string;
  readonly notice?: { readonly ok: boolean; readonly text: string } | undefined;
  readonly payments: readonly ConsolePayment[];
  /** The payments' search (an id, a merchantTransactionId, a shortId, a checkout id) and result filter, as asked. */
  readonly search: string;
  readonly result: ResultFilter;
  readonly checkouts: readonly ConsoleCheckout[];
  readonly deliveries: readonly ReturnType<typeof deliveryView>[];
  readonly cases: readonly ReturnType<typeof caseView>[];
  readonly failedTiebacks: readonly ReturnType<typeof tiebackView>[];
}

/** A time on the sandbox clock, as the console shows it (one line: CSS keeps it from wrapping). */
export const time = (ms: number | string | null) =>
  ms === null ? "—" : `<time>${esc(new Date(ms).toISOString().replace("T", " ").slice(0, 19))}</time>`;

/** The payments table's result filter. */
export const RESULT_FILTERS = ["all", "approved", "pending", "declined"] as const;
export type ResultFilter = (typeof RESULT_FILTERS)[number];
/** Whether a result code is of the filter's kind (shared/result-codes.ts). */
export function resultIs(filter: ResultFilter, code: string): boolean {
  if (filter === "approved") return isSuccessCode(code);
  if (filter === "pending") return isPendingCode(code);
  if (filter === "declined") return !isSuccessCode(code) && !isPendingCode(code);
  return true;
}
/**
 * A payment named in a row, linked to its story: by its whole id. (Its first 8 characters were shown once: a
 * payment id starts with what its gateway process drew at start, so all of a process's payments looked alike.)
 */
const linkTo = (v: { readonly entityId: string }, id: string | null) => (id === null ? "—" : storyLink(v.entityId, id));
/** A payment's id, linked to its story (payment-story.ts). */
export const storyLink = (entityId: string, id: string) =>
  `<a href="/sandbox/console/payments/${esc(id)}?entityId=${esc(entityId)}"><code>${esc(id)}</code></a>`;
const code = (s: string | null) => (s === null ? "—" : `<code>${esc(s)}</code>`);

/** A console page: its title, the console's stylesheet, no script. */
export function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/sandbox/console.css">
</head>
<body>
${body}
</body>
</html>`;
}

/** A form posting one console action, with the session's CSRF token. */
function action(v: ConsoleView, name: string, fields: Record<string, string>, label: string, inner = ""): string {
  const hidden = Object.entries({ csrf: v.csrf, entityId: v.entityId, ...fields })
    .map(([k, val]) => `<input type="hidden" name="${esc(k)}" value="${esc(val)}">`)
    .join("");
  return `<form method="post" action="/sandbox/console/actions/${esc(name)}" class="inline">${hidden}${inner}<button type="submit">${esc(label)}</button></form>`;
}

/** The login page: the bearer token once, a session cookie after (console-session.ts). */
export function loginPage(error?: string): string {
  const err = error ? `<p class="error" role="alert" id="token-error">${esc(error)}</p>` : "";
  return shell(
    "Sandbox console — sign in",
    `<main class="login">
<h1>Sandbox console</h1>
<p>Sign in with the gateway's bearer token (<code>SANDBOX_TOKEN</code>, printed when the gateway starts).</p>
<form method="post" action="/sandbox/console/session">
<label for="token">Bearer token</label>
<input id="token" name="token" type="password" autocomplete="off" required${error ? ' aria-describedby="token-error" aria-invalid="true"' : ""}>
${err}
<button type="submit">Sign in</button>
</form>
</main>`,
  );
}

function clockSection(v: ConsoleView): string {
  const presets = ["PT1M", "PT29M", "PT31M", "PT1H", "P1D", "P1M"].map((p) => `<option value="${p}"></option>`).join("");
  return `<section aria-labelledby="clock-h">
<h2 id="clock-h">Clock</h2>
<p>Sandbox time <time datetime="${esc(new Date(v.now).toISOString())}">${time(v.now)} UTC</time>, ${esc(String(Math.round(v.offsetMs / 1000)))} s ahead of this machine.</p>
${action(v, "advance", {}, "Advance", `<label for="advance">Advance by (ISO 8601 duration)</label><input id="advance" name="advance" list="advance-presets" required placeholder="PT31M"><datalist id="advance-presets">${presets}</datalist>`)}
<p><a href="/sandbox/console/recording?entityId=${esc(encodeURIComponent(v.entityId))}" download>Download this entity's session</a> — its requests, the shoppers' steps and the events, card data masked — to replay in CI: <code>payment-widgets replay session.json</code>.</p>
</section>`;
}

function paymentsSection(v: ConsoleView): string {
  const rows = v.payments
    .filter((p) => resultIs(v.result, p.code))
    .map(
      (p) =>
        `<tr id="p-${esc(p.id)}"><td>${time(p.createdAt)}</td><td>${storyLink(v.entityId, p.id)}</td><td>${esc(p.paymentType ?? "—")}</td><td>${esc(p.amount ?? "—")} ${esc(p.currency ?? "")}</td><td>${esc(p.brand ?? "—")}</td><td>${code(p.code)} ${esc(p.description)}</td><td>${linkTo(v, p.referencedId)}</td></tr>`,
    )
    .join("\n");
  return `<section aria-labelledby="payments-h">
<h2 id="payments-h">Payments</h2>
${searchForm(v)}
${rows ? `<table><thead><tr><th scope="col">Time</th><th scope="col">Id</th><th scope="col">Type</th><th scope="col">Amount</th><th scope="col">Brand</th><th scope="col">Result</th><th scope="col">Refers to</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : `<p>${v.search || v.result !== "all" ? "No payment matches." : "No payments yet."}</p>`}
</section>`;
}

/** Finds payments by an id, a merchantTransactionId, a shortId or a checkout id, and filters them by result. */
function searchForm(v: ConsoleView): string {
  const options = RESULT_FILTERS.map((r) => `<option value="${r}"${r === v.result ? " selected" : ""}>${r}</option>`).join("");
  const all = v.search || v.result !== "all" ? ` <a href="/sandbox/console?entityId=${esc(v.entityId)}">Show all</a>` : "";
  return `<form method="get" action="/sandbox/console" class="inline" role="search" aria-label="Payments">
<input type="hidden" name="entityId" value="${esc(v.entityId)}">
<label for="q">Payment id, merchantTransactionId, shortId or checkout id</label><input id="q" name="q" value="${esc(v.search)}" maxlength="255">
<label for="result">Result</label><select id="result" name="result">${options}</select>
<button type="submit">Find</button>${all}
</form>`;
}

function checkoutsSection(v: ConsoleView): string {
  const rows = v.checkouts
    .map(
      (c) =>
        `<tr><td>${time(c.createdAt)}</td><td><code>${esc(c.id)}</code></td><td>${esc(c.amount ?? "—")} ${esc(c.currency ?? "")}</td><td>${esc(c.state)}</td><td>${linkTo(v, c.paymentId)}</td></tr>`,
    )
    .join("\n");
  return `<section aria-labelledby="checkouts-h">
<h2 id="checkouts-h">Checkouts</h2>
${rows ? `<table><thead><tr><th scope="col">Created</th><th scope="col">Id</th><th scope="col">Amount</th><th scope="col">State</th><th scope="col">Payment</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : "<p>No checkouts yet.</p>"}
</section>`;
}

function deliveriesSection(v: ConsoleView): string {
  const rows = v.deliveries
    .map(
      (
        d,
      ) => `<tr><td>${time(d.createdAt)}</td><td>${esc(d.receiver)}<br><small>${esc(d.url)}</small></td><td>${esc(d.type)} ${esc(d.action ?? "")}${d.fault ? `<br><small class="fault">rehearsed fault: ${esc(d.fault)}</small>` : ""}</td><td>${linkTo(v, d.resourceId)}</td><td class="status-${esc(d.status.toLowerCase())}">${esc(d.status)}</td><td>${d.attempts}</td><td>${esc(d.lastStatus === null ? (d.lastError ?? "—") : String(d.lastStatus))}</td><td>${time(d.nextAttemptAt)}</td>
<td><details><summary>Payload</summary><pre tabindex="0">${esc(JSON.stringify(d.payload, null, 2))}</pre></details></td><td>${action(v, "redeliver", { id: d.id }, "Redeliver")}</td></tr>`,
    )
    .join("\n");
  return `<section aria-labelledby="deliveries-h">
<h2 id="deliveries-h">Webhook and notification deliveries</h2>
${rows ? `<table><thead><tr><th scope="col">Event time</th><th scope="col">Receiver</th><th scope="col">Event</th><th scope="col">Resource</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last answer</th><th scope="col">Next attempt</th><th scope="col">Payload (decrypted)</th><th scope="col">Action</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : "<p>No deliveries yet: register a webhook (POST /sandbox/v1/webhooks) or send notificationUrl.</p>"}
</section>`;
}

function casesSection(v: ConsoleView): string {
  const rows = v.cases
    .map((c) => {
      const open = c.status === "OPEN" || c.status === "PENDING";
      const id = esc(c.id);
      const form = open
        ? action(
            v,
            "decide",
            { id: c.id },
            "Decide",
            `<label for="d-${id}">Decision</label><select id="d-${id}" name="decision"><option>APPROVE</option><option>CANCEL</option><option>PENDING</option></select>
<label for="u-${id}">Analyst</label><input id="u-${id}" name="userid" maxlength="64">
<label for="n-${id}">Note</label><input id="n-${id}" name="note" maxlength="1024">
<label for="r-${id}">Cancel reason</label><input id="r-${id}" name="cancelreason" maxlength="255">`,
          )
        : `${esc(c.userid ?? "")} ${time(c.decidedAt)}`;
      return `<tr><td>${time(c.createdAt)}</td><td><code>${id}</code></td><td>${linkTo(v, c.paymentId)}</td><td>${esc(c.merchantTransactionId ?? "—")}</td><td>${esc(c.status)}</td><td>${form}</td></tr>`;
    })
    .join("\n");
  return `<section aria-labelledby="cases-h">
<h2 id="cases-h">Fraud cases</h2>
${rows ? `<table><thead><tr><th scope="col">Opened</th><th scope="col">Case</th><th scope="col">Payment</th><th scope="col">Merchant transaction</th><th scope="col">Status</th><th scope="col">Decision</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : '<p>No fraud cases: pay with customer.givenName "simulate" and customer.surname "yellow" to open one.</p>'}
</section>`;
}

function tiebacksSection(v: ConsoleView): string {
  const rows = v.failedTiebacks
    .map(
      (
        t,
      ) => `<tr><td><code>${esc(t.caseId)}</code></td><td>${esc(t.decision)}</td><td>${esc(t.url)}</td><td>${t.attempts}</td><td>${esc(t.lastStatus === null ? (t.lastError ?? "—") : String(t.lastStatus))}</td><td>${t.resubmitted ? "yes" : "no"}</td>
<td>${t.resubmitted ? "" : action(v, "resubmit", { id: t.id }, "Resubmit")} ${action(v, "delete-tieback", { id: t.id }, "Delete")}</td></tr>`,
    )
    .join("\n");
  return `<section aria-labelledby="tiebacks-h">
<h2 id="tiebacks-h">Failed tiebacks</h2>
${rows ? `<table><thead><tr><th scope="col">Case</th><th scope="col">Decision</th><th scope="col">URL</th><th scope="col">Attempts</th><th scope="col">Last answer</th><th scope="col">Resubmitted</th><th scope="col">Action</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : "<p>No failed tiebacks.</p>"}
</section>`;
}

/** The sign-out button, at the end of the header's bar. */
export const signOut = (csrf: string) =>
  `<form method="post" action="/sandbox/console/logout" class="inline"><input type="hidden" name="csrf" value="${esc(csrf)}"><button type="submit">Sign out</button></form>`;

/** The console: one server-rendered page, plain forms and no script, so its CSP allows none. */
export function consolePage(v: ConsoleView): string {
  const entityChoice =
    v.entities.length > 1
      ? `<form method="get" action="/sandbox/console" class="inline"><label for="entity">Entity</label><select id="entity" name="entityId">${v.entities
          .map((e) => `<option${e === v.entityId ? " selected" : ""}>${esc(e)}</option>`)
          .join("")}</select><button type="submit">Show</button></form>`
      : `<p>Entity <code>${esc(v.entityId)}</code></p>`;
  const notice = v.notice ? `<p class="${v.notice.ok ? "notice" : "error"}" role="status">${esc(v.notice.text)}</p>` : "";
  return shell(
    "Sandbox console",
    `<header><h1>Sandbox console</h1>${entityChoice}
<div class="bar"><nav aria-label="Sections"><a href="#clock-h">Clock</a> <a href="#payments-h">Payments</a> <a href="#deliveries-h">Deliveries</a> <a href="#cases-h">Fraud cases</a> <a href="#tiebacks-h">Failed tiebacks</a></nav>
${signOut(v.csrf)}</div></header>
<main>
${notice}
${clockSection(v)}
${paymentsSection(v)}
${checkoutsSection(v)}
${deliveriesSection(v)}
${casesSection(v)}
${tiebacksSection(v)}
</main>`,
  );
}

export const CONSOLE_CSS = `body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}
header,main{padding:0 1.25rem}header{background:#fff;border-bottom:1px solid #ccc;padding-bottom:.5rem}
h1{font-size:1.4rem;margin:.75rem 0 .25rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
nav a{margin-right:.75rem}.bar{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem}
time{white-space:nowrap}table{border-collapse:collapse;width:100%;background:#fff;font-size:.9rem}
th,td{border:1px solid #ccc;padding:.3rem .4rem;text-align:left;vertical-align:top}th{background:#eee}
pre{max-width:40rem;max-height:20rem;overflow:auto;font-size:.8rem;white-space:pre-wrap}
form.inline{display:inline-flex;flex-wrap:wrap;gap:.3rem;align-items:center;margin:.2rem 0}
label{font-size:.85rem}input,select,button{font:inherit;padding:.2rem .4rem}
button{background:#0b57d0;color:#fff;border:1px solid #0b57d0;border-radius:4px;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,summary:focus-visible{outline:3px solid #e37400;outline-offset:2px}
.notice{background:#e6f4ea;border:1px solid #137333;padding:.5rem}.error{background:#fce8e6;border:1px solid #a50e0e;padding:.5rem;color:#a50e0e}
.status-delivered{color:#137333}.status-failed{color:#a50e0e}.status-pending{color:#8a4b00}
main.login{max-width:28rem}main.login form{display:flex;flex-direction:column;gap:.5rem}
`;
