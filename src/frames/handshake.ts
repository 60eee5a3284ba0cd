import { isConnectMessage, isWidgetCommand } from "../shared/message-guards.ts";
import type { FrameEvent, WidgetCommand } from "../shared/protocol.ts";
import { PROTOCOL } from "../shared/protocol-constants.ts";
import type { FrameParams } from "./frame-params.ts";

export interface FramePort {
  send(event: FrameEvent): void;
}

/**
 * Announces the frame to its parent and waits for the widget's MessageChannel. Checks, in order:
 * the sender is our parent window, the message has the connect shape, it comes from the expected
 * origin, it names our channel. Anything else is ignored silently. Shapes are checked with the
 * dependency-free guards of message-guards.ts (cross-checked against the zod schemas of
 * protocol.ts), which keeps zod out of the frame bundle.
 */
export function connectToWidget(params: FrameParams, onCommand: (cmd: WidgetCommand) => void): FramePort {
  let port: MessagePort | undefined;
  const queue: FrameEvent[] = [];
  window.addEventListener("message", (e) => {
    if (e.source !== window.parent) return;
    const msg: unknown = e.data;
    if (!isConnectMessage(msg)) return;
    if (e.origin !== params.parentOrigin) return;
    if (msg.channel !== params.channel) return;
    const next = e.ports[0];
    if (!next) return;
    port?.close();
    port = next;
    port.onmessage = (m) => {
      const cmd: unknown = m.data;
      if (isWidgetCommand(cmd)) onCommand(cmd);
    };
    for (const ev of queue.splice(0)) port.postMessage(ev);
  });
  window.parent.postMessage({ p: PROTOCOL, type: "ready", channel: params.channel, field: params.field }, params.parentOrigin);
  return {
    send(event) {
      if (port) port.postMessage(event);
      else queue.push(event);
    },
  };
}
