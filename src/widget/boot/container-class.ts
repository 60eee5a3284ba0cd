/**
 * The classes of a form's container: `wpwl-container-<kind>` and, for a form of one brand,
 * `wpwl-container-<kind>-<BRAND>`. Wallet buttons also carry the established widget's names for them,
 * `wpwl-container-virtualAccount(-<BRAND>)`: merchant pages style and hide them by those names and
 * call `wpwl.executePayment("wpwl-container-virtualAccount-APPLEPAY")` from a button of their own.
 */
export function containerClass(kind: string, brands: readonly string[]): string {
  const brand = brands.length === 1 ? brands[0] : undefined;
  const kinds = kind === "wallet" ? ["wallet", "virtualAccount"] : [kind];
  return ["wpwl-container", ...kinds.flatMap((k) => [`wpwl-container-${k}`, ...(brand ? [`wpwl-container-${k}-${brand}`] : [])])].join(" ");
}
