import type { BinInfo } from "../../shared/bin-info.ts";

/** onDetectBin's argument: BIN-derived data only, never the BIN's digits (docs/integration.md "Options"). */
export interface BinEvent {
  readonly brands: readonly string[];
  readonly type: BinInfo["type"];
  readonly country: string | undefined;
}

/**
 * When onDetectBrand, onChangeBrand and onDetectBin fire: onDetectBrand whenever the list of candidate brands
 * (most specific first) differs from the last one reported, onChangeBrand whenever the brand the
 * payment goes out with differs from the last one reported, starting with the initial brand;
 * onDetectBin (brandDetectionType "binlist") whenever what the BIN table says of the number differs
 * from the last (`{ brands: [] }` at start: nothing known).
 */
export interface BrandEvents {
  /** The new candidate list, if it differs from the last one. */
  detected(brands: readonly string[]): readonly string[] | undefined;
  /** True when `brand` differs from the last brand reported (always true the first time). */
  changed(brand: string): boolean;
  /** A new object of the three BIN fields (nothing else a message holds), if they differ from the last. */
  bin(info: BinInfo | undefined): BinEvent | undefined;
}

export function createBrandEvents(): BrandEvents {
  let candidates: readonly string[] = [];
  let brand: string | undefined;
  let lastBin = JSON.stringify({ brands: [] });
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
    bin(info) {
      const next = { brands: info?.brands ?? [], type: info?.type, country: info?.country };
      const key = JSON.stringify(next);
      if (key === lastBin) return undefined;
      lastBin = key;
      return next;
    },
  };
}

export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
