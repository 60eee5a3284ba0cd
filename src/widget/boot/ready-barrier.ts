/**
 * onReady's barrier: it fires once, when every form that counts is ready. The forms on the page when
 * the widget starts count; if there were none, the first forms that appear later count instead.
 */
export interface ReadyBarrier {
  /** A new form; `counts`: it is one onReady waits for. Returns the form's "I am ready" (once is enough). */
  join(counts: boolean): () => void;
  /** Whether forms that appear now count: none counted so far and onReady has not fired. */
  readonly open: boolean;
  /** Whether onReady still waits for forms that counted. */
  readonly waiting: boolean;
}

export function createReadyBarrier(fire: () => void): ReadyBarrier {
  let awaited = 0;
  let fired = false;
  return {
    join(counts) {
      let counted = counts;
      if (counts) awaited++;
      return () => {
        if (!counted) return;
        counted = false;
        awaited--;
        if (awaited === 0 && !fired) {
          fired = true;
          fire();
        }
      };
    },
    get open() {
      return !fired && awaited === 0;
    },
    get waiting() {
      return !fired && awaited > 0;
    },
  };
}
