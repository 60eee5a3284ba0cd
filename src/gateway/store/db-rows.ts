/** The rows of the gateway's tables (db-schema.ts), as the store (db.ts) reads and writes them. */

/** A checkout due for the automatic shopperResultUrl call, and the resource its shopper created (a payment, or only a registration). */
export interface DueCheckoutRow extends CheckoutRow {
  readonly resource: "payment" | "registration";
}

export interface CheckoutRow {
  id: string;
  entity_id: string;
  created_at: number;
  /** Flat request parameters as JSON (never card data: checkouts carry none). */
  params: string;
  /** Payment id of the successful payment that closed the checkout, if any. */
  paid_payment_id: string | null;
  status_fetched: number;
  /** When the gateway called shopperResultUrl (spec 6.1), else null. */
  result_url_called_at: number | null;
  /** The fault the shopper's next attempts rehearse (faults/checkout-faults.ts), else null; its latency; attempts left. */
  fault_kind?: string | null;
  fault_ms?: number;
  fault_remaining?: number;
}

export interface PaymentRow {
  id: string;
  checkout_id: string | null;
  entity_id: string;
  created_at: number;
  http_status: number;
  /** The sanitized payment response (bin and last 4 digits only). */
  response: string;
  payment_type: string | null;
  /** Amount in minor units (cents), so sums are exact. */
  amount_minor: number | null;
  currency: string | null;
  /** The payment a referencing operation (CP, RF, RV, incremental authorization) points to. */
  referenced_id: string | null;
  /** The original DB or PA the chain of operations started from. */
  root_id: string | null;
  success: number;
  /** A PA closed by a FINAL capture or a reversal; a DB or CP that was reversed. */
  closed: number;
  /** 1 once the sandbox's midnight settled it (settlement-job.ts). */
  settled?: number;
  /** The stored account reference (no PAN, no CVV): see simulator/account-ref.ts. */
  account: string | null;
  registration_id: string | null;
  /** numberOfCaptures of an authorization. */
  max_captures: number | null;
  /** notificationUrl (spec 2.3, deprecated): where each status of this payment is posted (events/). */
  notification_url: string | null;
  /** spec 2.29 shortId, as answered (payments/short-id.ts); NULL only in rows of the first versions. */
  short_id?: string | null;
  merchant_transaction_id?: string | null;
}

export interface RegistrationRow {
  id: string;
  entity_id: string;
  created_at: number;
  /** The account reference (no PAN, no CVV). */
  account: string;
  /** Stored non-account parameters reused by payments over the registration (customer, billing, ...). */
  params: string;
  checkout_id: string | null;
}

/** A 3-D Secure challenge: the pending payment it completes, and what completing it needs. */
export interface ChallengeRow {
  /** The ACS transaction id: a random capability in the ACS page's address. */
  id: string;
  payment_id: string;
  created_at: number;
  /** pending, then authenticated, failed or cancelled. */
  state: string;
  /** JSON of payments/three-d-secure-payment.ts PendingAuthorization (never the PAN or the CVV). */
  data: string;
}

/** A payment waiting for the shopper at a bank's or wallet's page (redirect brands, virtual accounts). */
export interface AsyncPaymentRow {
  payment_id: string;
  /** The checkout the widget paid; null for a payment made server-to-server (POST /v1/payments). */
  checkout_id: string | null;
  /** The redirect's capability: only the shopper sent there knows it. */
  ticket: string;
  brand: string;
  /** shopperResultUrl: where the simulator page sends the shopper back. */
  result_url: string;
  /** What the page shows of the account (masked), or "". */
  account_hint: string;
  state: "pending" | "approved" | "declined" | "abandoned";
  decided_at: number | null;
}

/**
 * Payment data the shopper saved for the merchant's summary page (wpwlOptions.useSummaryPage): the
 * payment runs when the merchant's server confirms it (payments/summary-page.ts).
 */
export interface SavedPaymentRow {
  checkout_id: string;
  created_at: number;
  /** The payment's parameters without card.number and card.cvv. */
  params: string;
  /** The sanitized answer the widget got (masked card), which the status call shows until the confirmation. */
  response: string;
  /** JSON of card.number and card.cvv: kept only until the confirmation or the checkout's expiry, then NULL. */
  secret: string | null;
  /** The payment the confirmation executed; NULL while the data waits for it. */
  payment_id: string | null;
}

/** A payment to store: its short id is the one its answer gives (payments/short-id.ts newShortId), never derived again. */
export type NewPayment = Omit<PaymentRow, "closed" | "notification_url" | "short_id"> & {
  closed?: number;
  notification_url?: string | null;
  short_id: string;
};
