import type { SettlementRecord } from "./settlement-record.ts";

type Cell = (r: SettlementRecord) => string | undefined;

/**
 * The reconciliation file's columns (spec 2.31), exactly in the order the specification lists
 * them, each with the record field it carries. (The mapping table of 2.31 also names TransactionId
 * and InvoiceId, which the column order leaves out: they are in the report API's records as
 * merchantTransactionId and merchantInvoiceId, and the file keeps the listed 36 columns.)
 */
export const CSV_COLUMNS: readonly (readonly [column: string, cell: Cell])[] = Object.freeze([
  ["ReconciliationType", (r) => r.recordType],
  ["PaymentType", (r) => r.transactionType],
  ["Cashflow", (r) => r.settlement.cashflow],
  ["ClearingInstituteMerchantId", (r) => r.clearingInstitute.merchantId],
  ["MerchantAccountId", (r) => r.merchantAccount.id],
  ["MerchantAccountName", (r) => r.merchantAccount.name],
  ["PspId", (r) => r.pspEntityId],
  ["DivisionId", (r) => r.divisionEntityId],
  ["MerchantId", (r) => r.merchantEntityId],
  ["SettlementTxId", (r) => r.settlement.id],
  ["UniqueID", (r) => r.payment.id],
  ["ShortId", (r) => r.shortId],
  ["ConnectorTxId1", (r) => r.clearingInstitute.txId1],
  ["ConnectorTxId2", () => undefined],
  ["ConnectorTxId3", () => undefined],
  ["Amount", (r) => r.amount],
  ["Currency", (r) => r.currency],
  ["Brand", (r) => r.paymentBrand],
  ["TxRequestTime", (r) => r.presentmentDate],
  ["SettlementAmount", (r) => r.settlement.amount],
  ["SettlementCurrency", (r) => r.settlement.currency],
  ["SettlementFee", (r) => r.settlement.fee],
  ["SettlementFxRate", (r) => r.settlement.fxRate],
  ["SettlementDate", (r) => r.settlement.date],
  ["SettlementStatus", (r) => r.settlement.status],
  ["Descriptor", (r) => r.descriptor],
  ["AccountNumberLast4", (r) => r.card?.last4Digits ?? r.bankAccount?.last4Digits],
  ["BankCode", (r) => r.bankAccount?.bankCode],
  ["AccountHolder", (r) => r.card?.holder ?? r.bankAccount?.holder],
  ["ReasonCode", (r) => r.result?.code],
  ["ReasonDesc", (r) => r.result?.description],
  ["SettlementFileFormat", (r) => r.settlement.format],
  ["ClearingInsitituteName", (r) => r.clearingInstitute.name],
  ["MatchingStatus", (r) => r.matchedTransactions.status],
  ["MatchedTransactions", (r) => r.matchedTransactions.payment.map((p) => p.id).join(",")],
  ["ChargebackId", (r) => r.chargebackTransaction?.id],
]);

/**
 * One cell: quoted when it holds the separator, a quote or a line break; text a shopper or merchant
 * typed (holder, descriptor) that a spreadsheet would run as a formula (= + - @ and control
 * characters first) gets a leading apostrophe, so opening the file never runs it.
 */
export function csvCell(value: string | undefined): string {
  if (value === undefined) return "";
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The file of one entity and settlement day: a header row, then one row per record, CRLF line ends. */
export function reconciliationCsv(records: readonly SettlementRecord[]): string {
  const header = CSV_COLUMNS.map(([c]) => c).join(";");
  const rows = records.map((r) => CSV_COLUMNS.map(([, cell]) => csvCell(cell(r))).join(";"));
  return `${[header, ...rows].join("\r\n")}\r\n`;
}

/** The file's name: one per entity and settlement day. */
export function reconciliationFileName(date: string): string {
  return `reconciliation_${date.replaceAll("-", "")}.csv`;
}

export const FILE_NAME = /^reconciliation_(\d{4})(\d{2})(\d{2})\.csv$/;
