import { describe, expect, it } from "vitest";
import { NAMED } from "./format-codes.ts";
import { OPERATIONS, type Operation } from "./operations.ts";
import { SPEC_GROUPS } from "./spec-groups.ts";
import { validateRequest } from "./validate-request.ts";

/**
 * Every parameter of section 2, on every endpoint that accepts it: a value its format code allows
 * passes, and values it refuses (too long, too short, a character outside its class, a value outside
 * its enumeration or range, a NUL character) are refused with the parameter named. The samples are derived from the
 * format code itself, so a row whose code and check disagree fails here.
 */

/** A value each named format takes, and values it refuses. */
const NAMED_SAMPLES: Readonly<Record<string, readonly [valid: string, invalid: readonly string[]]>> = {
  DATE: ["2026-06-15", ["2026-13-01", "2026-02-30", "15.06.2026"]],
  DATETIME: ["2026-06-15 12:00:00", ["2026-06-15T12:00:00", "2026-06-15 24:00:00"]],
  // "TRUE" is true before validation (canonical-input.ts): not among the refused.
  BOOL: ["true", ["yes", "1", "t"]],
  URL: ["https://shop.example/result", ["shop.example/result", "javascript:alert(1)"]],
  EMAIL: ["jane@shop.example", ["jane", "jane@", "a@b"]],
  PHONE: ["+49 30 1234567", ["phone: 123", "x49123"]],
  HEX32: ["8a8294174b7ecb28014b9699220015ca", ["8A8294174B7ECB28014B9699220015CA", "8a82"]],
  HEX64: ["00112233445566778899aabbccddeeff00112233445566778899AABBCCDDEEFF", ["0011", "g".repeat(64)]],
  ID32: ["8a8294174b7ecb28014b9699220015cA", ["8a8294174b7ecb28014b9699220015c!", "short"]],
  CURRENCY: ["EUR", ["eur", "EURO"]],
  COUNTRY2: ["DE", ["de", "DEU"]],
  COUNTRY3: ["DEU", ["de", "DE"]],
  COUNTRY_A2_N3: ["DE", ["D", "12"]],
  IBAN_OF_COUNTRY: ["DE89370400440532013000", ["DE8937040044053201300", "XX89370400440532013000"]],
  BIC_OF_BANK: ["COBADEFFXXX", ["COBADEFF1"]],
  WEBHOOK_TYPES: ["PAYMENT", ["NOT_A_TYPE"]],
  TIEBACK_KEYS: ["decision", ["no such key!"]],
  IBAN: ["DE89370400440532013000", ["DE00370400440532013000", "XX"]],
  BIC: ["COBADEFFXXX", ["COBADEFF1", "COBA"]],
  BASE64: ["AAAAAAAAAAAAAAAAAAAAAAAAAAA=", ["not base64!"]],
  PERCENT: ["19.50", ["100.01", "19.505"]],
  QUANTITY: ["2.5", ["2.5555", "-1"]],
  YEAR4: ["2030", ["2130", "30"]],
  KEY64: ["order_ref", ["ab", "a b"]],
  COORDINATES: ["52.52,13.40", ["52.52"]],
  VERSION: ["2.2.0", ["2.2", "v2"]],
  CHARGEBACK: ["000.100.201", ["000.100.110"]],
  QUERY_PAYMENT_TYPES: ["DB,PA", ["DB;PA", "db", "DB,XX"]],
  QUERY_PAYMENT_METHODS: ["CC,DD", ["CC;DD", "ZZ"]],
  RESULT_URL: ["https://shop.example/result", ["ftp://shop.example/"]],
  HOLDER_NAME: ["Jane O'Neil-Smith", ["Jane 2nd", "Jo", "<b>Jane</b>"]],
  CARD_HOLDER: ["Jane Jones", ["Jo"]],
  ACCOUNT_HOLDER: ["Jane Jones", ["Jan"]],
  TIMEZONE: ["-60", ["UTC"]],
  BIN: ["420000", ["42"]],
  SORT_VALUE: ["SettlementTxDate", ["Amount"]],
  HTTP_STATUSES: ["200,202", ["2000"]],
  CRON_YEAR: ["2026", ["1800"]],
  CRON_MONTH: ["1", ["13"]],
  CRON_DAY_OF_MONTH: ["1", ["32"]],
  CRON_DAY_OF_WEEK: ["1", ["8"]],
  CRON_HOUR: ["0", ["24"]],
  CRON_MINUTE: ["0", ["60"]],
  CRON_SECOND: ["0", ["60"]],
  CRON_EXPRESSION: ["0 0 1 * *", ["0 0 1"]],
};

const CODE = /^(AN|A|N)(\d+)(?:\{(\d+),(\d+)\})?(?:\[(.+)\])?$/;
const RANGE = /^N(\d+):(\d+)-(\d+)$/;
const DECIMAL = /^N(\d+)\.N2$/;

/** One character of a class: "a" when allowed, else the first of a few candidates the class takes. */
function charOf(klass: RegExp): string {
  return ["a", "A", "1", "x", "-", "."].find((c) => klass.test(c)) ?? "a";
}

