import { bool, type Guard, obj, opt, str } from "./guard-kit.ts";

/** The public data of a checkout that the widget reads: GET /v1/checkouts/{id}/config (no secrets, no token). */
export interface CheckoutConfig {
  readonly id: string;
  readonly amount: string;
  readonly currency: string;
  readonly paymentType: string;
  readonly testMode?: string;
  /** ISO 8601 instant after which the checkout cannot be used. */
  readonly expiresAt: string;
  /** Whether the checkout is past its 30 minutes. */
  readonly expired: boolean;
  /** Whether a successful payment already closed the checkout. */
  readonly paid: boolean;
  /** The channel's entity id (not a credential): Google Pay's gatewayMerchantId. */
  readonly entityId?: string;
}

export const isCheckoutConfig: Guard<CheckoutConfig> = obj<CheckoutConfig>({
  id: str(48),
  amount: str(14, /^\d{1,10}(\.\d{2})?$/),
  currency: str(3, /^[A-Z]{3}$/),
  paymentType: str(2),
  testMode: opt(str(8)),
  expiresAt: str(40),
  expired: bool,
  paid: bool,
  entityId: opt(str(32, /^[0-9a-f]{32}$/)),
});

export const CHECKOUT_ID = /^[A-Za-z0-9.-]{32,48}$/;
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;
