import type { RegistrationRow } from "./db-rows.ts";
import type { SqlDatabase } from "./sql-database.ts";
import type { WriteAnnouncer } from "./write-listeners.ts";

/** Registrations (stored payment data, tokens): created, read, deleted, and the payments over them. */
export interface RegistrationRepository {
  insertRegistration(r: RegistrationRow): void;
  /** A registration that was not deleted. */
  registration(id: string): RegistrationRow | undefined;
  /**
   * Whether the id names a registration of one of these entities that was deleted (paying with it gets a clear
   * error, not "unknown"). Another account's deleted registration is as unknown as a missing one.
   */
  registrationDeleted(id: string, entityIds: readonly string[]): boolean;
  /** Successful DB/PA payments over a registration: how many, and the latest's time (the card-on-file agreement's history). */
  registrationHistory(registrationId: string): { authorizations: number; lastAt: number | undefined };
  /** Deletes a registration of the entity (its account reference stays, marked deleted); the row, or undefined when there was none. */
  deleteRegistration(id: string, entityId: string, at: number): RegistrationRow | undefined;
  registrationOfCheckout(checkoutId: string): RegistrationRow | undefined;
}

export function registrationRepository(db: SqlDatabase, announce: WriteAnnouncer): RegistrationRepository {
  const q = {
    insert: db.prepare(
      "INSERT INTO registrations (id, entity_id, created_at, account, params, checkout_id) VALUES (@id, @entity_id, @created_at, @account, @params, @checkout_id)",
    ),
    registration: db.prepare<[string], RegistrationRow>("SELECT * FROM registrations WHERE id = ? AND deleted_at IS NULL"),
    deleted: db.prepare<[string], { entity_id: string }>("SELECT entity_id FROM registrations WHERE id = ? AND deleted_at IS NOT NULL"),
    history: db.prepare<[string], { n: number; last: number | null }>(
      "SELECT COUNT(*) AS n, MAX(created_at) AS last FROM payments WHERE registration_id = ? AND success = 1 AND payment_type IN ('DB', 'PA')",
    ),
    delete: db.prepare<[number, string, string]>(
      "UPDATE registrations SET deleted_at = ? WHERE id = ? AND entity_id = ? AND deleted_at IS NULL",
    ),
    ofCheckout: db.prepare<[string], RegistrationRow>(
      "SELECT * FROM registrations WHERE checkout_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
    ),
  };
  const insert = db.transaction((r: RegistrationRow) => {
    q.insert.run(r);
    announce.registrationStored(r);
  });
  const remove = db.transaction((id: string, entityId: string, at: number) => {
    const row = q.registration.get(id);
    if (!row || q.delete.run(at, id, entityId).changes !== 1) return undefined;
    announce.registrationDeleted(row, at);
    return row;
  });
  return {
    insertRegistration: (r) => insert.immediate(r),
    registration: (id) => q.registration.get(id),
    registrationDeleted: (id, entityIds) => {
      const row = q.deleted.get(id);
      return row !== undefined && entityIds.includes(row.entity_id);
    },
    registrationHistory: (id) => {
      const h = q.history.get(id);
      return { authorizations: h?.n ?? 0, lastAt: h?.last ?? undefined };
    },
    deleteRegistration: (id, entityId, at) => remove.immediate(id, entityId, at),
    registrationOfCheckout: (checkoutId) => q.ofCheckout.get(checkoutId),
  };
}
