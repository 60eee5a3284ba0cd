import { isSafeStyleValue, STYLE_PROPERTIES } from "../../shared/iframe-styles.ts";
import type { WidgetCommand } from "../../shared/protocol.ts";
import type { CardField } from "../card-model.ts";
import type { FormContext } from "../form-contract.ts";
import type { FrameStyles } from "../options.ts";
import type { FieldFrame } from "./field-frame.ts";

/** What the input inside a hosted field takes from its iframe element's computed style: color, the font, letter-spacing. */
const COPIED = STYLE_PROPERTIES.slice(0, 6);

/**
 * The iframe element's computed text style, for the input inside: as the established widget copies it
 * (merchants' pages rely on it: `.wpwl-control-iframe { color: … }` is how they reach the typed text, and
 * a dark form's `.wpwl-control { color: #fff }` must not leave dark digits on a dark field). A long font
 * stack keeps the families that fit the frame's limit; a value the frame would refuse is left out.
 * Called when the form shows and again after onReady.
 */
export function copiedStyle(element: Element | null): Record<string, string> {
  const style: Record<string, string> = {};
  if (!element) return style;
  const computed = getComputedStyle(element);
  // Before the widget's stylesheet applies, the element's style is not yet the form's: the frame keeps its own.
  if (!computed.getPropertyValue("--wpwl-styled")) return style;
  for (const name of COPIED) {
    let value = computed.getPropertyValue(name);
    while (value.length > 80 && value.includes(",")) value = value.slice(0, value.lastIndexOf(","));
    if (value && isSafeStyleValue(value)) style[name] = value;
  }
  return style;
}

/**
 * The `config` command a card form sends each of its hosted fields once the labels are in (and again
 * when the form is ready, after the page's onReady may have restyled it): the texts, the shopper's
 * language and direction, the element's text style, and what wpwlOptions ask of that field (masked
 * CVV, number without spaces, any expiry date, placeholder style, BIN lookups).
 */
export function fieldConfig(ctx: FormContext, kind: CardField, frame: FieldFrame): WidgetCommand {
  const { options } = ctx;
  const { labels } = ctx.strings.value;
  const texts: Record<CardField, readonly [string, string]> = {
    cardNumber: [labels.cardNumberPlaceholder, labels.cardNumber],
    cvv: [labels.cvvPlaceholder, labels.cvv],
    expiry: [labels.mmyy, labels.expiryDate],
    cardHolder: [labels.cardHolderPlaceholder, labels.cardHolder],
  };
  const [placeholder, label] = texts[kind];
  const style = options.iframeStyles[kind as keyof FrameStyles];
  return {
    type: "config",
    brands: [...ctx.brands],
    placeholder: options.showPlaceholders ? placeholder : "",
    label,
    locale: ctx.locale.tag,
    dir: ctx.locale.dir,
    ...(kind === "cvv" && options.maskCvv ? { mask: true } : {}),
    ...(kind === "cardNumber" && !options.numberFormatting ? { format: false } : {}),
    ...(kind === "expiry" && options.disableCardExpiryDateValidation ? { anyDate: true } : {}),
    ...(style ? { placeholderStyle: style } : {}),
    inputStyle: copiedStyle(frame.element()),
    // Only the number frame looks BINs up; the CVV frame ignores it.
    binlist: options.brandDetectionType === "binlist",
  };
}
