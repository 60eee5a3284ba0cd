import type { FastifyInstance } from "fastify";
import { formKindOf } from "../../shared/payment-methods.ts";
import { CODES } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import { envelope } from "../http/envelope.ts";
import { notFound, queryEntityMatches, validBody } from "../http/merchant-request.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { OPERATIONS, type Operation } from "../params/operations.ts";
import type { AccountRef } from "../simulator/account-ref.ts";
import type { PaymentRow } from "../store/db.ts";
import { startAsyncPayment } from "./async-payment.ts";
import { practiceProblem } from "./industry-practice.ts";
import { executeInitialPayment } from "./initial-payment.ts";
import { idempotentReply } from "./merchant-idempotency.ts";
import { executeReference, NEEDS_SUCCESS } from "./reference-operation.ts";
import type { Reply } from "./settle-payment.ts";

type IdRoute = { Params: { id: string }; Querystring: { entityId?: string } };

/**
 * The brands the shopper pays on their bank's or wallet's page (spec 2.22, 3): server-to-server too, the
 * answer is pending with redirect.url, and the request follows these rules instead of a card payment's.
 */
const PAID_ON_A_PAGE: Readonly<Record<string, Operation>> = {
  onlineTransfer: OPERATIONS.onlineTransferPayment,
  virtualAccount: OPERATIONS.virtualAccountPayment,
};
/** The rules of the request's paymentBrand, read from the parsed body before it is validated (a copy per payment is not needed). */
const operationFor = (body: unknown): Operation | undefined => {
  const brand = typeof body === "object" && body !== null ? (body as Record<string, unknown>).paymentBrand : undefined;
  const kind = typeof brand === "string" ? formKindOf(brand) : undefined;
  return kind !== undefined && Object.hasOwn(PAID_ON_A_PAGE, kind) ? PAID_ON_A_PAGE[kind] : undefined;
};

/** /v1/payments: server-to-server payments and the operations that reference them (spec 4). */
export function paymentRoutes(app: FastifyInstance, ctx: GatewayContext) {
  const { store } = ctx;

  app.post("/v1/payments", (req, reply) => {
    const m = merchantCall(req);
    const onAPage = operationFor(req.body);
    const params = validBody(req, reply, ctx, m, onAPage ?? OPERATIONS.payment);
    if (!params) return;
    const entityId = params.entityId ?? "";
    // A redirect brand or virtual account: pending, redirect.url to the sandbox's bank page (docs/gateway.md "Server-to-server redirect brands").
    const once = (run: () => Reply) => idempotentReply(req, reply, store, `${entityId} POST /v1/payments`, m.now, run);
    if (onAPage) return once(() => startAsyncPayment(ctx, { entityId }, params, publicOrigin(req, ctx)));
    const referenceUuid = params.referenceUuid;
    if (referenceUuid === undefined) {
      // An enrolled card is challenged: pending, with redirect.url to the sandbox ACS page (docs/test-data.md "3-D Secure").
      return once(() => executeInitialPayment(ctx, { entityId, params, challenge: { gatewayOrigin: publicOrigin(req, ctx) } }));
    }
    // referenceUuid (spec 2.3) with standingInstruction.industryPractice (2.27): payments/industry-practice.ts says what may be referenced.
    const original = store.payment(referenceUuid);
    const practice =
      original && original.entity_id === entityId
        ? practiceProblem(params["standingInstruction.industryPractice"], params.paymentType, original)
        : undefined;
    if (!original || !practice || practice.problem) {
      const message = practice?.problem ?? "no transaction of your entity matches this id";
      return reply
        .code(400)
        .send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: [{ name: "referenceUuid", value: referenceUuid, message }] }));
    }
    const incremental = practice.joinsChain;
    return once(() =>
      executeInitialPayment(ctx, {
        entityId,
        params,
        stored: { account: JSON.parse(original.account ?? "{}") as AccountRef },
        link: { referencedId: original.id, rootId: incremental ? (original.root_id ?? original.id) : null },
      }),
    );
  });

  const owned = (id: string, entities: readonly string[], query: unknown): PaymentRow | undefined => {
    const p = store.payment(id);
    return p && queryEntityMatches(query, entities, p.entity_id) ? p : undefined;
  };

  app.get<IdRoute>("/v1/payments/:id", (req, reply) => {
    const m = merchantCall(req);
    const p = owned(req.params.id, m.entities, req.query);
    if (!p) return notFound(reply, m.now, "payment");
    return reply.code(p.http_status).header("cache-control", "no-store").type("application/json; charset=utf-8").send(p.response);
  });

  app.post<IdRoute>("/v1/payments/:id", (req, reply) => {
    const m = merchantCall(req);
    const params = validBody(req, reply, ctx, m, OPERATIONS.reference);
    if (!params) return;
    const target = owned(req.params.id, [params.entityId ?? ""], undefined);
    if (!target) {
      // 404 (spec 7.1: an id that matches no payment), with the established code of the operation.
      const code = NEEDS_SUCCESS[params.paymentType ?? ""];
      return code ? reply.code(404).send(envelope(m.now, { code })) : notFound(reply, m.now, "payment");
    }
    if (params.paymentType !== "RV" && (params.amount === undefined || params.currency === undefined)) {
      const parameterErrors = ["amount", "currency"]
        .filter((n) => params[n] === undefined)
        .map((name) => ({ name, value: "", message: `is required for ${params.paymentType}` }));
      return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors }));
    }
    const scope = `${params.entityId ?? ""} POST /v1/payments/${target.id}`;
    return idempotentReply(req, reply, store, scope, m.now, () => executeReference(ctx, params.entityId ?? "", target, params));
  });
}
