import { isReadyMessage } from "../../shared/message-guards.ts";

/**
 * Whether a message is a hosted field's handshake for this form: from that field's iframe window, of
 * the ready shape, from the gateway's origin, naming this form's channel and that field. A pure
 * function over the parts of a MessageEvent it reads, so it is tested without a browser.
 */
export function isHandshakeFor(
  e: Pick<MessageEvent, "source" | "origin" | "data">,
  expected: { readonly source: unknown; readonly origin: string; readonly channel: string; readonly field: string },
): boolean {
  if (expected.source == null || e.source !== expected.source) return false;
  const msg: unknown = e.data;
  return isReadyMessage(msg) && e.origin === expected.origin && msg.channel === expected.channel && msg.field === expected.field;
}
