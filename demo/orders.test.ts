import { describe, expect, it } from "vitest";
import { orderBook } from "./orders.ts";

const event = (code: string, id = "p1", ref = "SHOP-1") => ({
  type: "PAYMENT",
  payload: { id, merchantTransactionId: ref, result: { code } },
});

describe("the shop's orders, fulfilled from webhooks", () => {
  const fresh = () => {
    const book = orderBook();
    book.open({ reference: "SHOP-1", checkoutId: "c1", amount: "10.00", currency: "EUR" });
    return book;
  };

  it.each<[string, string[], string]>([
    ["approved", ["000.100.110"], "paid"],
    ["a challenge, then approved", ["000.200.000", "000.100.110"], "paid"],
    ["a challenge, then failed", ["000.200.000", "100.380.401"], "not paid"],
    ["pending only", ["000.200.000"], "pending"],
  ])("%s: %s", (_, codes, state) => {
    const book = fresh();
    for (const c of codes) book.apply(event(c));
    expect(book.ofCheckout("c1")?.state).toBe(state);
  });

  it("stays paid when a declined retry or a late pending event comes after", () => {
    const book = fresh();
    book.apply(event("000.100.110", "p1"));
    book.apply(event("800.100.152", "p2"));
    book.apply(event("000.200.000", "p1"));
    expect(book.ofCheckout("c1")).toMatchObject({ state: "paid", paymentId: "p1" });
  });

  it("counts a repeated event once and ignores other shops' and other types' events", () => {
    const book = fresh();
    book.apply(event("000.100.110"));
    expect(book.apply(event("000.100.110"))).toBe(true);
    expect(book.apply(event("000.100.110", "p9", "OTHER-1"))).toBe(false);
    expect(book.apply({ type: "REGISTRATION", payload: {} })).toBe(false);
    expect(book.ofCheckout("c1")?.events).toBe(1);
  });
});
