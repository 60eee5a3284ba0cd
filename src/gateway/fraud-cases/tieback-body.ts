import type { CaseRow, Decision, TiebackConfig, TiebackKey } from "./case-rows.ts";

/** yyyy-MM-dd HH:mm:ss.SSS in UTC (spec 6.3 processdate). */
export function processDate(ms: number): string {
  return new Date(ms).toISOString().replace("T", " ").replace("Z", "");
}

/**
 * The body of a tieback (spec 6.3): the configured keys of the decided case as
 * application/x-www-form-urlencoded key=value pairs joined with &, then the merchant's fixed pairs.
 * cancelreason is sent with CANCEL decisions only; keys without a value are left out.
 */
export function tiebackBody(c: CaseRow, decision: Decision, at: number, config: Pick<TiebackConfig, "keys" | "fixed">): string {
  const values: Record<TiebackKey, string | null> = {
    client: c.entity_id,
    subclientid: c.entity_id,
    transactionid: c.merchant_transaction_id,
    paymentid: c.payment_id,
    decision,
    userid: c.userid,
    cancelreason: decision === "CANCEL" ? c.cancelreason : null,
    note: c.note,
    processdate: processDate(at),
  };
  const body = new URLSearchParams();
  for (const key of config.keys) {
    const v = values[key];
    if (v !== null && v !== "") body.append(key, v);
  }
  for (const [k, v] of Object.entries(config.fixed)) body.append(k, v);
  return body.toString();
}
