import type { SqlDatabase } from "../store/sql-database.ts";
import type { RequestFault } from "./request-faults.ts";

/** A checkout's fault as its row keeps it: the shopper's next `remaining` attempts rehearse `kind`. */
export interface CheckoutFaultRow {
  readonly kind: RequestFault["name"];
  /** The latency's milliseconds; 0 for the others. */
  readonly ms: number;
  readonly remaining: number;
}

/**
 * The switch of a checkout (one per checkout: a new one replaces it), in the checkout's own row: the widget's attempt
 * reads the row before it runs anyway, so a checkout without a fault costs nothing more. Using one up is a
 * conditional update, so two processes never both spend its last attempt.
 */
export function checkoutFaults(db: SqlDatabase) {
  const q = {
    set: db.prepare<[string, number, number, string]>(
      "UPDATE checkouts SET fault_kind = ?, fault_ms = ?, fault_remaining = ? WHERE id = ?",
    ),
    clear: db.prepare<[string]>("UPDATE checkouts SET fault_kind = NULL, fault_ms = 0, fault_remaining = 0 WHERE id = ?"),
    use: db.prepare<[string]>("UPDATE checkouts SET fault_remaining = fault_remaining - 1 WHERE id = ? AND fault_remaining > 0"),
  };
  return {
    set(checkoutId: string, f: CheckoutFaultRow): void {
      q.set.run(f.kind, f.ms, f.remaining, checkoutId);
    },
    clear(checkoutId: string): void {
      q.clear.run(checkoutId);
    },
    /** Spends one attempt of the checkout's fault: false when none is left (another process spent the last). */
    use(checkoutId: string): boolean {
      return q.use.run(checkoutId).changes === 1;
    },
  };
}

export type CheckoutFaults = ReturnType<typeof checkoutFaults>;
