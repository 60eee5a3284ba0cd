/**
 * IBAN and BIC (spec 2.9): the SEPA countries' IBAN formats (ISO 13616 registry), the mod-97 check
 * digits, display in groups of four, and BIC length and shape. Pure functions over a data table.
 */

/** BBAN structure per country, registry notation: `n` digits, `a` capital letters, `c` letters or digits. */
export const IBAN_FORMATS: Readonly<Record<string, string>> = Object.freeze({
  AD: "4n4n12c",
  AT: "5n11n",
  BE: "3n7n2n",
  BG: "4a4n2n8c",
  CH: "5n12c",
  CY: "3n5n16c",
  CZ: "4n6n10n",
  DE: "8n10n",
  DK: "4n9n1n",
  EE: "2n2n11n1n",
  ES: "4n4n1n1n10n",
  FI: "3n11n",
  FR: "5n5n11c2n",
  GB: "4a6n8n",
  GI: "4a15c",
  GR: "3n4n16c",
  HR: "7n10n",
  HU: "3n4n1n15n1n",
  IE: "4a6n8n",
  IS: "4n2n6n10n",
  IT: "1a5n5n12c",
  LI: "5n12c",
  LT: "5n11n",
  LU: "3n13c",
  LV: "4a13c",
  MC: "5n5n11c2n",
  MT: "4a5n18c",
  NL: "4a10n",
  NO: "4n6n1n",
  PL: "8n16n",
  PT: "4n4n11n2n",
  RO: "4a16c",
  SE: "3n16n1n",
  SI: "5n8n2n",
  SK: "4n6n10n",
  SM: "1a5n5n12c",
  VA: "3n15n",
});

const CLASS = { n: "\\d", a: "[A-Z]", c: "[A-Z0-9]" } as const;

/** The IBAN's full length for a country (4 + the BBAN's), or undefined for a country outside the table. */
export function ibanLength(country: string): number | undefined {
  const f = Object.hasOwn(IBAN_FORMATS, country) ? IBAN_FORMATS[country] : undefined;
  return f === undefined ? undefined : 4 + [...f.matchAll(/(?<!\d)(\d+)[nac]/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

function bbanPattern(format: string): RegExp {
  return new RegExp(`^${format.replace(/(?<!\d)(\d+)([nac])/g, (_m, n: string, k: keyof typeof CLASS) => `${CLASS[k]}{${n}}`)}$`);
}

/** Upper case, without spaces: what a shopper typed ("de89 3704 …") as the IBAN. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

/** ISO 7064 mod 97-10 over the IBAN moved round (country and check digits last), letters as 10–35. */
export function ibanMod97(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = ch >= "A" ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of v) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

export type IbanProblem = "empty" | "incomplete" | "country" | "format" | "checksum";

/**
 * Why an IBAN is not valid, or undefined when it is: a SEPA country of the table, its length and
 * BBAN format, and check digits that make mod 97 equal 1. "incomplete": a prefix that may still
 * become valid while the shopper types.
 */
export function ibanProblem(input: string): IbanProblem | undefined {
  const iban = normalizeIban(input);
  if (iban === "") return "empty";
  if (!/^[A-Z0-9]*$/.test(iban)) return "format";
  const country = iban.slice(0, 2);
  if (!/^[A-Z]{1,2}/.test(iban) || (iban.length > 1 && !/^[A-Z]{2}/.test(iban))) return "format";
  if (iban.length < 2) return "incomplete";
  const length = ibanLength(country);
  if (length === undefined) return "country";
  if (iban.length < length) return /^[A-Z]{2}\d{0,2}$/.test(iban.slice(0, 4)) ? "incomplete" : "format";
  if (iban.length > length) return "format";
  if (!/^\d{2}$/.test(iban.slice(2, 4)) || !bbanPattern(IBAN_FORMATS[country] ?? "").test(iban.slice(4))) return "format";
  return ibanMod97(iban) === 1 ? undefined : "checksum";
}

/** "DE89 3704 0044 0532 0130 00": groups of four, as printed on bank statements. */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * BIC (ISO 9362): 4 letters bank code, 2 letters country, 2 letters or digits location, and an
 * optional 3-character branch: 8 or 11 characters.
 */
export function isValidBic(input: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(input.trim().toUpperCase());
}

/** Bank account holder (spec 2.9: AN128 {4,128}), without control characters. */
export function isValidAccountHolder(input: string): boolean {
  const v = input.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  return v.length >= 4 && v.length <= 128 && !/[\u0000-\u001f\u007f]/.test(v);
}

/**
 * The national bank code inside an IBAN (its BBAN's first group; Italy's and San Marino's after the
 * check letter): what goes out as bankAccount.bankCode when the form shows no BIC field.
 */
export function ibanBankCode(input: string): string | undefined {
  const iban = normalizeIban(input);
  const format = Object.hasOwn(IBAN_FORMATS, iban.slice(0, 2)) ? IBAN_FORMATS[iban.slice(0, 2)] : undefined;
  if (format === undefined || ibanProblem(iban) !== undefined) return undefined;
  const groups = [...format.matchAll(/(?<!\d)(\d+)([nac])/g)].map((m) => Number(m[1]));
  const skip = format.startsWith("1a") ? 1 : 0;
  return iban.slice(4 + skip, 4 + skip + (groups[skip] ?? 0));
}
