import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";

export interface CheckoutRow {
  id: string;
  entity_id: string;
  created_at: number;
  /** Flat request parameters as JSON (never card data: checkouts carry none). */
  params: string;
  /** Payment id of the successful payment that closed the checkout, if any. */
  paid_payment_id: string | null;
  status_fetched: number;
}

export interface PaymentRow {
  id: string;
  checkout_id: string | null;
  entity_id: string;
  created_at: number;
  http_status: number;
  /** The sanitized payment response (bin and last 4 digits only). */
  response: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS checkouts (
  id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  params TEXT NOT NULL,
  paid_payment_id TEXT,
  status_fetched INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY,
  checkout_id TEXT REFERENCES checkouts(id),
  entity_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  http_status INTEGER NOT NULL,
  response TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payments_by_checkout ON payments(checkout_id, created_at);
`;

export interface Store {
  insertCheckout(id: string, entityId: string, createdAt: number, params: Record<string, string>): void;
  checkout(id: string): CheckoutRow | undefined;
  markFetched(id: string): void;
  lastPayment(checkoutId: string): PaymentRow | undefined;
  payment(id: string): PaymentRow | undefined;
  /** Stores a payment; when it succeeded, closes its checkout in the same transaction. */
  recordPayment(p: PaymentRow, closesCheckout: boolean): void;
  close(): void;
}

/** The gateway's storage. One SQLite file; every statement is synchronous, so a check-then-write is atomic. */
export function openStore(file: string): Store {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.exec(SCHEMA);
  const q = {
    insertCheckout: db.prepare<[string, string, number, string]>(
      "INSERT INTO checkouts (id, entity_id, created_at, params) VALUES (?, ?, ?, ?)",
    ),
    checkout: db.prepare<[string], CheckoutRow>("SELECT * FROM checkouts WHERE id = ?"),
    markPaid: db.prepare<[string, string]>("UPDATE checkouts SET paid_payment_id = ? WHERE id = ? AND paid_payment_id IS NULL"),
    markFetched: db.prepare<[string]>("UPDATE checkouts SET status_fetched = 1 WHERE id = ?"),
    insertPayment: db.prepare<[string, string | null, string, number, number, string]>(
      "INSERT INTO payments (id, checkout_id, entity_id, created_at, http_status, response) VALUES (?, ?, ?, ?, ?, ?)",
    ),
    lastPayment: db.prepare<[string], PaymentRow>(
      "SELECT * FROM payments WHERE checkout_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
    ),
    payment: db.prepare<[string], PaymentRow>("SELECT * FROM payments WHERE id = ?"),
  };
  const recordPayment = db.transaction((p: PaymentRow, closesCheckout: boolean) => {
    q.insertPayment.run(p.id, p.checkout_id, p.entity_id, p.created_at, p.http_status, p.response);
    if (closesCheckout && p.checkout_id) q.markPaid.run(p.id, p.checkout_id);
  });
  return {
    insertCheckout: (id, entityId, createdAt, params) => {
      q.insertCheckout.run(id, entityId, createdAt, JSON.stringify(params));
    },
    checkout: (id) => q.checkout.get(id),
    markFetched: (id) => {
      q.markFetched.run(id);
    },
    lastPayment: (checkoutId) => q.lastPayment.get(checkoutId),
    payment: (id) => q.payment.get(id),
    recordPayment: (p, closesCheckout) => {
      recordPayment(p, closesCheckout);
    },
    close: () => db.close(),
  };
}
