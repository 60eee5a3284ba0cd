import { isChannelId } from "../shared/message-guards.ts";
import { FIELD_KINDS, type FieldKind } from "../shared/protocol-constants.ts";

/** What the embedding widget told this frame in its URL fragment, checked before anything runs. */
export interface FrameParams {
  readonly field: FieldKind;
  readonly channel: string;
  /** The merchant page's origin: the only origin this frame talks to. */
  readonly parentOrigin: string;
  readonly checkoutId: string;
}

/**
 * Reads `#field=…&channel=…&parent=…&checkout=…`. Returns undefined (the frame stays inert) when
 * the frame is not embedded, a value is malformed, or the claimed parent origin is not the real one.
 */
export function readFrameParams(loc: Location, win: Window): FrameParams | undefined {
  if (win.parent === win) return undefined;
  const p = new URLSearchParams(loc.hash.slice(1));
  const field = p.get("field") as FieldKind | null;
  const channel = p.get("channel") ?? "";
  const parent = p.get("parent") ?? "";
  const checkoutId = p.get("checkout") ?? "";
  if (!field || !FIELD_KINDS.includes(field) || !isChannelId(channel)) return undefined;
  if (!/^[A-Za-z0-9.-]{32,48}$/.test(checkoutId)) return undefined;
  let parentOrigin: string;
  try {
    parentOrigin = new URL(parent).origin;
  } catch {
    return undefined;
  }
  if (parentOrigin !== parent || parentOrigin === "null") return undefined;
  // Where the browser tells us who embeds us (Chromium, WebKit), the claim must match.
  const ancestors = loc.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== parentOrigin) return undefined;
  return { field, channel, parentOrigin, checkoutId };
}
