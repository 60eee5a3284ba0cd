import type { FastifyInstance } from "fastify";
import { LOG_CAPACITY, type LoggedRequest } from "../request-log/request-log.ts";
import type { ConsoleKit } from "./console-kit.ts";
import { loginPage, shell } from "./console-page.ts";
import { csrfToken } from "./console-session.ts";
import { type StoryView, storyPage } from "./payment-story.ts";

const PAYMENT_ID = /^[0-9a-f]{32}$/;

/** A payment's story (payment-story.ts): only a payment of the session's entities; else 404. */
export function storyRoutes(app: FastifyInstance, { ctx, data, session, api, html }: ConsoleKit) {
  app.get<{ Params: { id: string } }>("/sandbox/console/payments/:id", async (req, reply) => {
    const s = session(req);
    if (!s) return html(reply, 401, loginPage());
    const entities = ctx.tokens.get(s.token) ?? [];
    const row = PAYMENT_ID.test(req.params.id) ? ctx.store.payment(req.params.id) : undefined;
    if (!row || !entities.includes(row.entity_id))
      return html(reply, 404, shell("Sandbox console", "<main><h1>No such payment for your entities</h1></main>"));
    const e = encodeURIComponent(row.entity_id);
    const [deliveries, cases, logged] = await Promise.all([
      api(s.token, "GET", `/sandbox/v1/deliveries?entityId=${e}&resourceId=${row.id}`),
      api(s.token, "GET", `/sandbox/v1/cases?entityId=${e}`),
      api(s.token, "GET", `/sandbox/v1/logs?entityId=${e}&limit=${LOG_CAPACITY}`),
    ]);
    const checkout = row.checkout_id ? ctx.store.checkout(row.checkout_id) : undefined;
    const linked = ctx.store.linkedPayments(row);
    const view: StoryView = {
      entityId: row.entity_id,
      csrf: csrfToken(s.token, s.cookie),
      payment: data.toView(row),
      answer: JSON.parse(row.response) as unknown,
      linked: (linked.some((l) => l.id === row.id) ? linked : [row, ...linked]).map(data.toView).sort((a, b) => a.createdAt - b.createdAt),
      checkout: checkout ? { id: checkout.id, params: JSON.parse(checkout.params) as Record<string, string> } : undefined,
      deliveries: (deliveries.body.deliveries ?? []) as StoryView["deliveries"],
      cases: ((cases.body.cases ?? []) as StoryView["cases"]).filter((c) => c.paymentId === row.id),
      // A request names the payment in its path, its parameters, its answer or the answer a fault withheld.
      requests: ((logged.body.requests ?? []) as LoggedRequest[]).filter((r) => JSON.stringify(r).includes(row.id)),
    };
    return html(reply, 200, storyPage(view));
  });
}
