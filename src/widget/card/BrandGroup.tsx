import { ANY_CARD_BRAND } from "../../shared/any-card-brand.ts";
import { brandName } from "../../shared/brand-names.ts";
import type { Strings } from "../../shared/labels.ts";
import type { CardModel } from "../card-model.ts";
import type { WidgetOptions } from "../options.ts";
import { BrandLogos } from "./BrandLogos.tsx";
import { stateClasses } from "./state-classes.ts";

interface BrandGroupProps {
  readonly model: CardModel;
  readonly labels: Strings["labels"];
  readonly brands: readonly string[];
  readonly style: WidgetOptions["style"];
  readonly showLabels: boolean;
  /** The form's element ids: `id("brand")` … */
  readonly id: (f: string) => string;
  readonly onBrand: (brand: string) => void;
}

/**
 * `.wpwl-group-brand`: the label `div[name="wpwl-label-paymentBrand"]`, the `paymentBrand` select,
 * the detected brand's badge (card and plain styles) and the logos to pick (logos style, or a
 * co-badged card's choice).
 */
export function BrandGroup(p: BrandGroupProps) {
  const logos = p.style === "logos";
  // The merchant's form names no brand: detection only, no select (boot/read-page.ts).
  const select = p.brands !== ANY_CARD_BRAND;
  const hidden = logos || !select;
  const choices = p.model.choices.value;
  return (
    <div class="wpwl-group wpwl-group-brand">
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a mouse shortcut like <label>'s; the select is reachable by keyboard */}
      <div
        class={`wpwl-label wpwl-label-brand${p.showLabels && !logos ? "" : " wpwl-sr-only"}${hidden ? " wpwl-hidden" : ""}`}
        id={p.id("brand-label")}
        {...{ name: "wpwl-label-paymentBrand" }}
        onClick={() => document.getElementById(p.id("brand"))?.focus()}
      >
        {p.labels.brand}
      </div>
      <div class={`wpwl-wrapper wpwl-wrapper-brand${hidden ? " wpwl-hidden" : ""}`}>
        <select
          id={p.id("brand")}
          aria-labelledby={p.id("brand-label")}
          class="wpwl-control wpwl-control-brand"
          name="paymentBrand"
          data-action="change-brand"
          value={p.model.brand.value}
          onChange={(e) => p.onBrand(e.currentTarget.value)}
        >
          {p.brands.map((b) => (
            <option key={b} value={b}>
              {brandName(b)}
            </option>
          ))}
        </select>
      </div>
      {/* The detected brand's badge in the card and plain styles (merchants clone `.wpwl-brand:first` for their own logo). */}
      {logos ? null : (
        <div
          class={`wpwl-brand wpwl-brand-${p.style}`}
          ref={stateClasses(Object.fromEntries(p.brands.map((b) => [`wpwl-brand-${b}`, b === p.model.brand.value])))}
          role="img"
          aria-label={brandName(p.model.brand.value)}
        >
          {brandName(p.model.brand.value)}
        </div>
      )}
      {(logos && select) || choices.length > 1 ? (
        <BrandLogos
          brands={choices.length > 1 ? choices : p.brands}
          selected={p.model.brand.value}
          label={choices.length > 1 ? p.labels.coBadgedBrand : p.labels.brand}
          name={p.id("brandChoice")}
          onChoose={p.onBrand}
        />
      ) : null}
    </div>
  );
}
