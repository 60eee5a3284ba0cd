import { MAX_STORED_CARDS, type StoredCard } from "../../shared/checkout-config.ts";
import type { Checkout } from "../checkouts/checkouts.ts";
import type { RegistrationRow, Store } from "../store/db.ts";
import { registrationAccount } from "./registrations.ts";

const LISTED = /^registrations\[(\d{1,4})\]\.id$/;

/**
 * The stored cards a checkout offers: its registrations[n].id in index order, each only if it is a
 * card registration of the checkout's own entity (another entity's id is skipped, never shown).
 */
export function offeredRegistrations(store: Pick<Store, "registration">, c: Checkout): RegistrationRow[] {
  const ids = Object.entries(c.params)
    .flatMap(([name, id]) => {
      const m = LISTED.exec(name);
      return m ? [[Number(m[1]), id] as const] : [];
    })
    .sort((a, b) => a[0] - b[0])
    .map(([, id]) => id);
  const rows: RegistrationRow[] = [];
  for (const id of new Set(ids)) {
    const r = store.registration(id);
    if (r && r.entity_id === c.entityId && registrationAccount(r).kind === "card" && rows.length < MAX_STORED_CARDS) rows.push(r);
  }
  return rows;
}

/** What the widget may show of a stored card: brand, last 4 digits, expiry, holder. Never the bin. */
export function storedCard(r: RegistrationRow): StoredCard {
  const a = registrationAccount(r);
  return {
    id: r.id,
    brand: a.brand,
    last4: a.last4 ?? "",
    expiryMonth: a.expiryMonth ?? "",
    expiryYear: a.expiryYear ?? "",
    ...(a.holder ? { holder: a.holder } : {}),
  };
}
