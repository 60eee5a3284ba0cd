import { jsonField, type SqlDatabase } from "./sql-database.ts";

/**
 * Version 4 of the schema: an index for every lookup that read a whole table (found with EXPLAIN
 * QUERY PLAN; store/query-plans.test.ts keeps it so). Each row: the index, the statements it serves.
 * Partial indexes (`WHERE`) hold only the rows those statements can match, so a payment without a
 * merchantTransactionId, a checkout or a registration adds no entry to them.
 */
export const INDEXES_V4: readonly { readonly name: string; readonly on: (db: SqlDatabase) => string; readonly serves: string }[] = [
  {
    name: "payments_by_reference",
    on: () => "payments(entity_id, merchant_transaction_id, created_at) WHERE merchant_transaction_id IS NOT NULL",
    serves: "GET /v1/query?merchantTransactionId (was answered from the entity's whole history)",
  },
  { name: "payments_by_short_id", on: () => "payments(entity_id, short_id)", serves: "GET /v1/query?shortId" },
  {
    name: "payments_by_checkout",
    on: () => "payments(checkout_id, created_at) WHERE checkout_id IS NOT NULL",
    serves: "a checkout's payments (server-to-server payments have none: no entry)",
  },
  {
    name: "payments_by_referenced",
    on: () => "payments(referenced_id) WHERE referenced_id IS NOT NULL",
    serves: "linked transactions (query includeLinkedTransactions), the chargeback job's 'not charged back yet'",
  },
  {
    name: "payments_by_registration",
    on: () => "payments(registration_id, created_at) WHERE registration_id IS NOT NULL",
    serves: "a registration's payment history (every payment with a stored card), linked transactions",
  },
  {
    name: "payments_to_charge_back",
    on: (db) =>
      `payments(created_at) WHERE success = 1 AND payment_type IN ('DB', 'CP') AND ${jsonField(db, "account", "chargebackAfterDays", "number")} IS NOT NULL`,
    serves: "the chargeback job's next due time and its due payments (was a scan of every payment, each time work ran)",
  },
  {
    name: "registrations_by_checkout",
    on: () => "registrations(checkout_id, created_at) WHERE checkout_id IS NOT NULL",
    serves: "GET /v1/checkouts/{id}/registration",
  },
  { name: "async_payments_by_checkout", on: () => "async_payments(checkout_id)", serves: "a checkout's payment at a bank's page" },
  {
    name: "async_payments_pending",
    on: () => "async_payments(state) WHERE state = 'pending'",
    serves: "the expiry job (payments still at a bank's page)",
  },
  {
    name: "challenges_pending",
    on: () => "challenges(state) WHERE state = 'pending'",
    serves: "the expiry job (open 3-D Secure challenges)",
  },
  { name: "challenges_by_payment", on: () => "challenges(payment_id)", serves: "a checkout's open challenge" },
  {
    name: "saved_payments_with_secret",
    on: () => "saved_payments(checkout_id) WHERE secret IS NOT NULL",
    serves: "wiping the card data of expired summary-page checkouts",
  },
  {
    name: "checkouts_result_url_due",
    on: () => "checkouts(created_at) WHERE status_fetched = 0 AND result_url_called_at IS NULL AND attempts > 0",
    serves: "the automatic shopperResultUrl call (attempted checkouts nobody asked about yet: no abandoned one)",
  },
  { name: "checkouts_by_entity", on: () => "checkouts(entity_id, created_at)", serves: "the sandbox console's checkouts" },
  { name: "webhooks_by_entity", on: () => "webhooks(entity_id, created_at)", serves: "an entity's webhooks (every state change)" },
  { name: "deliveries_by_entity", on: () => "deliveries(entity_id, created_at)", serves: "an entity's deliveries (console, API)" },
  { name: "fraud_cases_by_entity", on: () => "fraud_cases(entity_id, created_at)", serves: "an entity's fraud cases" },
  { name: "tiebacks_by_entity", on: () => "tiebacks(entity_id, created_at)", serves: "an entity's tiebacks" },
  {
    name: "schedules_by_registration",
    on: () => "schedules(registration_id) WHERE deleted_at IS NULL",
    serves: "a registration's schedules (deleting the registration ends them)",
  },
];

/** Creates the version-4 indexes (an index of the same name from an earlier version is replaced). */
export function createIndexesV4(db: SqlDatabase): void {
  for (const index of INDEXES_V4) {
    db.exec(`DROP INDEX IF EXISTS ${index.name}`);
    db.exec(`CREATE INDEX ${index.name} ON ${index.on(db)}`);
  }
}
