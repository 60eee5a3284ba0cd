import { HOLDER_MAX, validateHolder } from "../shared/holder.ts";
import type { WidgetCommand } from "../shared/protocol.ts";
import { wireInput } from "./field-input.ts";
import type { FrameParams } from "./frame-params.ts";
import type { FramePort } from "./handshake.ts";

/**
 * The card holder field (wpwlOptions.enableSAQACompliance): the checks of shared/holder.ts,
 * validity flags to the widget (allowEmptyCardHolderName is the widget's call). The number frame
 * reads the name from here when it posts the payment; the merchant page never sees it.
 */
export function holderField(input: HTMLInputElement, error: HTMLElement, _params: FrameParams, port: () => FramePort) {
  const field = wireInput(input, error, port);
  input.autocomplete = "cc-name";
  input.type = "text"; // the digit fields are type="tel", as on the established widget

  input.maxLength = HOLDER_MAX;
  // Names run in their own script's direction (the digits of the other fields stay left to right).
  input.dir = "auto";
  const check = () => field.report(validateHolder(input.value));
  input.addEventListener("input", check);
  return {
    value: () => input.value,
    async onCommand(cmd: WidgetCommand) {
      if (field.common(cmd)) return;
      if (cmd.type === "config") check();
    },
  };
}
