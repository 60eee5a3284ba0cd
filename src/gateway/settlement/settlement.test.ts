import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gatewayFixture } from "../events/receiver.test-support.ts";
import { sqlDialect } from "../store/sql-database.ts";
import { DEBIT, ENTITY, get, type Json, type Params, post } from "../testing/test-harness.ts";
import { feeFor, feeTableMarkdown } from "./fee-table.ts";
import type { SettlementRecord } from "./settlement-record.ts";
import { OLDEST_CANDIDATE_SQL } from "./settlement-store.ts";

const f = gatewayFixture();
const app = () => f.gw.app;
type Paid = Json & { id: string; shortId: string };
const pay = async (params: Params) => (await post(app(), "/v1/payments", { ...DEBIT, ...params })).json<Paid>();
const op = async (id: string, params: Params) =>
  (await post(app(), `/v1/payments/${id}`, { entityId: ENTITY, currency: "EUR", ...params })).json<Paid>();
const advance = (by: string) => post(app(), "/sandbox/v1/clock", { advance: by });
const report = (path: string) => get(app(), `/reports/v1/reconciliations/${path}`);

interface Aggregation {
  id: string;
  settlement: { date: string; currency: string; amount: string; cashflow: string; fee: string };
  count: number;
  failed: number;
  totals: Record<string, string>;
  records?: SettlementRecord[];
}
const cents = (s: string) => Math.round(Number(s) * 100);

/** The 36 columns, in the order spec 2.31 lists them (copied from the specification, not from the code). */
const SPEC_COLUMNS =
  "ReconciliationType; PaymentType; Cashflow; ClearingInstituteMerchantId; MerchantAccountId; MerchantAccountName; PspId; DivisionId; MerchantId; SettlementTxId; UniqueID; ShortId; ConnectorTxId1; ConnectorTxId2; ConnectorTxId3; Amount; Currency; Brand; TxRequestTime; SettlementAmount; SettlementCurrency; SettlementFee; SettlementFxRate; SettlementDate; SettlementStatus; Descriptor; AccountNumberLast4; BankCode; AccountHolder; ReasonCode; ReasonDesc; SettlementFileFormat; ClearingInsitituteName; MatchingStatus; MatchedTransactions; ChargebackId".split(
    "; ",
  );

describe("the fee table", () => {
  it("is the one docs/back-office.md shows", () => {
    expect(readFileSync("docs/back-office.md", "utf8")).toContain(feeTableMarkdown());
  });

  it.each<[Parameters<typeof feeFor>, number]>([
    [["SETTLED", "DEBIT", "VISA", 10_000], 140 + 25],
    [["SETTLED", "DEBIT", "AMEX", 2_000], 50 + 25],
    [["SETTLED", "DEBIT", "DIRECTDEBIT_SEPA", 10_000], 35],
    [["SETTLED", "DEBIT", "VISA", 10], 10],
    [["SETTLED", "DEBIT", "VISA", 36], 25 + 1],
    [["SETTLED", "REFUND", "VISA", 1_000], 10],
    [["CHARGEBACK", "DEBIT", "VISA", 500], 1_500],
    [["CHARGEBACK REVERSAL", "DEBIT", "VISA", 500], 0],
  ])("%j costs %i minor units", (args, fee) => {
    expect(feeFor(...args)).toBe(fee);
  });
});

