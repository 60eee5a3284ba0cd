import { cvvLengths, validateCvv } from "../shared/cvv.ts";
import type { WidgetCommand } from "../shared/protocol.ts";
import { wireInput } from "./field-input.ts";
import type { FramePort } from "./handshake.ts";

/** The CVV field: digits only, length from the brand the number field detected. */
export function cvvField(input: HTMLInputElement, error: HTMLElement, port: () => FramePort) {
  const field = wireInput(input, error, port);
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
    onCommand(cmd: WidgetCommand) {
      if (field.common(cmd)) return;
      if (cmd.type === "config") check();
      else if (cmd.type === "brand") {
        brand = cmd.brand;
        limit();
        check();
      }
    },
  };
}
