/** Version 1 of the schema (MIGRATIONS): a new table or column is a new migration, never an edit here. */
export const SCHEMA = `
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
CREATE TABLE IF NOT EXISTS registrations (
  id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  account TEXT NOT NULL,
  params TEXT NOT NULL,
  checkout_id TEXT
);
CREATE INDEX IF NOT EXISTS payments_by_checkout ON payments(checkout_id, created_at);
CREATE TABLE IF NOT EXISTS idempotent_answers (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  http_status INTEGER NOT NULL,
  response TEXT NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE TABLE IF NOT EXISTS challenges (
  id TEXT PRIMARY KEY,
  payment_id TEXT NOT NULL REFERENCES payments(id),
  created_at INTEGER NOT NULL,
  state TEXT NOT NULL,
  data TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS async_payments (
  payment_id TEXT PRIMARY KEY REFERENCES payments(id),
  checkout_id TEXT NOT NULL,
  ticket TEXT NOT NULL,
  brand TEXT NOT NULL,
  result_url TEXT NOT NULL,
  account_hint TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  decided_at INTEGER
);

CREATE TABLE IF NOT EXISTS saved_payments (
  checkout_id TEXT PRIMARY KEY REFERENCES checkouts(id),
  created_at INTEGER NOT NULL,
  params TEXT NOT NULL,
  response TEXT NOT NULL,
  secret TEXT,
  payment_id TEXT
);

-- The sandbox clock (sandbox/clock.ts): one row, how far the gateway's time is ahead of the machine's.
CREATE TABLE IF NOT EXISTS sandbox_clock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  offset_ms INTEGER NOT NULL
);

-- Webhooks (events/): where an entity's events go, and the AES-256 key they are encrypted with.
CREATE TABLE IF NOT EXISTS webhooks (
  id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL,
  url TEXT NOT NULL,
  format TEXT NOT NULL,
  types TEXT NOT NULL,
  secret TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
-- One row per event and receiver (a webhook, or a payment's notificationUrl): persisted, retried on the sandbox clock.
CREATE TABLE IF NOT EXISTS deliveries (
  id TEXT PRIMARY KEY,
  webhook_id TEXT,
  entity_id TEXT NOT NULL,
  url TEXT NOT NULL,
  type TEXT NOT NULL,
  action TEXT,
  resource_id TEXT NOT NULL,
  payload TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  next_attempt_at INTEGER,
  last_status INTEGER,
  last_error TEXT,
  delivered_at INTEGER,
  claimed_until INTEGER
);
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries(status, next_attempt_at);
CREATE INDEX IF NOT EXISTS deliveries_by_webhook ON deliveries(webhook_id, created_at);

-- Fraud cases (fraud-cases/): a fraud check's review outcome, decided by an analyst.
CREATE TABLE IF NOT EXISTS fraud_cases (
  id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL,
  payment_id TEXT NOT NULL,
  merchant_transaction_id TEXT,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  userid TEXT,
  note TEXT,
  cancelreason TEXT
);
-- Where an entity's decisions are called back (spec 6.3): one row per entity.
CREATE TABLE IF NOT EXISTS tieback_configs (
  entity_id TEXT PRIMARY KEY,
  config TEXT NOT NULL
);
-- One tieback per decision: retried, then on the failed list.
CREATE TABLE IF NOT EXISTS tiebacks (
  id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL,
  case_id TEXT NOT NULL,
  decision TEXT NOT NULL,
  url TEXT NOT NULL,
  body TEXT NOT NULL,
  headers TEXT NOT NULL,
  pass_statuses TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  max_attempts INTEGER NOT NULL,
  retry_wait_ms INTEGER NOT NULL,
  next_attempt_at INTEGER,
  last_status INTEGER,
  last_error TEXT,
  resubmitted INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  claimed_until INTEGER
);
CREATE INDEX IF NOT EXISTS tiebacks_due ON tiebacks(status, next_attempt_at);

-- Scheduled payments (schedules/, spec 2.26): a registration charged on a cron expression of the sandbox clock.
CREATE TABLE IF NOT EXISTS schedules (
  id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL,
  registration_id TEXT NOT NULL,
  params TEXT NOT NULL,
  expression TEXT NOT NULL,
  end_at INTEGER,
  next_run_at INTEGER,
  created_at INTEGER NOT NULL,
  deleted_at INTEGER
);
CREATE INDEX IF NOT EXISTS schedules_due ON schedules(next_run_at);
-- One row per run: a schedule runs at most once per due time, also with several processes.
CREATE TABLE IF NOT EXISTS schedule_runs (
  schedule_id TEXT NOT NULL,
  run_at INTEGER NOT NULL,
  payment_id TEXT NOT NULL,
  PRIMARY KEY (schedule_id, run_at)
);

-- Settlement (settlement/, spec 2.23, 2.31): one record per settled transaction, written at the sandbox
-- clock's midnight; payment_id is unique, so a transaction settles once, also with several processes.
CREATE TABLE IF NOT EXISTS settlement_records (
  id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL,
  aggregation_id TEXT NOT NULL,
  settlement_date TEXT NOT NULL,
  currency TEXT NOT NULL,
  payment_id TEXT NOT NULL UNIQUE,
  record_type TEXT NOT NULL,
  cashflow TEXT NOT NULL,
  status TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  fee_minor INTEGER NOT NULL,
  settlement_amount_minor INTEGER NOT NULL,
  tx_time INTEGER NOT NULL,
  settled_at INTEGER NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS settlement_by_day ON settlement_records(entity_id, settlement_date);
CREATE INDEX IF NOT EXISTS settlement_by_aggregation ON settlement_records(aggregation_id, tx_time);
`;

/** Columns added after the first release: a database file from an older gateway gains them on start. */
export const ADDED_COLUMNS: readonly (readonly [table: string, column: string, type: string])[] = [
  ["checkouts", "result_url_called_at", "INTEGER"],
  ["checkouts", "attempts", "INTEGER NOT NULL DEFAULT 0"],
  ["payments", "payment_type", "TEXT"],
  ["payments", "amount_minor", "INTEGER"],
  ["payments", "currency", "TEXT"],
  ["payments", "referenced_id", "TEXT"],
  ["payments", "root_id", "TEXT"],
  ["payments", "success", "INTEGER NOT NULL DEFAULT 0"],
  ["payments", "closed", "INTEGER NOT NULL DEFAULT 0"],
  ["payments", "account", "TEXT"],
  ["payments", "registration_id", "TEXT"],
  ["payments", "max_captures", "INTEGER"],
  ["payments", "notification_url", "TEXT"],
  ["registrations", "deleted_at", "INTEGER"],
  ["payments", "short_id", "TEXT"],
  ["payments", "merchant_transaction_id", "TEXT"],
];
