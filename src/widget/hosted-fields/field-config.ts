import type { WidgetCommand } from "../../shared/protocol.ts";
import type { FormContext } from "../boot/form-contract.ts";
import type { CardField } from "../card/card-model.ts";
import type { FrameStyles } from "../options.ts";

/**
 * The `config` command a card form sends each of its hosted fields once the labels are in: the
 * texts, the shopper's language and direction, and what wpwlOptions ask of that field (masked CVV,
 * number without spaces, any expiry date, placeholder style, BIN lookups).
 */
export function fieldConfig(ctx: FormContext, kind: CardField, placeholder: string, label: string): WidgetCommand {
  const { options } = ctx;
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
    // Only the number frame looks BINs up; the CVV frame ignores it.
    binlist: options.brandDetectionType === "binlist",
  };
}
