import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import { ADDRESS_FIELDS, CUSTOMER_FIELDS, NAME_FIELDS } from "../src/shared/billing-fields.ts";
import { englishFor, MODULE_TEXTS, type TextSection } from "../src/widget/i18n/module-texts.ts";

/**
 * The English split between the widget and its on-demand modules (src/widget/i18n/module-texts.ts),
 * checked against the source: what the widget's own code reads stays in its bundle, and a module
 * carries every left-out text its code reads. Imports are followed as the bundler does (type-only
 * imports are not code); a key counts as read where its name appears as a word.
 */
const root = resolve(import.meta.dirname, "..");
const SECTIONS: readonly TextSection[] = ["labels", "errorMessages"];
const MODULES = Object.keys(MODULE_TEXTS) as (keyof typeof MODULE_TEXTS)[];
const entryOf = (bundle: string) =>
  join(root, bundle === "widget" ? "src/widget/main.ts" : `src/widget/module-entries/${bundle}-module.ts`);

function sourcesOf(entry: string): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file) || file.endsWith(".json")) return;
    const text = readFileSync(file, "utf8");
    seen.set(file, text);
    for (const m of text.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+"(\.{1,2}\/[^"]+)";/gms))
      visit(resolve(dirname(file), m[1] ?? ""));
  };
  visit(entry);
  return seen;
}

const readers = (sources: Map<string, string>, key: string) =>
  [...sources].filter(([, text]) => new RegExp(`\\b${key}\\b`).test(text)).map(([file]) => relative(root, file));
/**
 * Where the widget's own code reads a label: `labels.<key>`. Label keys are also words the widget uses for
 * other things (the address keys of wpwlOptions.billingAddress, a frame's "state" message), so for labels
 * the widget is held to this one way of reading them — and to no other (checked below: no `labels[…]`, no
 * destructuring). Error messages are read by keys held in variables, so for them any mention counts.
 */
const labelReaders = (sources: Map<string, string>, key: string) =>
  [...sources].filter(([, text]) => new RegExp(`\\blabels\\??\\.${key}\\b`).test(text)).map(([file]) => relative(root, file));
/** The places that read labels by a key held in a variable, and the keys they can read. */
const DYNAMIC_LABELS: Readonly<Record<string, readonly string[]>> = {
  "src/widget/card/BillingFields.tsx": [...ADDRESS_FIELDS, ...NAME_FIELDS, ...CUSTOMER_FIELDS].map((f) => f.key),
};
const leftOut = (section: TextSection) => [...new Set(MODULES.flatMap((m) => MODULE_TEXTS[m][section] as readonly string[]))];

describe("English split between the widget and its modules", () => {
  it.each(SECTIONS)("every %s key of the table is an English key", (section) => {
    for (const key of leftOut(section)) expect(Object.keys(en[section]), key).toContain(key);
  });

  it.each(SECTIONS)("the widget keeps every %s key, empty where a module brings the text", (section) => {
    const widget = englishFor(en, "widget")[section];
    expect(Object.keys(widget)).toEqual(Object.keys(en[section]));
    for (const [key, text] of Object.entries(en[section])) expect(widget[key], key).toBe(leftOut(section).includes(key) ? "" : text);
  });

  it.each(MODULES)("module %s gets exactly its own texts", (name) => {
    const part = englishFor(en, name);
    for (const section of SECTIONS) {
      const own = MODULE_TEXTS[name][section] as readonly string[];
      expect(part[section]).toEqual(Object.fromEntries(own.map((k) => [k, (en[section] as Record<string, string>)[k]])));
    }
  });

  it("the widget's own code reads none of the texts it leaves out", () => {
    const sources = sourcesOf(entryOf("widget"));
    expect(sources.size).toBeGreaterThan(20);
    for (const key of leftOut("labels")) expect(labelReaders(sources, key), key).toEqual([]);
    for (const key of leftOut("errorMessages")) expect(readers(sources, key), key).toEqual([]);
  });

  it("the widget's own code reads labels only as labels.<key> (what the test above can see)", () => {
    for (const [file, text] of sourcesOf(entryOf("widget"))) {
      expect(/\blabels\??\s*\[/.test(text), `${relative(root, file)} reads labels[…]`).toBe(false);
      expect(/\}\s*=\s*[\w.]*\blabels\b/.test(text), `${relative(root, file)} destructures labels`).toBe(false);
    }
  });

  it.each(MODULES)("module %s carries every left-out text its code reads, and no other", (name) => {
    const sources = sourcesOf(entryOf(name));
    expect(sources.size).toBeGreaterThan(2);
    const dynamic = new Set<string>();
    for (const [file, text] of sources) {
      if (!/\blabels\??\s*\[/.test(text)) continue;
      const keys = DYNAMIC_LABELS[relative(root, file)];
      expect(keys, `${relative(root, file)} reads labels by a key in a variable: list its keys in DYNAMIC_LABELS`).toBeDefined();
      for (const key of keys ?? []) dynamic.add(key);
    }
    const read = {
      labels: leftOut("labels").filter((key) => labelReaders(sources, key).length > 0 || dynamic.has(key)),
      errorMessages: leftOut("errorMessages").filter((key) => readers(sources, key).length > 0),
    };
    for (const section of SECTIONS)
      expect([...(MODULE_TEXTS[name][section] as readonly string[])].sort(), section).toEqual(read[section].sort());
  });
});
