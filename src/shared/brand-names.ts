/** What shoppers read for each card brand (the brand select, badges, stored cards); ids without a row show as they are. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  VISA: "Visa",
  MASTER: "Mastercard",
  AMEX: "American Express",
  DINERS: "Diners Club",
  DISCOVER: "Discover",
  JCB: "JCB",
  MAESTRO: "Maestro",
  MADA: "mada",
  CARTEBANCAIRE: "Cartes Bancaires",
  UNIONPAY: "UnionPay",
  VISAELECTRON: "Visa Electron",
  VISADEBIT: "Visa Debit",
  MASTERDEBIT: "Debit Mastercard",
  ALIA: "Alia",
  ALIADEBIT: "Alia Debit",
};

export function brandName(id: string): string {
  return Object.hasOwn(BRAND_NAMES, id) ? (BRAND_NAMES[id] ?? id) : id;
}
