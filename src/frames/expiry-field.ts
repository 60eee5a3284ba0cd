import { formatExpiryInput } from "../shared/expiry.ts";
import { validateExpiry } from "../shared/expiry-validation.ts";
import type { WidgetCommand } from "../shared/protocol.ts";
import { wireInput } from "./field-input.ts";
import type { FrameParams } from "./frame-params.ts";
import type { FramePort } from "./handshake.ts";

/**
 * The expiry field (wpwlOptions.enableSAQACompliance): "MM / YY" as the shopper types, the checks
 * of shared/expiry.ts, validity flags to the widget. The number frame reads the date from here
 * when it posts the payment; the merchant page never sees it.
 */
export function expiryField(input: HTMLInputElement, error: HTMLElement, _params: FrameParams, port: () => FramePort) {
  const field = wireInput(input, error, port);
  let anyDate = false;
  let before = "";
  input.autocomplete = "cc-exp";
  // Always needed, whatever the options: assistive technology says so (the frame's form has novalidate, no browser bubble).
  input.required = true;
  input.inputMode = "numeric";
  input.maxLength = 9;
  const check = () => field.report(validateExpiry(input.value, new Date(), anyDate));
  input.addEventListener("input", () => {
    // Deleting keeps what is left ("12 / " back to "12 "); typing and autofill are shaped.
    if (input.value.length >= before.length) input.value = formatExpiryInput(input.value);
    before = input.value;
    check();
  });
  return {
    value: () => input.value,
    async onCommand(cmd: WidgetCommand) {
      if (field.common(cmd)) return;
      if (cmd.type === "config") {
        anyDate = cmd.anyDate === true;
        check();
      }
    },
  };
}
