import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "../simulator/test-cards.ts";
import { bytesAtRest } from "../testing/at-rest.ts";
import { Clock, ENTITY, gateway, type Json, type Params, post, testDatabase } from "../testing/test-harness.ts";

/**
 * Security round 3, item 2: no path that accepts card fields writes a card number in clear or a CVV
 * anywhere — on SQLite every file of the database (main file, -wal, -shm), on PostgreSQL every row of the
 * gateway's schema and the server's write-ahead log (pg_wal), where even a rolled-back write stays. Each
 * path pays with a number of its own, so a hit names the path. A checkout refuses card data outright
 * (params/operations.ts CARD_DATA): it stores its parameters as they come.
 */
const FRAME = { origin: "http://localhost:80" };
const CHECKOUT: Params = { entityId: ENTITY, amount: "20.00", currency: "EUR", paymentType: "DB" };

/** Approved test cards (no 3-D Secure), one per path where there are enough: a hit names its path. */
const APPROVED = TEST_CARDS.filter(
  (c) =>
    c.brand === "VISA" &&
    c.code === "000.100.110" &&
    c.threeDS === undefined &&
    !c.chargebackAfterDays &&
    !c.settlementFails &&
    c.number.length === 16,
).map((c) => c.number);
const pan = (i: number): string => APPROVED[i % APPROVED.length] ?? "";
const card = (number: string, cvv = "987"): Params => ({
  "card.number": number,
  "card.expiryMonth": "12",
  "card.expiryYear": "2031",
  "card.cvv": cvv,
  "card.holder": "Jane Jones",
});
const testCard = (pick: (c: (typeof TEST_CARDS)[number]) => boolean) => {
  const c = TEST_CARDS.find(pick);
  if (!c) throw new Error("no such test card");
  return c.number;
};
const DECLINED = testCard((c) => c.brand === "VISA" && c.threeDS === undefined && !c.code.startsWith("000."));
const CHALLENGE = testCard((c) => c.brand === "VISA" && c.threeDS === "challenge");

let gw: ReturnType<typeof gateway>;
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "gateway-at-rest-"));
  gw = gateway(new Clock(), { GATEWAY_DB: testDatabase(join(dir, "gw.sqlite")) });
});
afterAll(async () => {
  await gw.app.close();
  rmSync(dir, { recursive: true, force: true });
});

