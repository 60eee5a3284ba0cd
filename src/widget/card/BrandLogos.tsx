import { brandName } from "../../shared/brand-names.ts";
import { stateClasses } from "./state-classes.ts";

interface BrandLogosProps {
  readonly brands: readonly string[];
  readonly selected: string;
  readonly label: string;
  /** Name of the radio group: unique per form. */
  readonly name: string;
  readonly onChoose: (brand: string) => void;
}

/**
 * Brands as logos the shopper picks from (style "logos", and the brands of a co-badged card): a
 * radio group whose labels are `.wpwl-brand.wpwl-brand-card.wpwl-brand-<BRAND>`, with
 * `.wpwl-selected` on the brand that pays.
 */
export function BrandLogos(p: BrandLogosProps) {
  return (
    <fieldset class="wpwl-brand-logos">
      <legend class="wpwl-brand-logos-label">{p.label}</legend>
      {p.brands.map((b) => (
        <label key={b} class={`wpwl-brand wpwl-brand-card wpwl-brand-${b}`} ref={stateClasses({ "wpwl-selected": b === p.selected })}>
          <input type="radio" class="wpwl-sr-only" name={p.name} value={b} checked={b === p.selected} onChange={() => p.onChoose(b)} />
          {brandName(b)}
        </label>
      ))}
    </fieldset>
  );
}
