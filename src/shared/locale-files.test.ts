import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALE_CODES } from "./locales.ts";

type Strings = Record<"labels" | "errorMessages", Record<string, string>>;
const dir = new URL("../../locales/", import.meta.url);
const read = (code: string) => JSON.parse(readFileSync(new URL(`${code}.json`, dir), "utf8")) as Strings;
const en = read("en");
const others = LOCALE_CODES.filter((c) => c !== "en");

/** Values that may equal English: format samples and codes, not words. */
const CODES = new Set(["labels.cardNumberPlaceholder", "labels.cvv", "labels.cvvPlaceholder", "labels.mmyy", "labels.iban", "labels.bic"]);

const entries = (s: Strings) =>
  (["labels", "errorMessages"] as const).flatMap((group) => Object.entries(s[group]).map(([k, v]) => [`${group}.${k}`, v] as const));
const placeholders = (v: string) => [...v.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("locale files", () => {
  it("exist for exactly the 25 languages", () => {
    const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
    expect(files.map((f) => f.slice(0, -5)).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it.each(others)("%s has the same keys as English, in the same order", (code) => {
    expect(entries(read(code)).map(([k]) => k)).toEqual(entries(en).map(([k]) => k));
  });

  it.each(others)("%s keeps every placeholder and adds none", (code) => {
    const t = Object.fromEntries(entries(read(code)));
    for (const [key, value] of entries(en)) expect([key, placeholders(t[key] ?? "")]).toEqual([key, placeholders(value)]);
  });

  it.each(LOCALE_CODES)("%s has no empty or padded strings", (code) => {
    for (const [key, value] of entries(read(code))) {
      expect([key, value.trim() !== "" && value === value.trim()]).toEqual([key, true]);
    }
  });

  it.each(others)("%s is translated: no value equals English unless it is a code", (code) => {
    const t = Object.fromEntries(entries(read(code)));
    const copies = entries(en).filter(([key, value]) => !CODES.has(key) && t[key] === value);
    expect(copies.map(([k]) => k)).toEqual([]);
  });

  it.each(LOCALE_CODES)("%s fits the 2 KB brotli budget comfortably as raw JSON (< 6 KB)", (code) => {
    expect(readFileSync(new URL(`${code}.json`, dir)).length).toBeLessThan(6 * 1024);
  });
});