const send = (url: string, params: Params, headers?: Record<string, string>) => post(gw.app, url, params, headers);
const newCheckout = async (extra: Params = CHECKOUT) => {
  const res = await send("/v1/checkouts", extra);
  expect(res.statusCode).toBe(200);
  return res.json<Json>().id ?? "";
};
const registration = async () => {
  const res = await send("/v1/registrations", { entityId: ENTITY, paymentBrand: "VISA", ...card(pan(12)) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Json>().id ?? "";
};

/** Every path that takes card fields, what it answers, and the number it used. */
const PATHS: readonly [string, number | string, (n: string) => Promise<number>][] = [
  ["POST /v1/checkouts (refused)", pan(1), async (n) => (await send("/v1/checkouts", { ...CHECKOUT, ...card(n) })).statusCode],
  [
    "POST /v1/checkouts/{id} (refused)",
    pan(2),
    async (n) => (await send(`/v1/checkouts/${await newCheckout()}`, { entityId: ENTITY, ...card(n) })).statusCode,
  ],
  [
    "a registration-only checkout (refused)",
    pan(3),
    async (n) => (await send("/v1/checkouts", { entityId: ENTITY, createRegistration: "true", ...card(n) })).statusCode,
  ],
  ["POST /v1/payments DB", pan(4), async (n) => (await send("/v1/payments", { ...CHECKOUT, paymentBrand: "VISA", ...card(n) })).statusCode],
  [
    "POST /v1/payments PA storing a registration",
    pan(5),
    async (n) =>
      (await send("/v1/payments", { ...CHECKOUT, paymentType: "PA", paymentBrand: "VISA", createRegistration: "true", ...card(n) }))
        .statusCode,
  ],
  [
    "POST /v1/payments, declined",
    DECLINED,
    async (n) => (await send("/v1/payments", { ...CHECKOUT, paymentBrand: "VISA", ...card(n) })).statusCode,
  ],
  [
    "POST /v1/payments with a parameter error",
    pan(6),
    async (n) => (await send("/v1/payments", { ...CHECKOUT, amount: "1.2.3", paymentBrand: "VISA", ...card(n) })).statusCode,
  ],
  [
    "the widget's payment",
    pan(7),
    async (n) => (await send(`/v1/checkouts/${await newCheckout()}/payment`, { paymentBrand: "VISA", ...card(n) }, FRAME)).statusCode,
  ],
  [
    "the widget's payment waiting for a 3-D Secure challenge",
    CHALLENGE,
    async (n) => (await send(`/v1/checkouts/${await newCheckout()}/payment`, { paymentBrand: "VISA", ...card(n) }, FRAME)).statusCode,
  ],
  [
    "the widget's payment with an idempotency key, sent twice",
    pan(8),
    async (n) => {
      const id = await newCheckout();
      const headers = { ...FRAME, "idempotency-key": "at-rest-0123456789" };
      await send(`/v1/checkouts/${id}/payment`, { paymentBrand: "VISA", ...card(n) }, headers);
      return (await send(`/v1/checkouts/${id}/payment`, { paymentBrand: "VISA", ...card(n) }, headers)).statusCode;
    },
  ],
  [
    "the widget's registration",
    pan(9),
    async (n) => {
      const id = await newCheckout({ entityId: ENTITY, createRegistration: "true" });
      return (await send(`/v1/checkouts/${id}/registration`, { paymentBrand: "VISA", ...card(n) }, FRAME)).statusCode;
    },
  ],
  [
    "POST /v1/registrations",
    pan(10),
    async (n) => (await send("/v1/registrations", { entityId: ENTITY, paymentBrand: "VISA", ...card(n) })).statusCode,
  ],
  [
    "POST /v1/registrations/{id}/payments with the CVV",
    pan(12),
    async () => (await send(`/v1/registrations/${await registration()}/payments`, { ...CHECKOUT, "card.cvv": "987" })).statusCode,
  ],
  [
    "POST /v2/riskShield",
    pan(11),
    async (n) =>
      (await send("/v2/riskShield", { entityId: ENTITY, amount: "20.00", currency: "EUR", merchantTransactionId: "r-1", ...card(n) }))
        .statusCode,
  ],
];

const atRest = () => bytesAtRest(gw.ctx.store.db, dir, { wal: true });

describe("no card number in clear and no CVV at rest, on every path that accepts card fields", () => {
  it("the paths answer as expected (refused where card data does not belong)", async () => {
    const answers: Record<string, number> = {};
    for (const [name, number, run] of PATHS) answers[name] = await run(String(number));
    expect(answers).toMatchObject({
      "POST /v1/checkouts (refused)": 400,
      "POST /v1/checkouts/{id} (refused)": 400,
      "a registration-only checkout (refused)": 400,
      "POST /v1/payments DB": 200,
      "the widget's payment": 200,
      "POST /v1/registrations": 200,
      "POST /v1/registrations/{id}/payments with the CVV": 200,
    });
  });

  it.each(PATHS.map(([name, number]) => [name, String(number)] as const))("%s", (_name, number) => {
    const bytes = atRest();
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.includes(number), "the card number").toBe(false);
    // Split across a JSON string or a column: the number without its last four digits, its first twelve.
    expect(bytes.includes(number.slice(0, 12)), "the first twelve digits").toBe(false);
  });

  it("no CVV", () => {
    const bytes = atRest();
    for (const form of ['"card.cvv":"987"', '"cvv":"987"', "card.cvv=987"]) expect(bytes.includes(form), form).toBe(false);
  });
});
