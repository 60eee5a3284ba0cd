/**
 * When onDetectBrand and onChangeBrand fire: onDetectBrand whenever the list of candidate brands
 * (most specific first) differs from the last one reported, onChangeBrand whenever the brand the
 * payment goes out with differs from the last one reported, starting with the initial brand.
 */
export interface BrandEvents {
  /** The new candidate list, if it differs from the last one. */
  detected(brands: readonly string[]): readonly string[] | undefined;
  /** True when `brand` differs from the last brand reported (always true the first time). */
  changed(brand: string): boolean;
}

export function createBrandEvents(): BrandEvents {
  let candidates: readonly string[] = [];
  let brand: string | undefined;
  return {
    detected(brands) {
      if (sameList(brands, candidates)) return undefined;
      candidates = [...brands];
      return candidates;
    },
    changed(next) {
      if (next === brand) return false;
      brand = next;
      return true;
    },
  };
}

export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
