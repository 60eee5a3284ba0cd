import { isCardBrand } from "./brand-relations.ts";

/**
 * The kinds of form the widget renders, one container each (`wpwl-container-<kind>`). Card brands
 * share one card form, SEPA brands one direct-debit form; every other method gets a container of
 * its own (`wpwl-container-<kind>-<BRAND>`).
 */
export type FormKind = "card" | "directDebit" | "onlineTransfer" | "virtualAccount" | "wallet";

/** Non-card brands by the kind of form that renders them. Adding a method is one row here (+ a test row). */
export const METHOD_BRANDS: Readonly<Record<string, FormKind>> = Object.freeze({
  DIRECTDEBIT_SEPA: "directDebit",
  SOFORTUEBERWEISUNG: "onlineTransfer",
  GIROPAY: "onlineTransfer",
  IDEAL: "onlineTransfer",
  EPS: "onlineTransfer",
  PAYPAL: "virtualAccount",
  STC_PAY: "virtualAccount",
  APPLEPAY: "wallet",
  APPLEPAYTKN: "wallet",
  GOOGLEPAY: "wallet",
  SAMSUNGPAY: "wallet",
});

/** Kinds whose brands share one form. */
const SHARED_FORM: ReadonlySet<FormKind> = new Set(["card", "directDebit"]);

export function formKindOf(brand: string): FormKind | undefined {
  if (isCardBrand(brand)) return "card";
  return Object.hasOwn(METHOD_BRANDS, brand) ? METHOD_BRANDS[brand] : undefined;
}

export interface BrandGroup {
  readonly kind: FormKind;
  readonly brands: readonly string[];
}

/**
 * The forms one `data-brands` list renders, in the order of their first brand: all card brands in
 * one group, all direct-debit brands in one, every other brand alone. Unknown brands are skipped.
 */
export function groupBrands(brands: readonly string[]): BrandGroup[] {
  const groups: { kind: FormKind; brands: string[] }[] = [];
  for (const brand of brands) {
    const kind = formKindOf(brand);
    if (kind === undefined) continue;
    const shared = SHARED_FORM.has(kind) ? groups.find((g) => g.kind === kind) : undefined;
    if (shared) {
      if (!shared.brands.includes(brand)) shared.brands.push(brand);
    } else if (!groups.some((g) => g.brands.length === 1 && g.brands[0] === brand)) groups.push({ kind, brands: [brand] });
  }
  return groups;
}
