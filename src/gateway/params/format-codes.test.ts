import { describe, expect, it } from "vitest";
import { EVENT_TYPES } from "../events/event-rows.ts";
import { TIEBACK_KEYS } from "../fraud-cases/case-rows.ts";
import { fastCheckOf, formatProblem, formatSchema, NAMED } from "./format-codes.ts";
import { SPEC_GROUPS } from "./spec-groups.ts";
import { KEY_FORMATS } from "./spec-table.ts";

/** One row per format code the tables use: values it accepts and values it refuses. */
const ROWS: readonly [code: string, valid: readonly string[], invalid: readonly string[]][] = [
  ["AN255", ["x", "any text, ümlaut & signs"], ["", "x".repeat(256), "tab\u0001"]],
  ["AN255{8,255}", ["ORDER-123", "12345678"], ["1234567", ""]],
  ["AN32[A-Za-z0-9_]", ["VISA", "DIRECTDEBIT_SEPA"], ["VI SA", "VISA-1", "x".repeat(33)]],
  ["AN32{0,32}[A-Za-z0-9]", ["", "abc123"], ["a_b"]],
  ["A50", ["German", "Jean-Luc O'Neil"], ["Agent 007", ""]],
  ["A3{3,3}[A-Z]", ["DEU"], ["deu", "DE", "DE1"]],
  ["N6", ["1", "123456"], ["1234567", "12a", ""]],
  ["N3{3,3}", ["276"], ["27", "2760"]],
  ["N10.N2", ["92.00", "92", "1234567890.99"], ["92.0", "92,00", "12345678901.00", "-1.00", "abc"]],
  ["N8.N2", ["12345678.00"], ["123456789.00"]],
  ["N2:01-12", ["01", "12"], ["1", "00", "13"]],
  ["N2:1-98", ["1", "98"], ["0", "99", "01a"]],
  ["N3:100-500", ["100", "500"], ["99", "501"]],
  ["M|F", ["M", "F"], ["m", "X"]],
  ["DATE", ["2026-02-28", "2024-02-29"], ["2026-02-30", "2026-13-01", "26-01-01"]],
  ["DATETIME", ["2026-06-15 12:00:00"], ["2026-06-15T12:00:00", "2026-06-15 24:00:00"]],
  ["BOOL", ["true", "false"], ["TRUE", "1", ""]],
  [
    "URL",
    ["https://shop.example/result", "http://localhost:3000/r"],
    ["/relative", "javascript:alert(1)", "ftp://x.example", "https://shop.example/a\u0000b", "https://shop.example/\nSet-Cookie"],
  ],
  ["EMAIL", ["jane@example.com"], ["jane", "a@b", "jane @example.com"]],
  ["PHONE", ["+49 (30) 123-456", "0301234/56"], ["phone", "+49 30 abc"]],
  ["HEX32", ["8a8294174b7ecb28014b9699220015ca"], ["8A8294174B7ECB28014B9699220015CA", "8a82"]],
  ["CURRENCY", ["EUR"], ["eur", "EURO"]],
  ["COUNTRY2", ["DE"], ["de", "DEU"]],
  ["COUNTRY3", ["DEU"], ["DE"]],
  ["COUNTRY_A2_N3", ["DE", "276"], ["DEU", "27"]],
  [
    "IBAN",
    ["DE89370400440532013000", "GB29NWBK60161331926819", "BR1800360305000010009795493C1"],
    ["DE8937040044", "89DE370400440532013000", "DE88370400440532013000", "GB29NWBK60161331926818"],
  ],
  ["BIC", ["COBADEFF", "COBADEFFXXX"], ["COBADEF", "COBADEFFXX"]],
  ["BASE64", ["AAABBBCCCDDDEEEFFFGGGHHHIII=", "AgAAAAAAAIR8CQrXcIhbQAAAAAA="], ["short==", "not base64 at all, no no no!"]],
  ["PERCENT", ["0", "19", "7.5", "100", "100.00"], ["101", "7.555", "-1"]],
  ["QUANTITY", ["1", "2.5", "123456789012.123"], ["1.2345", "abc"]],
  ["YEAR4", ["1999", "2030"], ["2130", "30"]],
  ["KEY64", ["orderRef", "SHOPPER_note", "a.b"], ["ab", "has space", "x".repeat(65)]],
  ["COORDINATES", ["52.52,13.40"], ["52.52;13.40", "north"]],
  ["VERSION", ["2.2.0"], ["2.2", "v2"]],
  ["CHARGEBACK", ["000.100.201"], ["000.100.110", "000.100.2"]],
  ["QUERY_PAYMENT_TYPES", ["DB", "DB,PA,CP"], ["DB,", "db", "DB,XX"]],
  ["QUERY_PAYMENT_METHODS", ["CC", "CC,DD"], ["CC,", "cc", "CC,ZZ"]],
  ["CRON_YEAR", ["", "*", "2026", "2026-2030", "2026/2", "2026,2028"], ["1969", "2100", "?"]],
  ["CRON_MONTH", ["1", "12", "*/3", "1-6"], ["0", "13", "L"]],
  ["CRON_DAY_OF_MONTH", ["1", "L", "15W", "?", "1,15"], ["0", "32", "#"]],
  ["CRON_DAY_OF_WEEK", ["1", "MON", "sun", "2#1", "6L", "?"], ["0", "8", "MON#6", "W"]],
  ["CRON_HOUR", ["0", "23", "*/6"], ["24", "L"]],
  ["CRON_MINUTE", ["0", "59"], ["60", "*", "1,2"]],
  ["CRON_SECOND", ["0", "*/15"], ["60"]],
  ["CRON_EXPRESSION", ["0 0 12 * * ?", "0 15 10 ? * MON-FRI 2026"], ["* * *", "not cron"]],
];

