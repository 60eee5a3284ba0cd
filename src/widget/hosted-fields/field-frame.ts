import { isFrameEvent } from "../../shared/message-guards.ts";
import type { FrameEvent, WidgetCommand } from "../../shared/protocol.ts";
import { type FieldKind, PROTOCOL } from "../../shared/protocol-constants.ts";
import { isHandshakeFor } from "./handshake-check.ts";

export interface FieldFrame {
  readonly kind: FieldKind;
  /** The iframe's URL: the gateway's field page, told its field, channel, parent origin and checkout in the fragment. */
  readonly src: string;
  /** Called by the component's ref with the rendered iframe. */
  attach(iframe: HTMLIFrameElement | null): void;
  /** The rendered iframe, if any (the `this` of the frame callbacks). */
  element(): HTMLIFrameElement | null;
  send(cmd: WidgetCommand): void;
  destroy(): void;
}

export interface FieldFrameOptions {
  readonly kind: FieldKind;
  readonly gatewayOrigin: string;
  readonly channel: string;
  readonly checkoutId: string;
  readonly onConnect: () => void;
  readonly onEvent: (e: FrameEvent) => void;
}

/**
 * Owns one hosted-field iframe's messaging. The handshake message must come from this iframe's
 * window, have the ready shape, come from the gateway origin and name this instance's channel;
 * then a MessageChannel carries everything else. Commands sent before the port exists wait. Shapes
 * are checked with the guards of message-guards.ts, cross-checked against the zod schemas of protocol.ts.
 */
export function createFieldFrame(o: FieldFrameOptions): FieldFrame {
  let iframe: HTMLIFrameElement | null = null;
  let port: MessagePort | undefined;
  let pending: WidgetCommand[] = [];
  /** The latest config/brand/invalid command, replayed when a reloaded frame connects again. */
  const sticky = new Map<WidgetCommand["type"], WidgetCommand>();
  const fragment = new URLSearchParams({ field: o.kind, channel: o.channel, parent: location.origin, checkout: o.checkoutId });
  const src = `${o.gatewayOrigin}/v1/pciIframe.html?checkoutId=${encodeURIComponent(o.checkoutId)}#${fragment.toString()}`;

  const onMessage = (e: MessageEvent) => {
    const expected = { source: iframe?.contentWindow, origin: o.gatewayOrigin, channel: o.channel, field: o.kind };
    if (!iframe || !isHandshakeFor(e, expected)) return;
    port?.close();
    const mc = new MessageChannel();
    port = mc.port1;
    port.onmessage = (m) => {
      const ev: unknown = m.data;
      if (isFrameEvent(ev)) o.onEvent(ev);
    };
    iframe.contentWindow?.postMessage({ p: PROTOCOL, type: "connect", channel: o.channel }, o.gatewayOrigin, [mc.port2]);
    for (const cmd of [...sticky.values(), ...pending]) port.postMessage(cmd);
    pending = [];
    o.onConnect();
  };
  window.addEventListener("message", onMessage);

  return {
    kind: o.kind,
    src,
    attach(el) {
      iframe = el;
    },
    element: () => iframe,
    send(cmd) {
      const isSticky = cmd.type === "config" || cmd.type === "brand" || cmd.type === "invalid";
      if (isSticky) sticky.set(cmd.type, cmd);
      if (port) port.postMessage(cmd);
      else if (!isSticky) pending.push(cmd);
    },
    destroy() {
      window.removeEventListener("message", onMessage);
      port?.close();
      port = undefined;
      pending = [];
      sticky.clear();
      iframe = null;
    },
  };
}

/**
 * Focuses the field inside a hosted-field frame: the frame element, from the page, because a
 * cross-origin frame may not take the focus by itself once the click's user activation is gone. The
 * page's focus empties the focus inside the frame (Chromium), and the frame then focuses its field
 * itself (frames/field-input.ts). A focus command as well would race that move across processes: the
 * field focused by the command, emptied by the page's focus landing after it, focused again (a blur
 * and a second focus for the merchant's callbacks). So the command goes only to a frame that holds the
 * focus already, which the page must not focus again (that would empty it).
 */
export function focusFrame(frame: FieldFrame): void {
  const iframe = frame.element();
  if (iframe && document.activeElement !== iframe) iframe.focus();
  else frame.send({ type: "focus" });
}
