import { describe, expect, it } from "vitest";
import { CHECKOUT_LIFETIME_MS } from "../../shared/checkout-config.ts";
import { type Checkout, closedSession, SESSION_GONE } from "./checkouts.ts";

const open: Checkout = { id: "c", entityId: "e", createdAt: 1_000, params: {}, paidPaymentId: null };

describe("closedSession: why a checkout takes no attempt now", () => {
  it.each<[string, Checkout, number, ReturnType<typeof closedSession>]>([
    ["open", open, 1_000 + CHECKOUT_LIFETIME_MS - 1, undefined],
    ["expired, 30 minutes after its creation", open, 1_000 + CHECKOUT_LIFETIME_MS, { code: "200.300.404", description: SESSION_GONE }],
    ["paid", { ...open, paidPaymentId: "p" }, 2_000, { code: "100.350.101" }],
    [
      "paid and expired: expired first",
      { ...open, paidPaymentId: "p" },
      1_000 + CHECKOUT_LIFETIME_MS,
      { code: "200.300.404", description: SESSION_GONE },
    ],
  ])("%s", (_what, c, now, expected) => {
    expect(closedSession(c, now)).toEqual(expected);
  });
});