describe("formatSchema", () => {
  it.each(ROWS.flatMap(([code, valid]) => valid.map((v) => [code, v] as const)))("%s accepts %j", (code, value) => {
    expect(formatSchema(code).safeParse(value).success).toBe(true);
  });

  it.each(ROWS.flatMap(([code, , invalid]) => invalid.map((v) => [code, v] as const)))("%s refuses %j with a message", (code, value) => {
    const res = formatSchema(code).safeParse(value);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toMatch(/^(expected|[A-Z])/);
  });

  it.each([["X12"], ["AN"], ["N10.N3x"], ["bogus"]])("refuses the unknown format code %j (a table error)", (code) => {
    expect(() => formatSchema(code)).toThrow(/unknown format code/);
  });
});

describe("the plain checks that spare zod (formatProblem)", () => {
  const codes = [
    ...new Set([
      ...ROWS.map(([code]) => code),
      ...SPEC_GROUPS.flatMap((g) => g.rows.map(([, format]) => format)),
      ...Object.values(KEY_FORMATS),
      ...Object.keys(NAMED),
    ]),
  ];
  const samples = (code: string): string[] => {
    const row = ROWS.find(([c]) => c === code);
    const fromRows = row ? [...row[1], ...row[2]] : [];
    // Emoji are two UTF-16 units and one code point, which zod counts: at the edges of the minimum and the maximum.
    const astral = ["😀", "😀😀", "a😀", "😀".repeat(3), "😀".repeat(32), "😀".repeat(128), "😀".repeat(255)];
    const edge = [
      ...astral,
      "",
      " ",
      "0",
      "00",
      "1",
      "12",
      "99",
      "100",
      "-1",
      "1.5",
      "92.00",
      "abc",
      "ABC",
      "a_b",
      "a.b",
      "a b",
      "Ä",
      "😀",
      "x\u0000y",
      "x\ny",
    ];
    const lengths = [1, 2, 3, 8, 11, 31, 32, 33, 64, 65, 127, 128, 129, 255, 256, 257, 2048, 2049].flatMap((n) => [
      "a".repeat(n),
      "1".repeat(n),
    ]);
    return [...fromRows, ...edge, ...lengths];
  };

  it("exist for the formats a payment's parameters have (else zod would run for each)", () => {
    for (const code of ["AN255", "N10.N2", "A3{3,3}[A-Z]", "HEX32", "CURRENCY", "N2:01-12", "M|F", "BOOL", "CARD_HOLDER"])
      expect(fastCheckOf(formatSchema(code)), code).toBeDefined();
  });

  const ASTRAL = /[\u{10000}-\u{10FFFF}]/u;
  it.each(codes)("%s: the plain check accepts only what zod accepts (all of it without astral characters)", (code) => {
    const schema = formatSchema(code);
    const check = fastCheckOf(schema);
    for (const value of samples(code)) {
      const zodSays = schema.safeParse(value).success;
      const label = `${code} ${JSON.stringify(value.slice(0, 20))} (${value.length})`;
      if (check?.(value)) expect(zodSays, label).toBe(true);
      else if (check && !ASTRAL.test(value)) expect(zodSays, label).toBe(false);
      expect(formatProblem(schema, value) === undefined, label).toBe(zodSays);
    }
  });

  it("gives zod's own message for a value it refuses", () => {
    expect(formatProblem(formatSchema("N10.N2"), "92,00")).toBe(formatSchema("N10.N2").safeParse("92,00").error?.issues[0]?.message);
    expect(formatProblem(formatSchema("AN32[A-Za-z0-9_]"), "x".repeat(33))).toMatch(/^AN32\[A-Za-z0-9_\]: expected at most 32/);
  });
});

describe("comma lists built from the one declaration of their values", () => {
  it.each<[string, readonly string[]]>([
    ["WEBHOOK_TYPES", EVENT_TYPES],
    ["TIEBACK_KEYS", TIEBACK_KEYS],
  ])("%s accepts each declared value, all of them, and nothing else", (code, values) => {
    const schema = formatSchema(code);
    for (const v of values) expect(schema.safeParse(v).success, v).toBe(true);
    expect(schema.safeParse(values.join(",")).success).toBe(true);
    expect(schema.safeParse(`${values[0]},`).success).toBe(false);
    expect(schema.safeParse(`${values[0]},NOT_DECLARED`).success).toBe(false);
    expect(schema.safeParse([...values, values[0]].join(",")).success).toBe(false);
  });
});
