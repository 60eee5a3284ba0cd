import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CODES, RESULT_CODES } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import { envelope } from "../http/envelope.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import { QUERY } from "../params/spec-basic.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { sandboxParams } from "../sandbox/sandbox-request.ts";
import type { PaymentRow } from "../store/db-rows.ts";
import type { PaymentCursor } from "../store/payment-repository.ts";

/** The payment method (2.29 paymentMethods) of a stored payment, from its account. */
export function paymentMethodOf(p: Pick<PaymentRow, "account">): string {
  const kind = p.account ? (JSON.parse(p.account) as { kind?: string }).kind : undefined;
  return kind === "card" || kind === "tokenAccount"
    ? "CC"
    : kind === "bankAccount"
      ? "DD"
      : kind === "virtualAccount"
        ? "VA"
        : kind === "wallet"
          ? "WA"
          : "OT";
}

/** Spec 2.29's rows (params/spec-basic.ts QUERY): includeLinkedTransactions for one transaction, the rest for the search. */
const LINKED = (name: string) => name === "includeLinkedTransactions";
/** Rows a time-frame query reads from the database at a time. */
const QUERY_PAGE = 500;

export const ONE: readonly SpecRow[] = [["entityId", "HEX32", "O"], ...QUERY.rows.filter(([n]) => LINKED(n))];
export const MANY: readonly SpecRow[] = [
  ["entityId", "HEX32", "R"],
  ["merchantTransactionId", "AN255", "O"],
  ...QUERY.rows.filter(([n]) => !LINKED(n)),
];

const dateTime = (v: string) => Date.parse(`${v.replace(" ", "T")}Z`);
const answer = (p: PaymentRow) => JSON.parse(p.response) as Record<string, unknown>;

/**
 * The transaction query (spec 2.29, the established platform's paths, under /v1 and /v3):
 * `GET /v1/query/{id}` one transaction (with `includeLinkedTransactions=true` the captures,
 * refunds, reversals and chargebacks linked to it); `GET /v1/query` by merchantTransactionId,
 * shortId or a time frame, filtered by paymentTypes and paymentMethods. `GET /v1/resultcodes`: the
 * result codes the sandbox answers with.
 */
/**
 * Nothing of the entity matches: 404 with 700.400.580 "cannot find transaction", as the established
 * gateway answers it (shop plugins and merchants' reconciliation code test for that code, and read
 * anything else as "the report could not be read").
 */
const notFound = (reply: FastifyReply, now: number) => reply.code(404).send(envelope(now, { code: CODES.transactionNotFound }));

export function queryRoutes(app: FastifyInstance, ctx: GatewayContext) {
  for (const version of ["v1", "v3"]) {
    app.get<{ Params: { id: string } }>(`/${version}/query/:id`, (req, reply) => {
      const m = merchantCall(req);
      const p = sandboxParams(req, reply, m, ONE, "query");
      if (!p) return reply;
      const row = ctx.store.payment(req.params.id);
      if (!row || !m.entities.includes(row.entity_id) || (p.entityId !== undefined && p.entityId !== row.entity_id)) {
        return notFound(reply, m.now);
      }
      const linked = p.includeLinkedTransactions === "true" ? { linkedTransactions: ctx.store.linkedPayments(row).map(answer) } : {};
      return reply.header("cache-control", "no-store").send({ ...answer(row), ...linked });
    });

    app.get(`/${version}/query`, (req, reply) => queryMany(req, reply));
  }
  // The established gateway's older transaction search, which shop modules still call (Customweb's OPP and
  // PayUnity modules ask GET /v1/payments?merchantTransactionId= for an order's status): the same query.
  app.get("/v1/payments", (req, reply) => queryMany(req, reply));

  function queryMany(req: FastifyRequest, reply: FastifyReply) {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, MANY, "query");
    if (!p) return reply;
    const errors: { name: string; value: string; message: string }[] = [];
    const fail = (name: string, message: string) => errors.push({ name, value: (p[name] ?? "").slice(0, 64), message });
    const dates = p["date.from"] !== undefined || p["date.to"] !== undefined;
    if (dates && (p["date.from"] === undefined || p["date.to"] === undefined))
      fail(p["date.from"] ? "date.to" : "date.from", "date.from and date.to are used together");
    if (dates && p.merchantTransactionId !== undefined)
      fail("merchantTransactionId", "cannot be combined with a date.from/date.to time frame");
    if (!dates && p.merchantTransactionId === undefined && p.shortId === undefined)
      fail("merchantTransactionId", "send merchantTransactionId, shortId, or a time frame (date.from and date.to)");
    const types = p.paymentTypes?.split(",");
    const methods = p.paymentMethods?.split(",");
    if (errors.length > 0) return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: errors }));
    const entityId = p.entityId ?? "";
    const limit = Number(p.limit ?? 100);
    const wanted = (r: PaymentRow) =>
      (p.shortId === undefined || r.short_id === p.shortId) &&
      (!types || types.includes(r.payment_type ?? "")) &&
      (!methods || methods.includes(paymentMethodOf(r)));
    let rows: PaymentRow[];
    if (p.merchantTransactionId !== undefined) rows = ctx.store.paymentsByReference(entityId, p.merchantTransactionId).filter(wanted);
    else if (p.shortId !== undefined && !dates) rows = ctx.store.paymentsByShortId(entityId, p.shortId).filter(wanted);
    else {
      // A time frame: read page by page from the database (the types filtered there), keep what the other filters
      // want, stop at the limit — memory is bounded by a page, whatever the history holds.
      const from = dateTime(p["date.from"] ?? "");
      const to = dateTime(p["date.to"] ?? "");
      rows = [];
      let after: PaymentCursor | undefined;
      do {
        const page = ctx.store.paymentsBetween(entityId, from, to, {
          ...(types ? { types } : {}),
          ...(after ? { after } : {}),
          limit: QUERY_PAGE,
        });
        for (const r of page.rows) if (rows.length < limit && wanted(r)) rows.push(r);
        after = page.next;
      } while (after && rows.length < limit);
    }
    const payments = rows.slice(0, limit).map(answer);
    if (payments.length === 0) return notFound(reply, m.now);
    return reply.header("cache-control", "no-store").send(envelope(m.now, { code: CODES.requestOk }, { payments }));
  }
}

/** The result codes the gateway answers with, and what each means (public: no token). */
export function resultCodeRoutes(app: FastifyInstance) {
  app.get("/v1/resultcodes", (_req, reply) =>
    reply.send({ resultCodes: Object.entries(RESULT_CODES).map(([code, description]) => ({ code, description })) }),
  );
}
