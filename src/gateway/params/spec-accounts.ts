import { group, type SpecGroup, type SpecRow } from "./spec-table.ts";

/**
 * Spec 2.6 to 2.9a: the account structures. card.holder is AN, not A: negative testing types a
 * result code as the holder (docs/test-data.md).
 */
export const CARD: SpecGroup = group({
  id: "card",
  section: "2.6",
  prefix: "card.",
  rows: [
    ["card.holder", "HOLDER_NAME", "O"],
    ["card.number", "N32{8,32}", "R"],
    ["card.expiryMonth", "N2:01-12", "R"],
    ["card.expiryYear", "YEAR4", "R"],
    ["card.cvv", "N4{3,4}", "C"],
    ["card.numberType", "PAN|DPAN", "O"],
  ],
});

const wallet = (prefix: string, extra: readonly SpecRow[] = []): SpecGroup =>
  group({
    id: prefix,
    section: "2.7",
    rows: [[`${prefix}.paymentToken`, "AN8192", "C"], [`${prefix}.source`, "web|app", "C"], ...extra],
  });

/**
 * Device wallets: the spec writes their prefixes walletA, walletB, walletC; they are Apple Pay,
 * Google Pay and Samsung Pay (src/shared/wallets.ts).
 */
export const WALLETS: readonly SpecGroup[] = [
  wallet("applePay", [
    ["applePay.cardNetwork", "AN255", "O"],
    ["applePay.cardType", "AN255", "O"],
  ]),
  wallet("googlePay"),
  wallet("samsungPay"),
];

export const VIRTUAL_ACCOUNT: SpecGroup = group({
  id: "virtualAccount",
  section: "2.8",
  prefix: "virtualAccount.",
  rows: [["virtualAccount.accountId", "AN100", "R"]],
});

export const BANK_ACCOUNT: SpecGroup = group({
  id: "bankAccount",
  section: "2.9",
  prefix: "bankAccount.",
  rows: [
    ["bankAccount.holder", "AN128{4,128}", "R"],
    ["bankAccount.bankName", "AN255", "C"],
    ["bankAccount.number", "AN64{3,64}[A-Za-z0-9]", "C"],
    ["bankAccount.iban", "IBAN", "C"],
    ["bankAccount.bankCode", "AN12[A-Za-z0-9]", "C"],
    ["bankAccount.bic", "BIC", "C"],
    ["bankAccount.country", "COUNTRY2", "C"],
    ["bankAccount.mandate.id", "AN256{0,256}[A-Za-z0-9\\-]", "C"],
    ["bankAccount.mandate.dateOfSignature", "DATE", "C"],
    ["transactionDueDate", "DATE", "C"],
  ],
});

export const TOKEN_ACCOUNT: SpecGroup = group({
  id: "tokenAccount",
  section: "2.9a",
  prefix: "tokenAccount.",
  rows: [
    ["tokenAccount.number", "N19{12,19}", "R"],
    ["tokenAccount.type", "EXTERNAL|NETWORK", "R"],
    ["tokenAccount.expiryMonth", "N2:01-12", "O"],
    ["tokenAccount.expiryYear", "N4{4,4}", "O"],
    ["tokenAccount.cryptogram", "BASE64", "C"],
    ["tokenAccount.dtvc", "N4{3,4}", "C"],
  ],
});
