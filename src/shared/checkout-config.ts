import { z } from "zod/mini";

/** The public data of a checkout that the widget reads: GET /v1/checkouts/{id}/config (no secrets, no token). */
export const checkoutConfig = z.object({
  id: z.string(),
  amount: z.string(),
  currency: z.string(),
  paymentType: z.string(),
  testMode: z.optional(z.string()),
  /** ISO 8601 instant after which the checkout cannot be used. */
  expiresAt: z.string(),
  /** Whether a successful payment already closed the checkout. */
  paid: z.boolean(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfig>;

export const CHECKOUT_ID = /^[A-Za-z0-9.-]{32,48}$/;
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;
