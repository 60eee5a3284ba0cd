import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { probeBudget } from "../events/probe-budget.ts";
import type { WebhookStore } from "../events/webhook-store.ts";
import { envelope, gatewayTimestamp, hexId, newNdc } from "../http/envelope.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { ENTITY_ROW, sandboxParams } from "../sandbox/sandbox-request.ts";
import type { Store } from "../store/store.ts";
import { type CheckResult, runCheck } from "./run-check.ts";

export const CHECK_ROWS: readonly SpecRow[] = [ENTITY_ROW, ["paymentId", "ID32", "O"]];

/** A payment event no payment of the gateway made, marked as the check's: what the genuine notification carries by default. */
function sampleEvent(now: number): string {
  const payload = {
    id: hexId(),
    paymentType: "DB",
    paymentBrand: "VISA",
    amount: "1.00",
    currency: "EUR",
    descriptor: "receiver check",
    merchantTransactionId: "receiver-check",
    result: { code: "000.100.110", description: "Request successfully processed in 'Merchant in Integrator Test Mode'" },
    card: { bin: "420000", last4Digits: "0000", holder: "Receiver Check", expiryMonth: "12", expiryYear: "2034" },
    buildNumber: "receiver-check",
    timestamp: gatewayTimestamp(now),
    ndc: newNdc(),
  };
  return JSON.stringify({ type: "PAYMENT", action: "CREATED", payload });
}

/**
 * `POST /sandbox/v1/webhooks/{id}/check` (bearer token; `entityId`, optional `paymentId`): sends the webhook's
 * receiver the requests of check-cases.ts — the genuine event (by default a sample payment marked
 * `merchantTransactionId=receiver-check`; with `paymentId`, that payment's own CREATED event), a duplicate, a
 * replay, an unknown type, and four forgeries — and answers what it did with each against what it should.
 * Only to a URL the merchant registered (the webhook's), under the same budget as test notifications.
 */
export function receiverCheckRoutes(app: FastifyInstance, webhooks: WebhookStore, store: Store, fetchFn: typeof fetch, timeoutMs: number) {
  const budget = probeBudget();
  app.post<{ Params: { id: string } }>("/sandbox/v1/webhooks/:id/check", async (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, CHECK_ROWS, "body");
    if (!p) return reply;
    const webhook = webhooks.webhook(req.params.id);
    if (!webhook || webhook.entity_id !== p.entityId) {
      return reply.code(404).send(envelope(m.now, { code: CODES.invalidRequest, description: "no webhook with this id for your entity" }));
    }
    let event = sampleEvent(m.now);
    if (p.paymentId !== undefined) {
      const payment = store.payment(p.paymentId);
      if (!payment || payment.entity_id !== webhook.entity_id) {
        const error = { name: "paymentId", value: p.paymentId, message: "no payment with this id for your entity" };
        return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: [error] }));
      }
      event = `{"type":"PAYMENT","action":"CREATED","payload":${payment.response}}`;
    }
    const taken = budget.take(m.entities.join(","), webhook.url);
    if (!taken.ok) {
      const description = `a receiver check is limited to ${taken.why.replace("test notifications", "checks")}: try again later`;
      return reply.code(429).send(envelope(m.now, { code: CODES.throttled, description }));
    }
    const checks: CheckResult[] = await runCheck(
      webhook.url,
      { secret: webhook.secret, format: webhook.format, event },
      fetchFn,
      timeoutMs,
    );
    const failed = checks.filter((c) => !c.passed).length;
    const description =
      failed === 0
        ? `the receiver answered all ${checks.length} requests as it should`
        : `the receiver answered ${failed} of ${checks.length} requests otherwise than it should: see checks[].advice`;
    return reply.header("cache-control", "no-store").send(
      envelope(
        m.now,
        { code: CODES.requestOk, description },
        {
          webhook: { id: webhook.id, url: webhook.url, format: webhook.format },
          passed: failed === 0,
          checks,
        },
      ),
    );
  });
}
