import { cvvField } from "./cvv-field.ts";
import { expiryField } from "./expiry-field.ts";
import { readFrameParams } from "./frame-params.ts";
import { connectToWidget, type FramePort } from "./handshake.ts";
import { holderField } from "./holder-field.ts";
import { numberField } from "./number-field.ts";
import { exposeField } from "./sibling.ts";

/** Each field's factory, and the name its input has (for the browser's autofill). */
const FIELDS = {
  cardNumber: ["card.number", numberField],
  cvv: ["card.cvv", cvvField],
  expiry: ["card.expiryDate", expiryField],
  cardHolder: ["card.holder", holderField],
} as const;

/** Entry of card-field.html: one hosted field (card number, CVV; with SAQ-A expiry, holder) of one widget instance. */
function start(): void {
  const params = readFrameParams(location, window);
  const input = document.getElementById("field");
  const error = document.getElementById("field-error");
  if (!params || !(input instanceof HTMLInputElement) || !error) return;
  const [name, create] = FIELDS[params.field];
  input.name = name;
  let port: FramePort | undefined;
  const queued: FramePort = { send: (e) => port?.send(e) };
  const field = create(input, error, params, () => queued);
  // The field takes typing from now on, before the widget's configuration comes (a page object that types at
  // once loses nothing); a frame that cannot start stays disabled, so nothing is typed into a dead field.
  input.disabled = false;
  exposeField({ channel: params.channel, kind: params.field, value: field.value });
  port = connectToWidget(params, (cmd) => void field.onCommand(cmd));
}

start();
