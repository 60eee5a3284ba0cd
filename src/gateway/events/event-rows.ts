/** The kinds of resources whose changes are sent (issue: webhook `types`). */
export const EVENT_TYPES = ["PAYMENT", "REGISTRATION", "SCHEDULE", "RISK"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export type EventAction = "CREATED" | "UPDATED" | "DELETED";

export const WEBHOOK_FORMATS = ["json", "text"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export interface WebhookRow {
  id: string;
  entity_id: string;
  url: string;
  format: WebhookFormat;
  /** Comma list of EventType. */
  types: string;
  /** The AES-256 key, hex. */
  secret: string;
  created_at: number;
  /** The fault its next events rehearse (faults/webhook-faults.ts): kind, minutes or attempts, events left. */
  fault_kind?: string | null;
  fault_amount?: number;
  fault_remaining?: number;
}

export type DeliveryStatus = "PENDING" | "DELIVERED" | "FAILED";

/** One event for one receiver: a webhook (encrypted), or a payment's notificationUrl (plain JSON, webhook_id null). */
export interface DeliveryRow {
  id: string;
  webhook_id: string | null;
  entity_id: string;
  url: string;
  type: EventType | "TEST";
  action: EventAction | null;
  /** The payment's or registration's id. */
  resource_id: string;
  /** The JSON the receiver gets (before encryption): {type, action, payload} for webhooks, the payment response for notificationUrl. */
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  created_at: number;
  next_attempt_at: number | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: number | null;
  /** Real time (not the sandbox clock) until which one process owns the attempt in flight. */
  claimed_until: number | null;
  /** The fault this delivery rehearses (faults/webhook-faults.ts), or null. */
  fault: string | null;
  /** Attempts still to fail without being sent (the fail-first fault). */
  fail_remaining: number;
}
