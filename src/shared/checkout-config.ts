import { arr, bool, type Guard, obj, opt, str } from "./guard-kit.ts";

/** A stored card the checkout offers (one-click): only what the shopper may see of it. */
export interface StoredCard {
  /** The registration id (AN32). */
  readonly id: string;
  readonly brand: string;
  readonly last4: string;
  /** MM */
  readonly expiryMonth: string;
  /** YYYY */
  readonly expiryYear: string;
  readonly holder?: string;
}

/** At most this many stored cards are offered in one checkout. */
export const MAX_STORED_CARDS = 20;

/** The public data of a checkout that the widget reads: GET /v1/checkouts/{id}/config (no secrets, no token). */
export interface CheckoutConfig {
  readonly id: string;
  /** Absent in a registration-only checkout created without them (createRegistration=true, no paymentType). */
  readonly amount?: string;
  readonly currency?: string;
  readonly paymentType?: string;
  readonly testMode?: string;
  /** ISO 8601 instant after which the checkout cannot be used. */
  readonly expiresAt: string;
  /** Whether the checkout is past its 30 minutes. */
  readonly expired: boolean;
  /** Whether a successful payment already closed the checkout. */
  readonly paid: boolean;
  /** The stored cards of the checkout's registrations[n].id that belong to its entity, in list order. */
  readonly registrations?: readonly StoredCard[];
  /** Whether the registration-only widget already stored a card for this checkout. */
  readonly registered?: boolean;
  /** The channel's entity id (not a credential): Google Pay's gatewayMerchantId. */
  readonly entityId?: string;
  /** The shopperResultUrl the merchant's server set on the checkout: where a form without an action leads. */
  readonly shopperResultUrl?: string;
  /** The page asking is on an origin the gateway's FRAME_ANCESTORS does not list: its card fields would be refused. */
  readonly pageRefused?: boolean;
}

export const isStoredCard: Guard<StoredCard> = obj<StoredCard>({
  id: str(32, /^[A-Za-z0-9]{32}$/),
  brand: str(32, /^[A-Z0-9_]+$/),
  last4: str(4, /^\d{4}$/),
  expiryMonth: str(2, /^(0[1-9]|1[0-2])$/),
  expiryYear: str(4, /^\d{4}$/),
  holder: opt(str(128)),
});

export const isCheckoutConfig: Guard<CheckoutConfig> = obj<CheckoutConfig>({
  id: str(48),
  amount: opt(str(14, /^\d{1,10}(\.\d{2})?$/)),
  currency: opt(str(3, /^[A-Z]{3}$/)),
  paymentType: opt(str(2)),
  testMode: opt(str(8)),
  expiresAt: str(40),
  expired: bool,
  paid: bool,
  registrations: opt(arr(isStoredCard, MAX_STORED_CARDS)),
  registered: opt(bool),
  entityId: opt(str(32, /^[0-9a-f]{32}$/)),
  // Used only as shopperResultUrl() resolves it: an address that is not http(s) is refused there.
  shopperResultUrl: opt(str(2048)),
  pageRefused: opt(bool),
});

export const CHECKOUT_ID = /^[A-Za-z0-9.-]{32,48}$/;
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;
