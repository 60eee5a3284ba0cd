/** A checkout amount ("49.99", N10.N2) in the shopper's locale: "49,99 €" in German, "€49.99" in English. */
export function formatAmount(amount: string, currency: string, tag: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(tag, { style: "currency", currency }).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** Fills `{name}` placeholders; unknown placeholders stay as they are. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (Object.hasOwn(values, name) ? (values[name] as string) : m));
}
