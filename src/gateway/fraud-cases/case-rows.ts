/** An analyst's decision on a fraud case (spec 3, 6.3). */
export const DECISIONS = ["APPROVE", "CANCEL", "PENDING"] as const;
export type Decision = (typeof DECISIONS)[number];

/** OPEN until decided; PENDING may still be decided; APPROVE and CANCEL are final. */
export type CaseStatus = "OPEN" | Decision;

export interface CaseRow {
  id: string;
  entity_id: string;
  /** The payment (or fraud check) the review is about. */
  payment_id: string;
  /** The agreed end-to-end id a tieback is mapped back with. */
  merchant_transaction_id: string | null;
  status: CaseStatus;
  created_at: number;
  decided_at: number | null;
  userid: string | null;
  note: string | null;
  cancelreason: string | null;
}

/** The keys a tieback may carry (spec 6.3's sample keys; paymentid is the gateway's transaction id). */
export const TIEBACK_KEYS = [
  "client",
  "subclientid",
  "transactionid",
  "paymentid",
  "decision",
  "userid",
  "cancelreason",
  "note",
  "processdate",
] as const;
export type TiebackKey = (typeof TIEBACK_KEYS)[number];

/** An entity's tieback configuration (spec 6.3 rule 5). */
export interface TiebackConfig {
  /** Up to three destinations; `active` is the one used. */
  readonly urls: readonly string[];
  readonly active: number;
  readonly keys: readonly TiebackKey[];
  /** Merchant-fixed pairs appended to every body. */
  readonly fixed: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  /** Attempts after the first that failed (0 to 5). */
  readonly retries: number;
  readonly retryWaitSeconds: number;
  /** HTTP answers that count as pass (200); any other answer, or none, fails. */
  readonly passStatuses: readonly number[];
}

export type TiebackStatus = "PENDING" | "PASSED" | "FAILED";

export interface TiebackRow {
  id: string;
  entity_id: string;
  case_id: string;
  decision: Decision;
  url: string;
  /** key=value&… as sent. */
  body: string;
  /** JSON object of the merchant's headers. */
  headers: string;
  /** Comma list. */
  pass_statuses: string;
  status: TiebackStatus;
  attempts: number;
  max_attempts: number;
  retry_wait_ms: number;
  next_attempt_at: number | null;
  last_status: number | null;
  last_error: string | null;
  resubmitted: number;
  created_at: number;
  claimed_until: number | null;
}
