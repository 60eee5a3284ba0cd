import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { brandName } from "../../src/shared/brand-names.ts";
import { CARD_BRANDS } from "../../src/shared/brands.ts";

/**
 * Brand logos: the flat icons of the `payment-icons` package (MPL-2.0, served unmodified) where it
 * has the brand's mark, else a plain badge with the brand's name drawn here. The gateway serves them
 * as images (`/v1/logos/<BRAND>.svg`); the widget's logo stylesheet (dist/css/brands.css) puts them
 * on `.wpwl-brand-<BRAND>` as backgrounds, so no logo is ever in the widget's JavaScript.
 */
export const LOGO_ICONS: Readonly<Record<string, string>> = {
  VISA: "visa",
  VISAELECTRON: "visa",
  VISADEBIT: "visa",
  MASTER: "mastercard",
  MASTERDEBIT: "mastercard",
  AMEX: "amex",
  DINERS: "diners",
  DISCOVER: "discover",
  JCB: "jcb",
  MAESTRO: "maestro",
  UNIONPAY: "unionpay",
};

/** The brands that get a logo: every card brand (the card form, the logos style, stored cards). */
export const LOGO_BRANDS: readonly string[] = CARD_BRANDS.map((b) => b.id);

const iconDir = () => join(dirname(createRequire(import.meta.url).resolve("payment-icons/package.json")), "min", "flat");

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A badge in the icons' own frame (750 × 471, rounded): the brand's name on white. */
export function textBadge(name: string): string {
  const size = Math.min(150, Math.floor(1100 / Math.max(name.length, 4)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="471" viewBox="0 0 750 471"><rect x="8" y="8" width="734" height="455" rx="40" fill="#fff"/><text x="375" y="236" dominant-baseline="central" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="#1f2933">${escapeXml(name)}</text></svg>`;
}

/** Each brand's SVG. */
export function logoFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const brand of LOGO_BRANDS) {
    const icon = Object.hasOwn(LOGO_ICONS, brand) ? LOGO_ICONS[brand] : undefined;
    files.set(brand, icon ? readFileSync(join(iconDir(), `${icon}.svg`), "utf8") : textBadge(brandName(brand)));
  }
  return files;
}

/**
 * The logo stylesheet: every brand's badge shows its logo instead of its name (the name stays the
 * element's text, for screen readers and before the stylesheet is in). The image URL is relative to
 * the stylesheet, so it is the gateway's (`img-src {gateway}` in the merchant's CSP).
 */
export function logoStylesheet(brands: readonly string[]): string {
  const all = brands.map((b) => `.wpwl-brand-${b}`).join(",\n");
  const badges = `${all} {\n  width: 4rem;\n  padding: 0.25rem;\n  overflow: hidden;\n  white-space: nowrap;\n  color: transparent;\n  background: no-repeat center / contain content-box padding-box;\n}\n`;
  return badges + brands.map((b) => `.wpwl-brand-${b} {\n  background-image: url(../logos/${b}.svg);\n}\n`).join("");
}
