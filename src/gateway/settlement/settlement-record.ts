import { createHash } from "node:crypto";
import { fromMinor } from "../payments/amounts.ts";
import { connectorTxId } from "../payments/payment-response.ts";
import { type FeeRow, feeFor } from "./fee-table.ts";

/** How each settled payment type becomes a record (spec 2.31): record type, transaction type, money direction. */
export const SETTLED_TYPES: Readonly<
  Record<string, { recordType: FeeRow["recordType"]; transactionType: FeeRow["transactionType"]; cashflow: "POS" | "NEG" }>
> = Object.freeze({
  DB: { recordType: "SETTLED", transactionType: "DEBIT", cashflow: "POS" },
  CP: { recordType: "SETTLED", transactionType: "DEBIT", cashflow: "POS" },
  RF: { recordType: "SETTLED", transactionType: "REFUND", cashflow: "NEG" },
  CD: { recordType: "SETTLED", transactionType: "CREDIT", cashflow: "NEG" },
  CB: { recordType: "CHARGEBACK", transactionType: "DEBIT", cashflow: "NEG" },
  CR: { recordType: "CHARGEBACK REVERSAL", transactionType: "DEBIT", cashflow: "POS" },
});

export const CLEARING_INSTITUTE = "Sandbox Simulator";
export const FILE_FORMAT = "SANDBOX_RECON_CSV_1";
/** The sandbox PSP's own entity (2.31 PspId). */
export const PSP_ENTITY_ID = "8a8294185a65bf5e015a6c8c728c0d95";

export type MatchingStatus = "MATCHED" | "MULTIPLE_MATCHES" | "NOT_MATCHED";

/** What a settled payment contributes: its row, its stored answer, and what matching found. */
export interface SettlementInput {
  readonly paymentId: string;
  /** Its short id as stored (derived from the id for a payment stored before short ids were). */
  readonly shortId: string;
  readonly entityId: string;
  readonly paymentType: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly createdAt: number;
  /** The payment's stored answer (2.30): brand, card or bank account (last 4 only), references, result. */
  readonly response: Readonly<Record<string, unknown>>;
  /** The acquirer could not pay it out (a documented test card): FAILED, nothing paid, no fee. */
  readonly failed: boolean;
  /** The settlement day, yyyy-MM-dd (the sandbox clock's UTC midnight that settled it). */
  readonly date: string;
  readonly matched: readonly string[];
  /** For a chargeback (reversal): the chargeback transaction's id. */
  readonly chargebackId?: string;
}

/** One record, with the API names of spec 2.31. */
export interface SettlementRecord {
  readonly recordType: string;
  readonly transactionType: string;
  readonly settlement: {
    readonly id: string;
    readonly cashflow: "POS" | "NEG";
    readonly amount: string;
    readonly currency: string;
    readonly fee: string;
    readonly fxRate: string;
    readonly date: string;
    readonly status: "SUCCESS" | "FAILED";
    readonly format: string;
  };
  readonly clearingInstitute: { readonly merchantId: string; readonly name: string; readonly txId1: string };
  readonly merchantAccount: { readonly id: string; readonly name: string };
  readonly pspEntityId: string;
  readonly divisionEntityId: string;
  readonly merchantEntityId: string;
  readonly payment: { readonly id: string };
  readonly shortId: string;
  readonly merchantTransactionId?: string;
  readonly merchantInvoiceId?: string;
  readonly amount: string;
  readonly currency: string;
  readonly paymentBrand?: string;
  readonly presentmentDate: string;
  readonly descriptor?: string;
  readonly card?: { readonly last4Digits?: string; readonly holder?: string };
  readonly bankAccount?: { readonly last4Digits?: string; readonly bankCode?: string; readonly holder?: string };
  readonly result?: { readonly code: string; readonly description: string };
  readonly matchedTransactions: { readonly status: MatchingStatus; readonly payment: readonly { readonly id: string }[] };
  readonly chargebackTransaction?: { readonly id: string };
}

/** The figures a record is summed by (settlement-store.ts). */
export interface SettlementFigures {
  readonly feeMinor: number;
  readonly settlementAmountMinor: number;
}

const hex32 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/** One aggregation per entity, settlement day, currency and test mode (the report's summary level). */
export function aggregationId(entityId: string, date: string, currency: string, testMode: TestMode): string {
  return hex32(`aggregation|${entityId}|${date}|${currency}|${testMode}`);
}

