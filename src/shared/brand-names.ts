/**
 * What shoppers read for each card brand (the brand select, badges, stored cards); ids without a row
 * show as they are. Its ids are the card brands (brand-relations.ts isCardBrand; brands.test.ts keeps
 * them the ids of the brand table).
 */
export const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
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
  return Object.hasOwn(CARD_BRAND_NAMES, id) ? (CARD_BRAND_NAMES[id] ?? id) : id;
}
