import Database from "better-sqlite3";
import en from "../../locales/en.json" with { type: "json" };

export const labels = en.labels;
export const errorMessages = en.errorMessages;

export function stack() {
  const gatewayUrl = process.env.E2E_GATEWAY_URL;
  const shopUrl = process.env.E2E_SHOP_URL;
  const db = process.env.E2E_DB;
  if (!gatewayUrl || !shopUrl || !db) throw new Error("e2e/global-setup.ts did not run");
  return { gatewayUrl, shopUrl, db };
}

/** Moves a checkout's creation time into the past, as if that many minutes had gone by. */
export function ageCheckout(checkoutId: string, minutes: number): void {
  const db = new Database(stack().db);
  try {
    const r = db.prepare("UPDATE checkouts SET created_at = created_at - ? WHERE id = ?").run(minutes * 60_000, checkoutId);
    if (r.changes !== 1) throw new Error(`no checkout ${checkoutId}`);
  } finally {
    db.close();
  }
}
