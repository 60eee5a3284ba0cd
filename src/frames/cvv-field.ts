import { cvvLengths, validateCvv } from "../shared/cvv.ts";
import type { WidgetCommand } from "../shared/protocol.ts";
import { wireInput } from "./field-input.ts";
import type { FrameParams } from "./frame-params.ts";
import type { FramePort } from "./handshake.ts";
import { payAttempts } from "./pay-attempt.ts";

/**
 * The CVV field: digits only, length from the brand the number field detected. A stored card's
 * CVV frame (one per row of the one-click form) posts the stored-card payment itself: the
 * registration id and the CVV typed here, never seen by the merchant page.
 */
export function cvvField(input: HTMLInputElement, error: HTMLElement, params: FrameParams, port: () => FramePort) {
  const field = wireInput(input, error, port);
  const attempts = payAttempts(params.checkoutId, params);
  let brand: string | undefined;
  input.autocomplete = "cc-csc";
  input.inputMode = "numeric";
  const check = () => field.report(validateCvv(input.value, brand));
  const limit = () => {
    input.maxLength = Math.max(...cvvLengths(brand));
  };
  limit();
  input.addEventListener("input", () => {
    const d = input.value.replace(/\D/g, "").slice(0, input.maxLength);
    if (d !== input.value) input.value = d;
    check();
  });
  return {
    value: () => input.value,
    async onCommand(cmd: WidgetCommand) {
      if (field.common(cmd)) return;
      if (cmd.type === "pay" && "registrationId" in cmd.params && cmd.target !== "registration") {
        const outcome = await attempts.run({ ...cmd.params, ...(input.value ? { "card.cvv": input.value } : {}) });
        if (outcome) port().send({ type: "result", outcome });
      } else if (cmd.type === "config") check();
      else if (cmd.type === "brand") {
        brand = cmd.brand;
        limit();
        check();
      }
    },
  };
}
