import { type SqlDatabase, sqlDialect } from "./sql-database.ts";

/**
 * Schema version 6: the database refuses a successful refund (RF), chargeback (CB) or debit reversal (RV)
 * that would pay back more than its chain captured — whatever the order, whichever process writes it.
 * The gateway decides the same before it writes (reference-operation.ts, with the chain's error message);
 * this trigger is what holds when that decision is wrong or skipped. Captured: a debit's amount, or an
 * authorization's successful captures. Paid back: refunds and chargebacks, less chargeback reversals
 * (CR: money the merchant won back), plus a debit's reversal (an authorization's reversal only releases
 * what was not captured).
 */
export const PAID_BACK_REFUSED = "paid back more than was captured";

const PAID_BACK = `COALESCE((SELECT SUM(CASE p.payment_type WHEN 'CR' THEN -p.amount_minor ELSE p.amount_minor END) FROM payments p
    WHERE p.root_id = NEW.root_id AND p.success = 1 AND p.id <> NEW.root_id
      AND (p.payment_type IN ('RF', 'CB', 'CR') OR (p.payment_type = 'RV' AND r.payment_type = 'DB'))), 0)`;
const CAPTURED = `CASE r.payment_type WHEN 'DB' THEN r.amount_minor
    ELSE COALESCE((SELECT SUM(c.amount_minor) FROM payments c WHERE c.root_id = NEW.root_id AND c.payment_type = 'CP' AND c.success = 1), 0) END`;
/** Is the new row one that pays back, and does it go past what was captured? (r: the chain's root.) */
const OVER = `FROM payments r WHERE r.id = NEW.root_id
    AND (NEW.payment_type IN ('RF', 'CB') OR (NEW.payment_type = 'RV' AND r.payment_type = 'DB'))
    AND ${PAID_BACK} + NEW.amount_minor > ${CAPTURED}`;

export function paidBackAtMostCaptured(db: SqlDatabase): void {
  if (sqlDialect(db) === "sqlite") {
    db.exec(`CREATE TRIGGER payments_paid_back_at_most_captured BEFORE INSERT ON payments
  WHEN NEW.success = 1 AND NEW.payment_type IN ('RF', 'CB', 'RV') AND NEW.root_id IS NOT NULL AND NEW.root_id <> NEW.id
BEGIN
  SELECT RAISE(ABORT, '${PAID_BACK_REFUSED}') ${OVER};
END`);
    return;
  }
  db.exec(`CREATE FUNCTION payments_paid_back_at_most_captured() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.success = 1 AND NEW.payment_type IN ('RF', 'CB', 'RV') AND NEW.root_id IS NOT NULL AND NEW.root_id <> NEW.id
    AND EXISTS (SELECT 1 ${OVER}) THEN
    RAISE EXCEPTION '${PAID_BACK_REFUSED}' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$fn$`);
  db.exec(`CREATE TRIGGER payments_paid_back_at_most_captured BEFORE INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_paid_back_at_most_captured()`);
}
