import { CARD_BRAND_NAMES } from "./brand-names.ts";
import { VARIANT_OF } from "./brand-relations.ts";

/**
 * The brands of a card form whose merchant form names none (widget/boot/read-page.ts): every card brand but the
 * variants (detected as their base). This very array is the sign: such a form detects the brand and shows no brand
 * select. A file of its own, so that the card frames, which import brand-relations.ts, do not compute it.
 */
export const ANY_CARD_BRAND: readonly string[] = Object.keys(CARD_BRAND_NAMES).filter((b) => !VARIANT_OF[b]);
