import { cardBrand } from "../shared/brands.ts";
import { formatCardNumber, MAX_CARD_DIGITS, validateCardNumber } from "../shared/card-number.ts";
import type { FieldKind, WidgetCommand } from "../shared/protocol.ts";
import { binLookup } from "./bin-lookup.ts";
import { cardDetails } from "./card-details.ts";
import { fetchBinInfo } from "./fetch-bin-info.ts";
import { wireInput } from "./field-input.ts";
import type { FrameParams } from "./frame-params.ts";
import type { FramePort } from "./handshake.ts";
import { payAttempts } from "./pay-attempt.ts";
import { findSibling } from "./sibling.ts";

/** The card-number field: formatting, brand detection, validation, and the payment request itself. */
export function numberField(input: HTMLInputElement, error: HTMLElement, params: FrameParams, port: () => FramePort) {
  const field = wireInput(input, error, port);
  let allowed: readonly string[] = [];
  const attempts = payAttempts(params.checkoutId, params);
  /** wpwlOptions.numberFormatting: spaces between the digit groups of the brand. */
  let grouped = true;
  const digits = () => input.value.replace(/\D/g, "").slice(0, MAX_CARD_DIGITS);

  /** wpwlOptions.brandDetectionType "binlist": the gateway's BIN table, asked once per new BIN. */
  let bins: ReturnType<typeof binLookup> | undefined;

  input.autocomplete = "cc-number";
  // Always needed, whatever the options: assistive technology says so (the frame's form has novalidate, no browser bubble).
  input.required = true;
  input.inputMode = "numeric";
  const refresh = () => {
    const d = digits();
    const caretDigits = input.value.slice(0, input.selectionStart ?? input.value.length).replace(/\D/g, "").length;
    const bin = bins?.(d);
    const v = validateCardNumber(d, allowed, bin?.brands);
    const b = v.brands[0] === undefined ? undefined : cardBrand(v.brands[0]);
    const formatted = grouped ? formatCardNumber(d, b) : d;
    if (formatted !== input.value) {
      input.value = formatted;
      let pos = 0;
      for (let seen = 0; pos < formatted.length && seen < caretDigits; pos++) if (/\d/.test(formatted[pos] ?? "")) seen++;
      input.setSelectionRange(pos, pos);
    }
    field.report(v, v.brands, bin);
  };
  input.addEventListener("input", refresh);

  return {
    value: digits,
    async onCommand(cmd: WidgetCommand) {
      if (field.common(cmd)) return;
      if (cmd.type === "config") {
        allowed = cmd.brands;
        grouped = cmd.format !== false;
        if (cmd.binlist) bins ??= binLookup((bin, signal) => fetchBinInfo(params.checkoutId, bin, signal), refresh);
        refresh();
      } else if (cmd.type === "pay" && !("registrationId" in cmd.params)) {
        const sibling = (kind: FieldKind) => findSibling(params.channel, kind)?.value();
        const body = cardDetails(cmd.params, digits(), {
          cvv: sibling("cvv"),
          expiry: sibling("expiry"),
          cardHolder: sibling("cardHolder"),
        });
        const outcome = await attempts.run(body, cmd.target);
        if (outcome) port().send({ type: "result", outcome });
      }
    },
  };
}
