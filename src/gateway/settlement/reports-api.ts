import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import { envelope } from "../http/envelope.ts";
import { notFound } from "../http/merchant-request.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { fromMinor } from "../payments/amounts.ts";
import { sandboxParams } from "../sandbox/sandbox-request.ts";
import { FILE_NAME, reconciliationCsv, reconciliationFileName } from "./reconciliation-csv.ts";
import { CLEARING_INSTITUTE, type SettlementRecord } from "./settlement-record.ts";
import type { AggregationRow, SettlementStore } from "./settlement-store.ts";

/** The reports of payments made in this test mode (spec 2.3 testMode); all of them when not sent. */
const TEST_MODE: SpecRow = ["testMode", "INTERNAL|EXTERNAL", "O"];
/** Spec 2.23, with the currency filter of the established platform's summary. */
export const SUMMARY: readonly SpecRow[] = [
  ["entityId", "HEX32", "R"],
  ["date.from", "DATE", "R"],
  ["date.to", "DATE", "R"],
  ["currency", "A3", "O"],
  TEST_MODE,
];
export const DETAIL: readonly SpecRow[] = [
  ["entityId", "HEX32", "R"],
  ["sortValue", "SORT_VALUE", "O"],
  ["sortOrder", "ASC|DESC|asc|desc", "O"],
  TEST_MODE,
];
export const PAGED: readonly SpecRow[] = [...DETAIL, ["pageNo", "N6", "O"]];
export const FILES: readonly SpecRow[] = [["entityId", "HEX32", "R"]];
/** A summary covers at most this many days. */
const MAX_DAYS = 366;
const PAGE = 100;

type Id = { Params: { id: string } };

function summary(a: AggregationRow) {
  const net = a.pos_minor - a.neg_minor;
  return {
    id: a.aggregation_id,
    merchantEntityId: a.entity_id,
    testMode: a.test_mode,
    clearingInstitute: { name: CLEARING_INSTITUTE },
    settlement: {
      date: a.settlement_date,
      currency: a.currency,
      amount: fromMinor(Math.abs(net)),
      cashflow: net < 0 ? "NEG" : "POS",
      fee: fromMinor(a.fee_minor),
    },
    count: a.count,
    failed: a.failed,
    totals: {
      debits: fromMinor(a.debits_minor),
      refunds: fromMinor(a.refunds_minor),
      credits: fromMinor(a.credits_minor),
      chargebacks: fromMinor(a.chargebacks_minor),
      chargebackReversals: fromMinor(a.reversals_minor),
    },
  };
}

/**
 * Settlement reports (spec 2.23, 2.31; the established platform's paths): the summary by settlement
 * day and currency, one aggregation's records (sorted by SettlementTxDate, or paged by 100 under
 * /reports/v2), and the reconciliation files (2.31's CSV, one per entity and day) over HTTP — the
 * same bytes the FTP server delivers.
 */
export function reportRoutes(app: FastifyInstance, store: SettlementStore) {
  app.get("/reports/v1/reconciliations/aggregations", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, SUMMARY, "query");
    if (!p) return reply;
    const from = p["date.from"] ?? "";
    const to = p["date.to"] ?? "";
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    const problem = days < 0 ? "must not be before date.from" : days >= MAX_DAYS ? `a summary covers at most ${MAX_DAYS} days` : undefined;
    if (problem) {
      return reply
        .code(400)
        .send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: [{ name: "date.to", value: to, message: problem }] }));
    }
    const aggregations = store.aggregations(p.entityId ?? "", from, to, p.currency, p.testMode).map(summary);
    return reply.header("cache-control", "no-store").send(envelope(m.now, { code: CODES.requestOk }, { aggregations }));
  });

  const detail = (version: "v1" | "v2") =>
    app.get<Id>(`/reports/${version}/reconciliations/aggregations/:id`, (req, reply) => {
      const m = merchantCall(req);
      const p = sandboxParams(req, reply, m, version === "v1" ? DETAIL : PAGED, "query");
      if (!p) return reply;
      const a = store.aggregation(req.params.id);
      if (!a || a.entity_id !== p.entityId || (p.testMode !== undefined && p.testMode !== a.test_mode)) {
        return notFound(reply, m.now, "aggregation");
      }
      const order = (p.sortOrder ?? "ASC").toUpperCase() === "DESC" ? "DESC" : "ASC";
      // v2 reads one page from the database (the aggregation's count says how many there are); v1 answers them all.
      const pages = Math.max(1, Math.ceil(a.count / PAGE));
      const pageNo = Number(p.pageNo ?? 1);
      if (version === "v2" && (pageNo < 1 || pageNo > pages)) {
        const error = { name: "pageNo", value: String(p.pageNo), message: `expected a page from 1 to ${pages}` };
        return reply.code(400).send(envelope(m.now, { code: CODES.invalidRequest, parameterErrors: [error] }));
      }
      const page = version === "v2" ? { offset: (pageNo - 1) * PAGE, limit: PAGE } : undefined;
      const records = store.records(a.aggregation_id, order, page).map((r) => JSON.parse(r.record) as SettlementRecord);
      const paging = version === "v2" ? { pageNo, pages } : {};
      return reply
        .header("cache-control", "no-store")
        .send(envelope(m.now, { code: CODES.requestOk }, { ...summary(a), ...paging, records }));
    });
  detail("v1");
  detail("v2");

  app.get("/reports/v1/reconciliations/files", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, FILES, "query");
    if (!p) return reply;
    const files = store.days(p.entityId ?? "").map((date) => ({ name: reconciliationFileName(date), settlementDate: date }));
    return reply.header("cache-control", "no-store").send(envelope(m.now, { code: CODES.requestOk }, { files }));
  });

  app.get<{ Params: { name: string } }>("/reports/v1/reconciliations/files/:name", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, FILES, "query");
    if (!p) return reply;
    const csv = reconciliationFile(store, p.entityId ?? "", req.params.name);
    if (csv === undefined) return notFound(reply, m.now, "reconciliation file");
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="${req.params.name}"`)
      .type("text/csv; charset=utf-8")
      .send(csv);
  });
}

/** The reconciliation file of an entity by its name, if that day has records. */
export function reconciliationFile(store: SettlementStore, entityId: string, name: string): string | undefined {
  const m = FILE_NAME.exec(name);
  if (!m) return undefined;
  const rows = store.recordsOfDay(entityId, `${m[1]}-${m[2]}-${m[3]}`);
  return rows.length === 0 ? undefined : reconciliationCsv(rows.map((r) => JSON.parse(r.record) as SettlementRecord));
}
