/**
 * The timeouts one form sets (the fields' handshake deadline, throttling back-off): `later` runs a
 * function once after `ms`; `clear()`, called by the form's destroy(), cancels every one still due.
 */
export function timeouts() {
  const due = new Set<ReturnType<typeof setTimeout>>();
  return {
    later(ms: number, fn: () => void): void {
      const t = setTimeout(() => {
        due.delete(t);
        fn();
      }, ms);
      due.add(t);
    },
    clear(): void {
      for (const t of due) clearTimeout(t);
      due.clear();
    },
  };
}