/** A valid value and invalid ones for a format code. */
function samples(code: string): { valid: string; invalid: string[] } | undefined {
  const named = NAMED_SAMPLES[code];
  if (named) return { valid: named[0], invalid: [...named[1]] };
  if (code in NAMED) return undefined;
  if (code.includes("|")) {
    const values = code.split("|");
    return {
      valid: values[0] ?? "",
      invalid: ["NOT_ONE_OF_THEM", (values[0] ?? "").toLowerCase() === values[0] ? "X" : (values[0] ?? "").toLowerCase()],
    };
  }
  const dec = DECIMAL.exec(code);
  if (dec) return { valid: "12.34", invalid: ["12.345", "12,34", `${"9".repeat(Number(dec[1]) + 1)}.00`, "-1.00"] };
  const range = RANGE.exec(code);
  if (range) {
    const [, width, lo, hi] = range;
    const pad = (n: number) => (lo?.startsWith("0") ? String(n).padStart(lo.length, "0") : String(n));
    return { valid: pad(Number(lo)), invalid: [pad(Number(hi) + 1), "x", "9".repeat(Number(width) + 1)] };
  }
  const m = CODE.exec(code);
  if (!m) throw new Error(`no samples for format code ${code}: add it to NAMED_SAMPLES`);
  const [, kind, maxText, minText, , klassText] = m;
  const max = Number(maxText);
  const min = minText === undefined ? 1 : Number(minText);
  const klass = klassText ? new RegExp(`^[${klassText}]$`, "u") : kind === "N" ? /^\d$/ : kind === "A" ? /^[\p{L} '.-]$/u : /^.$/u;
  const c = charOf(klass);
  const valid = c.repeat(Math.max(min, 1));
  const invalid = [c.repeat(max + 1)];
  if (min > 1) invalid.push(c.repeat(min - 1));
  const outside = ["!", "1", "a", "\u0007"].find((x) => !klass.test(x));
  if (outside !== undefined) invalid.push(outside.repeat(Math.max(min, 1)));
  return { valid, invalid };
}

/** A concrete name for a table name: list indexes 0, map keys a sample key. */
function concrete(name: string): string {
  return name.replaceAll("[n]", "[0]").replace("[key]", "[order_ref]").replace("[name]", "[order_ref]").replace("[brand]", "[VISA]");
}

const ROWS = SPEC_GROUPS.flatMap((g) => g.rows.map(([name, code]) => ({ section: g.section, name: concrete(name), code })));
const OPS: readonly Operation[] = Object.values(OPERATIONS);

/** What a parameter needs beside it to be checked alone (its conditional rule's partner). */
const context = (name: string): Record<string, string> =>
  name.endsWith(".houseNumber2") ? { [name.replace("houseNumber2", "houseNumber1")]: "1" } : {};

const errorsFor = (name: string, value: string, op: (typeof OPS)[number]) =>
  validateRequest({ ...context(name), [name]: value }, op).errors.filter((e) => e.name === name);

describe("every parameter of section 2 on every endpoint that accepts it", () => {
  it("covers every row and every named format", () => {
    expect(ROWS.length).toBeGreaterThan(400);
    for (const code of Object.keys(NAMED)) expect(NAMED_SAMPLES[code], `samples for ${code}`).toBeDefined();
  });

  it("every named format, also those of the sandbox's own endpoints, refuses a NUL character after a valid value", () => {
    for (const [code, [valid]] of Object.entries(NAMED_SAMPLES)) {
      expect(NAMED[code]?.safeParse(`${valid}\u0000`).success, code).toBe(false);
    }
  });

  it.each(ROWS.map((r) => [`${r.section} ${r.name} (${r.code})`, r] as const))("%s", (_title, row) => {
    const s = samples(row.code);
    if (!s) throw new Error(`no samples for ${row.code}`);
    // The endpoints that take the parameter: those where the valid value is not refused by name.
    const accepting = OPS.filter((op) => !op.refused?.some((r) => r.names.test(row.name)));
    expect(accepting.length, "accepted by at least one endpoint").toBeGreaterThan(0);
    for (const op of accepting) {
      // paymentType: a value the endpoint carries out (checked against its own list too).
      const valid = row.name === "paymentType" ? (op.paymentTypes?.[0] ?? s.valid) : s.valid;
      expect(errorsFor(row.name, valid, op), `${op.id}: ${JSON.stringify(valid)} passes`).toEqual([]);
      // A NUL character after a valid value is refused everywhere: no store keeps it whole (libpq cuts text there).
      for (const bad of [...s.invalid, `${valid}\u0000`]) {
        expect(errorsFor(row.name, bad, op).length, `${op.id}: ${JSON.stringify(bad)} is refused`).toBeGreaterThan(0);
      }
    }
  });
});

describe("what the black-box conformance run found, as written in the specification", () => {
  it.each<[string, string, string, boolean]>([
    ["2.6 card.holder is A128: letters", "card.holder", "Jane 2nd", false],
    ["2.6 card.holder takes the punctuation of names", "card.holder", "Jane O'Neil-Smith Jr.", true],
    ["2.11 billing.postcode is letters and digits", "billing.postcode", "15705-9357", false],
    ["2.11 billing.postcode without the hyphen", "billing.postcode", "157059357", true],
    ["2.12 shipping.postcode is AN16", "shipping.postcode", "SW1A 1AA", true],
    [
      "3-D Secure 2: customer.browser.javascriptEnabled (the established platform documents it)",
      "customer.browser.javascriptEnabled",
      "true",
      true,
    ],
  ])("%s", (_title, name, value, ok) => {
    expect(errorsFor(name, value, OPERATIONS.payment).length === 0).toBe(ok);
  });
});