export type TestMode = "INTERNAL" | "EXTERNAL";

/** The test mode a payment ran in (spec 2.3 testMode, INTERNAL by default), from its stored answer. */
export function testModeOf(response: Readonly<Record<string, unknown>>): TestMode {
  return response.testMode === "EXTERNAL" ? "EXTERNAL" : "INTERNAL";
}

/** yyyy-MM-dd of a time (UTC). */
export function isoDay(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

function presentment(t: number): string {
  return new Date(t).toISOString().replace("T", " ").slice(0, 19);
}

const text = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);
const obj = (v: unknown): Record<string, unknown> => (typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {});

/**
 * A settled payment as the acquirer reports it: its fee from the fee table, the amount paid out
 * (POS: amount − fee; NEG: amount + fee, both as positive figures with their cashflow), fx rate 1
 * (the sandbox settles in the transaction's currency), and matching as found.
 */
export function settlementRecord(i: SettlementInput): { record: SettlementRecord } & SettlementFigures {
  const kind = SETTLED_TYPES[i.paymentType];
  if (!kind) throw new Error(`payment type ${i.paymentType} does not settle`);
  const r = i.response;
  const brand = text(r.paymentBrand) ?? "";
  const feeMinor = i.failed ? 0 : feeFor(kind.recordType, kind.transactionType, brand, i.amountMinor);
  const settlementAmountMinor = i.failed ? 0 : kind.cashflow === "POS" ? i.amountMinor - feeMinor : i.amountMinor + feeMinor;
  const card = obj(r.card);
  const bank = obj(r.bankAccount);
  const result = obj(r.result);
  const chargeback = kind.recordType !== "SETTLED";
  const record: SettlementRecord = {
    recordType: kind.recordType,
    transactionType: kind.transactionType,
    settlement: {
      id: hex32(`settlement|${i.paymentId}`),
      cashflow: kind.cashflow,
      amount: fromMinor(settlementAmountMinor),
      currency: i.currency,
      fee: fromMinor(feeMinor),
      fxRate: "1.00",
      date: i.date,
      status: i.failed ? "FAILED" : "SUCCESS",
      format: FILE_FORMAT,
    },
    // The id the payment's own answer gave (a payment stored by an earlier version keeps its own).
    clearingInstitute: {
      merchantId: `SBX-${i.entityId.slice(0, 12)}`,
      name: CLEARING_INSTITUTE,
      txId1: text(obj(r.resultDetails).ConnectorTxID1) ?? connectorTxId(i.paymentId),
    },
    merchantAccount: { id: hex32(`account|${i.entityId}`), name: "Sandbox merchant account" },
    pspEntityId: PSP_ENTITY_ID,
    divisionEntityId: hex32(`division|${i.entityId}`),
    merchantEntityId: i.entityId,
    payment: { id: i.paymentId },
    shortId: i.shortId,
    ...(text(r.merchantTransactionId) ? { merchantTransactionId: text(r.merchantTransactionId) } : {}),
    ...(text(r.merchantInvoiceId) ? { merchantInvoiceId: text(r.merchantInvoiceId) } : {}),
    amount: fromMinor(i.amountMinor),
    currency: i.currency,
    ...(brand ? { paymentBrand: brand } : {}),
    presentmentDate: presentment(i.createdAt),
    ...(text(r.descriptor) ? { descriptor: text(r.descriptor) } : {}),
    ...(Object.keys(card).length ? { card: { last4Digits: text(card.last4Digits), holder: text(card.holder) } } : {}),
    ...(Object.keys(bank).length
      ? { bankAccount: { last4Digits: text(bank.last4Digits), bankCode: text(bank.bankCode) ?? text(bank.bic), holder: text(bank.holder) } }
      : {}),
    ...(chargeback && text(result.code) ? { result: { code: text(result.code) ?? "", description: text(result.description) ?? "" } } : {}),
    matchedTransactions: {
      status: i.matched.length === 0 ? "NOT_MATCHED" : i.matched.length === 1 ? "MATCHED" : "MULTIPLE_MATCHES",
      payment: i.matched.map((id) => ({ id })),
    },
    ...(i.chargebackId ? { chargebackTransaction: { id: i.chargebackId } } : {}),
  };
  return { record, feeMinor, settlementAmountMinor };
}
