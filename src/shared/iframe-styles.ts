/**
 * wpwlOptions.iframeStyles: CSS for the placeholder of a hosted field, e.g.
 * `{ "card-number-placeholder": { color: "#555", "font-size": "15px" } }`. Merchant input, and
 * untrusted where the frame applies it: only the properties below, with plain values (no url(),
 * no expressions, no var(), nothing that could load a resource or escape the declaration).
 */
export const IFRAME_STYLE_KEYS = { "card-number-placeholder": "cardNumber", "cvv-placeholder": "cvv" } as const;

/** The first six are also what a secure field's input takes from its iframe element (widget/hosted-fields/field-config.ts). */
export const STYLE_PROPERTIES: readonly string[] = [
  "color",
  "font-family",
  "font-size",
  "font-style",
  "font-weight",
  "letter-spacing",
  "opacity",
  "text-align",
  "text-decoration",
  "text-transform",
  "word-spacing",
];

/** Letters, digits, spaces and # % . , ' " / ( ) - only (no ; : { } \\ < @); functions are checked below. */
const VALUE = /^[\w\s#%.,'"/()-]{0,80}$/;
const FUNCTIONS = /(?<![\w-])([\w-]*)\(/g;

/** "fontSize" → "font-size"; property names as CSS writes them. */
export function cssName(key: string): string {
  const k = key.trim();
  return k === k.toUpperCase() ? k.toLowerCase() : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function isSafeStyleValue(value: string): boolean {
  if (!VALUE.test(value)) return false;
  // Only the colour functions: never url(), image-set(), var(), attr(), expression() …
  for (const m of value.matchAll(FUNCTIONS)) if (!/^(rgba?|hsla?)$/i.test(m[1] ?? "")) return false;
  return true;
}

/** The safe declarations of one style map; `dropped` lists what was left out (for the integrator's console). */
export function safeStyles(raw: unknown): { styles: Record<string, string>; dropped: string[] } {
  const styles: Record<string, string> = {};
  const dropped: string[] = [];
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { styles, dropped };
  for (const [key, value] of Object.entries(raw)) {
    const name = cssName(key);
    const v = typeof value === "number" ? String(value) : value;
    if (STYLE_PROPERTIES.includes(name) && typeof v === "string" && isSafeStyleValue(v.trim())) styles[name] = v.trim();
    else dropped.push(key);
  }
  return { styles, dropped };
}
