import type { BinInfo } from "../../shared/bin-info.ts";
import { amongCandidates, CO_BADGED } from "../../shared/brand-relations.ts";

/**
 * The brands a shopper may choose between for the number typed: a co-badged card (MADA with VISA,
 * Cartes Bancaires with VISA or MASTER) lists its local scheme first, then the international one.
 * Only then is there a choice (EU Regulation 2015/751, art. 8); a prefix that is merely ambiguous
 * ("3": AMEX, DINERS, JCB…) is not one. With brandDetectionType "binlist", a BIN the gateway knows
 * with several brands is co-badged whatever they are (a MAESTRO/MASTER card too).
 */
export function coBadgedChoice(candidates: readonly string[], bin?: BinInfo): readonly string[] {
  const first = candidates[0];
  return candidates.length > 1 && first !== undefined && (CO_BADGED.has(first) || bin?.brands[1]) ? candidates : [];
}

/**
 * The brand a list of detected candidates selects: the shopper's own choice while it is still a
 * candidate (or a variant of one: Visa Debit for a Visa number), else the first brand of wpwlOptions.brandDetectionPriority among them, else the
 * most specific candidate.
 */
export function preferredBrand(candidates: readonly string[], priority: readonly string[], chosen?: string): string | undefined {
  if (chosen !== undefined && amongCandidates(chosen, candidates)) return chosen;
  return priority.find((b) => candidates.includes(b)) ?? candidates[0];
}
