/** How long a form's hosted fields may take to answer the handshake before the form reports them broken. */
export const FRAME_TIMEOUT_MS = 10_000;

export interface FieldGroup {
  /** A field's frame connected (again, after a move: it counts once). */
  connected(key: string): void;
  /** Every field of the group has connected at least once. */
  readonly complete: boolean;
}

/**
 * The hosted fields of one form (the card form's, the stored cards' CVV frames), as one group: it
 * counts their handshakes and, when not all of them answered within FRAME_TIMEOUT_MS, tells
 * `onTimeout` once (the form then shows "could not be loaded" and onError gets
 * PciIframeCommunicationError). `later` is the form's timer, cleared when the form is destroyed.
 */
export function createFieldGroup(
  keys: readonly string[],
  later: (ms: number, fn: () => void) => void,
  onTimeout: (error: { name: string; message: string }) => void,
): FieldGroup {
  const waiting = new Set(keys);
  later(FRAME_TIMEOUT_MS, () => {
    if (waiting.size > 0)
      onTimeout({ name: "PciIframeCommunicationError", message: `the secure fields did not answer within ${FRAME_TIMEOUT_MS / 1000} s` });
  });
  return {
    connected(key) {
      waiting.delete(key);
    },
    get complete() {
      return waiting.size === 0;
    },
  };
}
