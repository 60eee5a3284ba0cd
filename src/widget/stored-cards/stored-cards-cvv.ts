import type { WidgetOptions } from "../options.ts";

/**
 * Whether a stored card (one-click) asks for its CVV. `registrations.requireCvv` decides; when it is
 * not given, a top-level `requireCvv` that is (the established widget used it for the one-click CVV
 * in some versions) does; with neither, stored cards pay without CVV. The top-level option always
 * decides the CVV of the card form (new cards). Both given with different values is most likely a
 * page written for one meaning of requireCvv: `conflict` is the console message that says what applies.
 */
export function storedCardsCvv(o: Pick<WidgetOptions, "requireCvv" | "registrations">): {
  readonly requireCvv: boolean;
  readonly conflict?: string;
} {
  const top = o.requireCvv;
  const stored = o.registrations.requireCvv;
  if (stored === undefined) return { requireCvv: top === true };
  if (top === undefined || top === stored) return { requireCvv: stored };
  return {
    requireCvv: stored,
    conflict: `wpwlOptions.requireCvv: expected the same value as wpwlOptions.registrations.requireCvv when both are given, got ${top} and ${stored}; using requireCvv (${top}) for the card form and registrations.requireCvv (${stored}) for the stored cards.`,
  };
}