describe("settlement at the sandbox clock's midnight (spec 2.23, 2.31)", () => {
  it("finds the payments still to settle through its partial index, not by reading every payment", () => {
    const gw = f.start();
    const db = gw.ctx.store.db;
    if (sqlDialect(db) === "postgres") {
      // The planner prefers reading a small table whole; without that choice, the partial index must serve.
      db.exec("SET enable_seqscan = off");
      const plan = db.prepare(`EXPLAIN ${OLDEST_CANDIDATE_SQL}`).all(ENTITY) as { "QUERY PLAN": string }[];
      db.exec("SET enable_seqscan = on");
      expect(plan.map((r) => r["QUERY PLAN"]).join(" ")).toContain("payments_to_settle_by_entity");
      return;
    }
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${OLDEST_CANDIDATE_SQL}`).all(ENTITY) as { detail: string }[];
    expect(plan.map((r) => r.detail).join(" ")).toContain("payments_to_settle_by_entity");
  });

  it("settles the day's money once: records, sums, fees, statuses and matching; the CSV says the same", async () => {
    f.start();
    // 15 June 2026, 12:00 UTC: the day's transactions.
    const db = await pay({ amount: "100.00", merchantTransactionId: "order-0001", descriptor: "=SHOP 4711; EU" });
    const pa = await pay({ paymentType: "PA", amount: "50.00" });
    const cp = await op(pa.id, { paymentType: "CP", amount: "50.00" });
    const rf = await op(db.id, { paymentType: "RF", amount: "10.00" });
    const amex = await pay({ amount: "20.00", paymentBrand: "AMEX", "card.number": "377777777777770", "card.cvv": "1234" });
    const reversed = await pay({ amount: "40.00" });
    await op(reversed.id, { paymentType: "RV" });
    await pay({ amount: "7.00", "card.number": "4000000000000002" }); // declined: nothing to settle
    const fails = await pay({ amount: "30.00", "card.number": "4000000000000267" });
    const split1 = await pay({ amount: "5.00", merchantTransactionId: "split-0001" });
    const split2 = await pay({ amount: "5.00", merchantTransactionId: "split-0001" });
    expect([db, cp, rf, amex, fails, split1, split2].map((p) => p.result.code)).toEqual(Array(7).fill("000.100.110"));
    expect(
      (await report(`aggregations?entityId=${ENTITY}&date.from=2026-06-15&date.to=2026-06-16`)).json<{ aggregations: [] }>().aggregations,
    ).toEqual([]);

    await advance("PT13H"); // past midnight: 16 June, 01:00
    const list = (await report(`aggregations?entityId=${ENTITY}&date.from=2026-06-16&date.to=2026-06-16`)).json<{
      aggregations: Aggregation[];
    }>().aggregations;
    expect(list).toHaveLength(1);
    const [a] = list as [Aggregation];
    expect(a.settlement).toMatchObject({ date: "2026-06-16", currency: "EUR", cashflow: "POS" });
    expect(a).toMatchObject({ count: 7, failed: 1 });
    const detail = (await report(`aggregations/${a.id}?entityId=${ENTITY}`)).json<Aggregation>();
    const records = detail.records ?? [];
    const byPayment = new Map(records.map((r) => [r.payment.id, r]));
    expect(byPayment.has(reversed.id)).toBe(false);
    expect(byPayment.get(db.id)).toMatchObject({
      recordType: "SETTLED",
      transactionType: "DEBIT",
      amount: "100.00",
      settlement: { cashflow: "POS", fee: "1.65", amount: "98.35", fxRate: "1.00", status: "SUCCESS", date: "2026-06-16" },
      merchantTransactionId: "order-0001",
      matchedTransactions: { status: "MATCHED", payment: [{ id: db.id }] },
      card: { last4Digits: "0000" },
    });
    expect(byPayment.get(rf.id)).toMatchObject({
      transactionType: "REFUND",
      settlement: { cashflow: "NEG", fee: "0.10", amount: "10.10" },
    });
    expect(byPayment.get(amex.id)?.settlement.fee).toBe("0.75");
    // Each record names its payment's own acquirer transaction id, the one its answer gave (payments of a minute differ).
    const txIds = records.map((r) => r.clearingInstitute.txId1);
    expect(new Set(txIds).size).toBe(records.length);
    expect(byPayment.get(db.id)?.clearingInstitute.txId1).toBe(db.resultDetails?.ConnectorTxID1);
    expect(byPayment.get(fails.id)?.settlement).toMatchObject({ status: "FAILED", amount: "0.00", fee: "0.00" });
    for (const split of [split1, split2]) {
      expect(byPayment.get(split.id)?.matchedTransactions).toEqual({
        status: "MULTIPLE_MATCHES",
        payment: [{ id: split1.id }, { id: split2.id }],
      });
    }
    // Paid out = captured − refunded − fees (the failed one pays nothing).
    const captured = 100 + 50 + 20 + 5 + 5;
    const fees = records.reduce((s, r) => s + cents(r.settlement.fee), 0);
    expect(cents(a.settlement.amount)).toBe(captured * 100 - 10 * 100 - fees);
    expect(a.settlement.fee).toBe((fees / 100).toFixed(2));
    expect(a.totals).toMatchObject({ debits: "180.00", refunds: "10.00", chargebacks: "0.00" });

    // Sorted by SettlementTxDate, both ways.
    const desc = (await report(`aggregations/${a.id}?entityId=${ENTITY}&sortValue=SettlementTxDate&sortOrder=desc`)).json<Aggregation>();
    expect(desc.records?.map((r) => r.payment.id)).toEqual(records.map((r) => r.payment.id).reverse());

    // The file of that day: 2.31's columns in order, one row per record, the same sums.
    const files = (await report(`files?entityId=${ENTITY}`)).json<{ files: { name: string }[] }>().files;
    expect(files.map((x) => x.name)).toEqual(["reconciliation_20260616.csv"]);
    const file = await report(`files/reconciliation_20260616.csv?entityId=${ENTITY}`);
    expect(file.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = file.body.trimEnd().split("\r\n");
    expect(lines[0]?.split(";")).toEqual(SPEC_COLUMNS);
    const rows = lines.slice(1).map((l) => parseCsvLine(l));
    expect(rows).toHaveLength(7);
    const col = (row: string[], name: string) => row[SPEC_COLUMNS.indexOf(name)] ?? "";
    for (const row of rows) {
      expect(row).toHaveLength(36);
      for (const money of ["Amount", "SettlementAmount", "SettlementFee", "SettlementFxRate"])
        expect(col(row, money)).toMatch(/^\d{1,11}\.\d{2}$/);
      expect(col(row, "SettlementDate")).toBe("2026-06-16");
      expect(col(row, "TxRequestTime")).toMatch(/^2026-06-15 \d{2}:\d{2}:\d{2}$/);
      expect(col(row, "MerchantId")).toBe(ENTITY);
    }
    const net = rows
      .filter((r) => col(r, "SettlementStatus") === "SUCCESS")
      .reduce((s, r) => s + (col(r, "Cashflow") === "POS" ? 1 : -1) * cents(col(r, "SettlementAmount")), 0);
    expect(net).toBe(cents(a.settlement.amount));
    // A descriptor a spreadsheet would run as a formula is defused; a semicolon is quoted.
    const dbRow = rows.find((r) => col(r, "UniqueID") === db.id) ?? [];
    expect(col(dbRow, "Descriptor")).toBe("'=SHOP 4711; EU");
    // Each record's short id is the one its payment was answered with (stored, not derived from the id).
    for (const p of [db, cp, rf, amex, split1, split2]) {
      expect(col(rows.find((r) => col(r, "UniqueID") === p.id) ?? [], "ShortId")).toBe(p.shortId);
    }

    // Settled once: moving on settles nothing twice.
    await advance("P1D");
    const again = (await report(`aggregations?entityId=${ENTITY}&date.from=2026-06-16&date.to=2026-06-17`)).json<{
      aggregations: Aggregation[];
    }>().aggregations;
    expect(again.map((x) => x.count)).toEqual([7]);
  });

  it("testMode selects the settlement of payments made in that test mode (one aggregation each)", async () => {
    f.start();
    await pay({ amount: "10.00" });
    await pay({ amount: "20.00", testMode: "EXTERNAL" });
    await advance("PT13H");
    const summary = async (qs: string) =>
      (await report(`aggregations?entityId=${ENTITY}&date.from=2026-06-16&date.to=2026-06-16${qs}`)).json<{
        aggregations: (Aggregation & { testMode: string })[];
      }>().aggregations;
    expect((await summary("")).map((a) => [a.testMode, a.totals.debits])).toEqual(
      expect.arrayContaining([
        ["INTERNAL", "10.00"],
        ["EXTERNAL", "20.00"],
      ]),
    );
    const external = await summary("&testMode=EXTERNAL");
    expect(external.map((a) => a.totals.debits)).toEqual(["20.00"]);
    expect((await summary("&testMode=INTERNAL")).map((a) => a.totals.debits)).toEqual(["10.00"]);
    const id = external[0]?.id ?? "";
    expect((await report(`aggregations/${id}?entityId=${ENTITY}&testMode=EXTERNAL`)).statusCode).toBe(200);
    expect((await report(`aggregations/${id}?entityId=${ENTITY}&testMode=INTERNAL`)).statusCode).toBe(404);
  });

  it("a chargeback settles as a CHARGEBACK record matched to the payment it charges back", async () => {
    f.start();
    const paid = await pay({ amount: "25.00", "card.number": "4000000000000259", merchantTransactionId: "order-cb-01" });
    await advance("P6D"); // the acquirer's chargeback after 5 days, settled at the next midnight
    const list = (await report(`aggregations?entityId=${ENTITY}&date.from=2026-06-15&date.to=2026-06-30`)).json<{
      aggregations: Aggregation[];
    }>().aggregations;
    expect(list.map((x) => x.settlement.date)).toEqual(["2026-06-16", "2026-06-21"]);
    const detail = (await report(`aggregations/${list[1]?.id}?entityId=${ENTITY}`)).json<Aggregation>();
    const [cb] = detail.records ?? [];
    expect(cb).toMatchObject({
      recordType: "CHARGEBACK",
      settlement: { cashflow: "NEG", fee: "15.00", amount: "40.00" },
      result: { code: "000.100.201" },
      matchedTransactions: { status: "MATCHED", payment: [{ id: paid.id }] },
    });
    expect(cb?.chargebackTransaction?.id).toMatch(/^[0-9a-f]{32}$/);
    expect(list[1]?.settlement).toMatchObject({ cashflow: "NEG", amount: "40.00" });
  });

  it.each<[string, number, string]>([
    ["date.from=2026-06-16", 400, "date.to"],
    ["date.from=2026-06-16&date.to=2026-06-15", 400, "date.to"],
    ["date.from=2026-02-30&date.to=2026-03-01", 400, "date.from"],
    ["date.from=2025-01-01&date.to=2026-06-15", 400, "date.to"],
    ["date.from=2026-06-16&date.to=2026-06-16&currency=euro", 400, "currency"],
    ["date.from=2026-06-16&date.to=2026-06-16&page=2", 400, "page"],
    ["date.from=2026-06-16&date.to=2026-06-16&testMode=LIVE", 400, "testMode"],
  ])("the summary refuses %s (%i, names %s)", async (qs, status, name) => {
    f.start();
    const res = await report(`aggregations?entityId=${ENTITY}&${qs}`);
    expect(res.statusCode).toBe(status);
    expect(res.json<Json>().result.parameterErrors?.map((e) => e.name)).toContain(name);
  });

  it("another entity's aggregation and file are 404; an entity the token may not use is 403", async () => {
    f.start();
    expect((await report(`aggregations?entityId=${"0".repeat(32)}&date.from=2026-06-16&date.to=2026-06-16`)).statusCode).toBe(403);
    expect((await report(`aggregations/${"a".repeat(32)}?entityId=${ENTITY}`)).statusCode).toBe(404);
    expect((await report(`files/reconciliation_20260616.csv?entityId=${ENTITY}`)).statusCode).toBe(404);
    expect((await report(`files/..%2Fgateway.sqlite?entityId=${ENTITY}`)).statusCode).toBe(404);
  });
});

/** A CSV line with ";" separators and "…" quoting (doubled quotes inside). */
function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ";") {
      out.push(cell);
      cell = "";
    } else cell += c;
  }
  out.push(cell);
  return out;
}
