import { cardBrand } from "../shared/brands.ts";
import { formatCardNumber, MAX_CARD_DIGITS, validateCardNumber } from "../shared/card-number.ts";
import type { WidgetCommand } from "../shared/protocol.ts";
import { wireInput } from "./field-input.ts";
import type { FrameParams } from "./frame-params.ts";
import type { FramePort } from "./handshake.ts";
import { findSibling } from "./sibling.ts";
import { submitPayment } from "./submit-payment.ts";

/** The card-number field: formatting, brand detection, validation, and the payment request itself. */
export function numberField(input: HTMLInputElement, error: HTMLElement, params: FrameParams, port: () => FramePort) {
  const field = wireInput(input, error, port);
  let allowed: readonly string[] = [];
  /** wpwlOptions.numberFormatting: spaces between the digit groups of the brand. */
  let grouped = true;
  let paying = false;
  /**
   * The last attempt that got no definitive answer (network error, 5xx): retrying the same data reuses
   * its idempotency key, so the gateway answers with the first result instead of charging twice.
   * Held in this frame's memory only.
   */
  let unanswered: { readonly data: string; readonly key: string } | undefined;
  const digits = () => input.value.replace(/\D/g, "").slice(0, MAX_CARD_DIGITS);

  input.autocomplete = "cc-number";
  input.inputMode = "numeric";
  input.addEventListener("input", () => {
    const d = digits();
    const caretDigits = input.value.slice(0, input.selectionStart ?? input.value.length).replace(/\D/g, "").length;
    const v = validateCardNumber(d, allowed);
    const b = v.brands[0] === undefined ? undefined : cardBrand(v.brands[0]);
    const formatted = grouped ? formatCardNumber(d, b) : d;
    if (formatted !== input.value) {
      input.value = formatted;
      let pos = 0;
      for (let seen = 0; pos < formatted.length && seen < caretDigits; pos++) if (/\d/.test(formatted[pos] ?? "")) seen++;
      input.setSelectionRange(pos, pos);
    }
    field.report(v, v.brands);
  });

  return {
    value: digits,
    async onCommand(cmd: WidgetCommand) {
      if (field.common(cmd)) return;
      if (cmd.type === "config") {
        allowed = cmd.brands;
        grouped = cmd.format !== false;
        field.report(validateCardNumber(digits(), allowed));
      } else if (cmd.type === "pay" && !paying) {
        paying = true;
        const cvv = findSibling(params.channel, "cvv")?.value() ?? "";
        // An empty CVV (wpwlOptions.allowEmptyCvv) is left out, not sent as "".
        const body = { ...cmd.params, "card.number": digits(), ...(cvv ? { "card.cvv": cvv } : {}) };
        const data = JSON.stringify(body);
        const key = unanswered?.data === data ? unanswered.key : crypto.randomUUID();
        const outcome = await submitPayment(params.checkoutId, body, key);
        unanswered = outcome.kind === "error" ? { data, key } : undefined;
        paying = false;
        port().send({ type: "result", outcome });
      }
    },
  };
}
