import { z } from "zod/mini";
import { log } from "./log.ts";

type Callback = (...args: never[]) => unknown;

const bool = z.pipe(
  z.union([z.boolean(), z.enum(["true", "false"])]),
  z.transform((v) => v === true || v === "true"),
);
const fn = z.custom<Callback>((v) => typeof v === "function");
const strings = z.record(z.string(), z.string());

/**
 * The wpwlOptions this build understands: one row per option with its schema, what an integrator
 * should pass, and the default. Unknown keys are ignored; a bad value is reported once and
 * replaced by the default, so the widget never throws into the page.
 */
const OPTION_TABLE: { readonly [K in keyof WidgetOptions]: { schema: z.ZodMiniType; expected: string; fallback: WidgetOptions[K] } } = {
  style: { schema: z.enum(["card", "plain", "logos"]), expected: '"card", "plain" or "logos"', fallback: "card" as const },
  locale: {
    schema: z.string().check(z.regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/)),
    expected: 'a language code such as "en" or "de-AT"',
    fallback: "en",
  },
  labels: { schema: strings, expected: "an object of label texts", fallback: {} as Record<string, string> },
  errorMessages: { schema: strings, expected: "an object of error texts", fallback: {} as Record<string, string> },
  showLabels: { schema: bool, expected: "true or false", fallback: true },
  showPlaceholders: { schema: bool, expected: "true or false", fallback: true },
  disableSubmitOnEnter: { schema: bool, expected: "true or false", fallback: false },
  onReady: { schema: fn, expected: "a function", fallback: undefined as Callback | undefined },
  onError: { schema: fn, expected: "a function", fallback: undefined as Callback | undefined },
  onBeforeSubmitCard: { schema: fn, expected: "a function", fallback: undefined as Callback | undefined },
};

export interface WidgetOptions {
  style: "card" | "plain" | "logos";
  locale: string;
  labels: Record<string, string>;
  errorMessages: Record<string, string>;
  showLabels: boolean;
  showPlaceholders: boolean;
  disableSubmitOnEnter: boolean;
  onReady: Callback | undefined;
  onError: Callback | undefined;
  onBeforeSubmitCard: Callback | undefined;
}

function shown(v: unknown): string {
  if (typeof v === "function") return "a function";
  try {
    return JSON.stringify(v)?.slice(0, 60) ?? String(v);
  } catch {
    return typeof v;
  }
}

/** Reads window.wpwlOptions once, at mount. */
export function parseOptions(raw: unknown): WidgetOptions {
  const source = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  if (raw !== undefined && source !== raw) log.warn(`wpwlOptions: expected an object, got ${shown(raw)}; using the defaults.`);
  const out: Record<string, unknown> = {};
  for (const [key, row] of Object.entries(OPTION_TABLE)) {
    const value = source[key];
    if (value === undefined) {
      out[key] = row.fallback;
      continue;
    }
    const parsed = row.schema.safeParse(value);
    if (parsed.success) out[key] = parsed.data;
    else {
      log.warn(`wpwlOptions.${key}: expected ${row.expected}, got ${shown(value)}; using the default (${shown(row.fallback)}).`);
      out[key] = row.fallback;
    }
  }
  return out as unknown as WidgetOptions;
}
