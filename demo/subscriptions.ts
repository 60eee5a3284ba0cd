import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { createMonthlySchedule, type GatewayAccount, readSchedule } from "./gateway-api.ts";
import { esc, layout } from "./html.ts";

const PRICE = "9.99";
const SCHEDULE_ID = /^[0-9a-f]{32}$/;

/** What the shop's webhook receiver heard about a subscription: each charge's event, in order. */
export function subscriptionBook() {
  const byReference = new Map<string, { scheduleId: string; events: string[] }>();
  const byId = new Map<string, { scheduleId: string; events: string[] }>();
  return {
    open(reference: string, scheduleId: string) {
      const s = { scheduleId, events: [] };
      byReference.set(reference, s);
      byId.set(scheduleId, s);
    },
    events: (scheduleId: string) => byId.get(scheduleId)?.events ?? [],
    /** A decrypted webhook notification: PAYMENT events of a subscription's charges, SCHEDULE events of the subscription. */
    apply(event: { type?: unknown; action?: unknown; payload?: unknown }) {
      const p = (event.payload ?? {}) as { id?: unknown; merchantTransactionId?: unknown; result?: { code?: unknown } };
      const s =
        event.type === "SCHEDULE"
          ? byId.get(String(p.id))
          : typeof p.merchantTransactionId === "string"
            ? byReference.get(p.merchantTransactionId)
            : undefined;
      if (s)
        s.events.push(`${String(event.type)} ${String(event.action)} ${String(p.id)}${p.result?.code ? ` ${String(p.result.code)}` : ""}`);
    },
  };
}

export type SubscriptionBook = ReturnType<typeof subscriptionBook>;

/**
 * The demo's subscription page: the shopper's saved card is charged EUR 9.99 on the 1st of every
 * month by a gateway schedule. Move the sandbox clock in the gateway's console to see the charges
 * come, each with its webhook.
 */
export function subscriptionRoutes(
  app: FastifyInstance,
  account: GatewayAccount,
  wallet: () => readonly string[],
  book: SubscriptionBook,
  html: (reply: FastifyReply, body: string) => FastifyReply,
) {
  app.get<{ Querystring: { id?: string } }>("/subscription", async (req, reply) => {
    const id = req.query.id;
    if (id === undefined || !SCHEDULE_ID.test(id)) {
      const card = wallet()[0];
      const body = card
        ? `<form method="post" action="/subscription"><button class="button" type="submit">Subscribe: EUR ${PRICE} a month with your saved card</button></form>`
        : `<p>Save a card first: <a class="button" href="/save-card">Save a card</a></p>`;
      return html(
        reply,
        layout(
          "Subscription",
          `<section class="order"><h1>Coffee beans, monthly</h1><p>EUR ${PRICE} on the 1st of every month.</p>${body}</section>`,
        ),
      );
    }
    const { status, json } = await readSchedule(account, id);
    if (status !== 200) return html(reply.code(404), layout("Subscription", "<h1>Unknown subscription</h1>"));
    const s = json as { state?: string; nextRun?: string | null; payments?: { id: string; date: string; result: { code?: string } }[] };
    const rows = (s.payments ?? [])
      .map(
        (p) =>
          `<tr><td>${esc(p.date.slice(0, 10))}</td><td><code>${esc(p.id)}</code></td><td><code>${esc(p.result.code ?? "")}</code></td></tr>`,
      )
      .join("");
    const events = book
      .events(id)
      .map((e) => `<li><code>${esc(e)}</code></li>`)
      .join("");
    return html(
      reply,
      layout(
        "Subscription",
        `<section class="order"><h1 class="subscription" data-state="${esc(s.state ?? "")}">Subscription ${esc(s.state ?? "")}</h1>
<p>Next charge: <time>${esc(s.nextRun ?? "none")}</time>. Advance the sandbox clock in the gateway's console (<code>/sandbox/console</code>), then reload.</p>
<h2>Charges</h2>${rows ? `<table class="charges"><thead><tr><th>Date</th><th>Payment</th><th>Result</th></tr></thead><tbody>${rows}</tbody></table>` : "<p>None yet.</p>"}
<h2>Webhooks received</h2>${events ? `<ol class="webhook-events">${events}</ol>` : "<p>None yet.</p>"}</section>`,
      ),
    );
  });

  app.post("/subscription", async (req, reply) => {
    if (req.headers.origin !== `${req.protocol}://${req.host}`) return reply.code(403).send("same-origin forms only");
    const card = wallet()[0];
    if (!card) return reply.code(303).header("location", "/subscription").send();
    const reference = `SUB-${randomBytes(6).toString("hex")}`;
    const { status, json } = await createMonthlySchedule(account, card, reference, PRICE);
    if (status !== 200 || typeof json.id !== "string") {
      return html(
        reply.code(502),
        layout("Subscription", `<h1>Could not subscribe</h1><p>${esc(json.result?.description ?? `HTTP ${status}`)}</p>`),
      );
    }
    book.open(reference, json.id);
    return reply.code(303).header("location", `/subscription?id=${json.id}`).send();
  });
}
