import { closest, distance } from "fastest-levenshtein";
import { widgetPaymentAccepts } from "../gateway/params/widget-payment-rules.ts";

/** What this build of the widget understands (dist/contract.json, scripts/widget-contract.ts). */
export interface WidgetContract {
  readonly options: readonly string[];
  readonly brands: readonly string[];
  readonly classes: readonly string[];
  readonly classPrefixes: readonly string[];
  /** The names of the fields and frames the widget renders (`card.number`, `card.holder`, …). */
  readonly names: readonly string[];
  readonly api: readonly string[];
}

export type Verdict = "supported" | "changed" | "not supported" | "unknown";

export interface Line {
  readonly verdict: Verdict;
  readonly item: string;
  readonly note: string;
}

/**
 * Options the widget takes but treats otherwise than a page may expect, with what differs (docs/integration.md).
 * Each is also what the widget's own console says when a value is not one it takes.
 */
export const DIFFERENCES: Readonly<Record<string, string>> = Object.freeze({
  iframeStyles: "placeholder styles only, and only plain values of color, font-* and text properties (docs/integration.md, iframeStyles)",
  spinner: "false hides it; of an object, only its color is used",
  onBeforeSubmitCard:
    "only `return false` stops the payment; event.preventDefault() alone does not (docs/dom-contract.md, Before the payment)",
});

/** The nearest known name when it is near enough to be a slip of the keyboard (at most 2 edits, and less than half of it). */
export function nearest(name: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const best = closest(name, [...known]);
  const d = distance(name, best);
  return d > 0 && d <= 2 && d < name.length / 2 ? best : undefined;
}

/** A wpwlOptions key (top level): supported, changed (a difference, or a value the widget refused), or not one of its options. */
export function optionLine(key: string, c: WidgetContract, said: readonly string[], late: boolean): Line {
  if (!c.options.includes(key)) {
    const guess = nearest(key, c.options);
    return guess
      ? { verdict: "unknown", item: key, note: `not an option of this widget (ignored): did you mean ${guess}?` }
      : { verdict: "not supported", item: key, note: "not an option of this widget: ignored" };
  }
  const complaint = said.find((m) => m.includes(`wpwlOptions.${key}:`) || m.includes(`wpwlOptions.${key}.`));
  if (complaint) return { verdict: "changed", item: key, note: complaint };
  if (late)
    return {
      verdict: "changed",
      item: key,
      note: "set after the widget read wpwlOptions (it reads them once, when the page's DOM is ready): set it before, not in onReady or later",
    };
  const difference = DIFFERENCES[key];
  return difference ? { verdict: "changed", item: key, note: difference } : { verdict: "supported", item: key, note: "" };
}

/** A family's name with a slip in its prefix (`wpwl-contol-cardNumber` → `wpwl-control-cardNumber`). */
function nearestInFamily(name: string, prefixes: readonly string[]): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const p of prefixes) {
    for (let k = p.length - 2; k <= p.length + 2; k++) {
      if (k <= 5 || k >= name.length) continue;
      const d = distance(name.slice(0, k), p);
      if (d >= 1 && d <= 2 && (!best || d < best.d)) best = { name: p + name.slice(k), d };
    }
  }
  return best?.name;
}

/** A `wpwl-*` class a selector names: one the widget renders (or a family it renders), or not. */
export function classLine(name: string, c: WidgetContract, where: string): Line {
  if (c.classes.includes(name) || c.classPrefixes.some((p) => name.startsWith(p) && name.length > p.length))
    return { verdict: "supported", item: `.${name}`, note: where };
  const guess = nearest(name, c.classes) ?? nearestInFamily(name, c.classPrefixes);
  return guess
    ? { verdict: "unknown", item: `.${name}`, note: `${where}: no such class in the widget's DOM: did you mean .${guess}?` }
    : { verdict: "not supported", item: `.${name}`, note: `${where}: the widget renders no element with this class` };
}

/** The `wpwl-*` class names in a selector or stylesheet text. */
export const classesIn = (text: string) => [...new Set([...text.matchAll(/\.(wpwl-[A-Za-z0-9_-]+)/g)].map((m) => m[1] as string))];

/** The field names a selector or stylesheet names in `[name=…]`: the widget's own kind (card.*, bankAccount.*, …). */
export const namesIn = (text: string) =>
  [...new Set([...text.matchAll(/\[name\s*[~|^$*]?=\s*["']?([A-Za-z][A-Za-z0-9.]{0,80})/g)].map((m) => m[1] as string))].filter((n) =>
    /^(card|bankAccount|virtualAccount|customer|billing|shipping)\./.test(n),
  );

/** A field or frame name (`iframe[name="card.number"]`) a selector names: one the widget renders, or not. */
export function nameLine(name: string, c: WidgetContract, where: string): Line {
  if (c.names.includes(name)) return { verdict: "supported", item: `[name="${name}"]`, note: where };
  const guess = nearest(name, c.names);
  return guess
    ? { verdict: "unknown", item: `[name="${name}"]`, note: `${where}: no field of the widget has this name: did you mean ${guess}?` }
    : { verdict: "not supported", item: `[name="${name}"]`, note: `${where}: the widget renders no field with this name` };
}

/** A `wpwl.<name>` the page reads. */
export function apiLine(name: string, c: WidgetContract): Line {
  if (c.api.includes(name)) return { verdict: "supported", item: `wpwl.${name}`, note: "" };
  const guess = nearest(name, c.api);
  return guess
    ? { verdict: "unknown", item: `wpwl.${name}`, note: `not part of wpwl: did you mean wpwl.${guess}?` }
    : { verdict: "not supported", item: `wpwl.${name}`, note: "not part of this widget's wpwl object" };
}

/** A brand of data-brands. */
export function brandLine(brand: string, c: WidgetContract): Line {
  if (c.brands.includes(brand)) return { verdict: "supported", item: brand, note: "" };
  const guess = nearest(brand, c.brands);
  return guess
    ? { verdict: "unknown", item: brand, note: `not a brand of this widget (not shown): did you mean ${guess}?` }
    : { verdict: "not supported", item: brand, note: "not a brand of this widget: its form is not shown" };
}

/** An input the page added to a widget form: sent with the payment when the gateway takes it, else dropped. */
export function inputLine(name: string): Line {
  return widgetPaymentAccepts("detected", name)
    ? { verdict: "supported", item: name, note: "sent with the payment" }
    : {
        verdict: "not supported",
        item: name,
        note: "not a parameter of a widget payment: dropped (customer.*, billing.*, shipping.*, customParameters[…] are kept)",
      };
}
