import { cvvField } from "./cvv-field.ts";
import { readFrameParams } from "./frame-params.ts";
import { connectToWidget, type FramePort } from "./handshake.ts";
import { numberField } from "./number-field.ts";
import { exposeField } from "./sibling.ts";

/** Entry of card-field.html: one hosted field (card number or CVV) of one widget instance. */
function start(): void {
  const params = readFrameParams(location, window);
  const input = document.getElementById("field");
  const error = document.getElementById("field-error");
  if (!params || !(input instanceof HTMLInputElement) || !error) return;
  input.name = params.field === "cardNumber" ? "card.number" : "card.cvv";
  let port: FramePort | undefined;
  const queued: FramePort = { send: (e) => port?.send(e) };
  const field =
    params.field === "cardNumber" ? numberField(input, error, params, () => queued) : cvvField(input, error, params, () => queued);
  exposeField({ channel: params.channel, kind: params.field, value: field.value });
  port = connectToWidget(params, (cmd) => void field.onCommand(cmd));
}

start();
