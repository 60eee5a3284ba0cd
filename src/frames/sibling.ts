import type { FieldKind } from "../shared/protocol.ts";

/** What a hosted field exposes to its same-origin sibling frames (never to the merchant page: it is cross-origin). */
export interface SiblingField {
  readonly channel: string;
  readonly kind: FieldKind;
  value(): string;
}

const KEY = "__wpwlField";

export function exposeField(field: SiblingField): void {
  Object.defineProperty(window, KEY, { value: Object.freeze(field), enumerable: false });
}

/**
 * Finds the sibling field of the same widget instance among the parent's frames. Cross-origin
 * frames (the merchant's, an attacker's) throw on access and are skipped.
 */
export function findSibling(channel: string, kind: FieldKind): SiblingField | undefined {
  const parent = window.parent;
  for (let i = 0; i < parent.length; i++) {
    try {
      const w = parent[i] as (Window & { [KEY]?: SiblingField }) | undefined;
      if (!w || w === window || w.location.origin !== location.origin) continue;
      const f = w[KEY];
      if (f && f.channel === channel && f.kind === kind) return f;
    } catch {
      // cross-origin frame: not ours
    }
  }
  return undefined;
}
