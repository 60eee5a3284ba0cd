import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orderedId } from "../http/envelope.ts";
import { PAID_BACK_REFUSED } from "../store/db-paid-back.ts";
import { Clock, DEBIT, ENTITY, gateway, type Json, type Params, post } from "../testing/test-harness.ts";

/**
 * Whatever pays money back — refund (RF), chargeback (CB), a debit's reversal (RV) — never exceeds what was
 * captured, in any order, less the chargebacks the merchant won back (CR). Checked through the API (the
 * gateway's decision, with its message) and against the database itself (a trigger: db-paid-back.ts), on
 * SQLite and, in the postgres project, on PostgreSQL.
 */
let gw: ReturnType<typeof gateway>;
beforeAll(() => {
  gw = gateway(new Clock());
});
afterAll(async () => {
  await gw.app.close();
});
afterEach(() => {
  expect(answers.filter((status) => status >= 500)).toEqual([]);
  answers.length = 0;
});

type Payment = Json & { id: string; amount: string };
const ok = (r: { statusCode: number; json<T>(): T }) => r.statusCode === 200 && /^000\.(000|100)\./.test(r.json<Json>().result.code);
const pay = async (params: Params) => (await post(gw.app, "/v1/payments", params)).json<Payment>();
/** Every answer of these calls: none may be a 5xx (a refusal is a 400 with its reason). */
const answers: number[] = [];
const noted = async <T extends { statusCode: number }>(r: Promise<T>): Promise<T> => {
  const got = await r;
  answers.push(got.statusCode);
  return got;
};
const operate = (id: string, paymentType: string, amount?: string) =>
  noted(post(gw.app, `/v1/payments/${id}`, { entityId: ENTITY, paymentType, currency: "EUR", ...(amount ? { amount } : {}) }));
const chargeback = (id: string, amount?: string) =>
  noted(post(gw.app, `/sandbox/v1/payments/${id}/chargeback`, { entityId: ENTITY, ...(amount ? { amount } : {}) }));
const chargebackReversal = (id: string, amount?: string) =>
  noted(post(gw.app, `/sandbox/v1/payments/${id}/chargeback-reversal`, { entityId: ENTITY, ...(amount ? { amount } : {}) }));

/** What the database holds for a chain (minor units): captured, and paid back (RF + CB − CR, + a debit's RV). */
function money(rootId: string, debit: boolean) {
  const t = (type: string) => gw.ctx.store.totals(rootId, type).sum;
  return { captured: debit ? 1_000 : t("CP"), paidBack: t("RF") + t("CB") - t("CR") + (debit ? t("RV") : 0) };
}

describe("one debit is paid back at most once (the attacks of security round 3)", () => {
  it("refuses a refund after a full chargeback, a chargeback after a full refund, and a reversal of a charged-back debit", async () => {
    const a = await pay({ ...DEBIT, amount: "10.00" });
    expect(ok(await chargeback(a.id))).toBe(true);
    const refund = await operate(a.id, "RF", "10.00");
    expect(refund.statusCode).toBe(400);
    expect(refund.json<Json>().result.description).toContain("0.00 is left to refund");
    const reversal = await operate(a.id, "RV");
    expect(reversal.json<Json>().result.description).toContain("charged back");

    const b = await pay({ ...DEBIT, amount: "10.00" });
    expect(ok(await operate(b.id, "RF", "10.00"))).toBe(true);
    const cb = await chargeback(b.id, "10.00");
    expect(cb.statusCode).toBe(400);
    expect(cb.json<Json>().result.description).toContain("0.00 of this payment is left");
    expect(money(a.id, true).paidBack).toBe(1_000);
    expect(money(b.id, true).paidBack).toBe(1_000);
  });

  it("a chargeback the merchant won back (CR) makes room for a refund again", async () => {
    const a = await pay({ ...DEBIT, amount: "10.00" });
    const cb = (await chargeback(a.id, "6.00")).json<Payment>();
    expect(ok(await operate(a.id, "RF", "4.01"))).toBe(false);
    expect(ok(await chargebackReversal(cb.id))).toBe(true);
    expect(ok(await operate(a.id, "RF", "10.00"))).toBe(true);
    expect(money(a.id, true)).toEqual({ captured: 1_000, paidBack: 1_000 });
  });

  it("a settled debit is refunded, not reversed (the money has moved)", async () => {
    const a = await pay({ ...DEBIT, amount: "10.00" });
    expect((await post(gw.app, "/sandbox/v1/clock", { advance: "P1D" })).statusCode).toBe(200);
    await gw.work.runDue();
    expect(gw.ctx.store.payment(a.id)?.settled).toBe(1);
    const reversal = await operate(a.id, "RV");
    expect(reversal.statusCode).toBe(400);
    expect(reversal.json<Json>().result.description).toContain("settled: refund it instead");
    expect(ok(await operate(a.id, "RF", "10.00"))).toBe(true);
  });

  it("the database itself refuses a row that pays back more than was captured", () => {
    return pay({ ...DEBIT, amount: "10.00" }).then((a) => {
      const row = gw.ctx.store.payment(a.id);
      if (!row) throw new Error("no payment");
      const refund = (amount: number) =>
        gw.ctx.store.recordPayment(
          {
            ...row,
            id: orderedId(),
            short_id: `${amount}`,
            payment_type: "RF",
            amount_minor: amount,
            referenced_id: a.id,
            root_id: a.id,
            checkout_id: null,
            registration_id: null,
            max_captures: null,
            notification_url: null,
          },
          false,
        );
      expect(refund(600)).toBe(true);
      expect(() => refund(401)).toThrow(PAID_BACK_REFUSED);
      expect(refund(400)).toBe(true);
      expect(money(a.id, true).paidBack).toBe(1_000);
    });
  });
});

const amount = fc.option(fc.integer({ min: 1, max: 1_200 }), { nil: undefined });
const OPS = fc.array(
  fc.oneof(
    fc.record({ op: fc.constant("CP" as const), amount: fc.integer({ min: 1, max: 700 }) }),
    fc.record({ op: fc.constantFrom("RF" as const, "CB" as const), amount, on: fc.nat(4) }),
    fc.record({ op: fc.constant("CR" as const), amount, on: fc.nat(4) }),
    fc.record({ op: fc.constant("RV" as const) }),
  ),
  { minLength: 1, maxLength: 8 },
);
const major = (minor: number | undefined) => (minor === undefined ? undefined : (minor / 100).toFixed(2));

describe("paid back ≤ captured, over any sequence of operations (property)", () => {
  it.each(["DB", "PA"] as const)(
    "on a %s of 10.00: refunds, chargebacks, their reversals, captures and reversals in any order",
    async (kind) => {
      await fc.assert(
        fc.asyncProperty(OPS, async (ops) => {
          const root = await pay({ ...DEBIT, amount: "10.00", paymentType: kind });
          const captures: string[] = [];
          const chargebacks: string[] = [];
          for (const o of ops) {
            if (o.op === "CP") {
              const r = await operate(root.id, "CP", major(o.amount));
              if (ok(r)) captures.push(r.json<Payment>().id);
            } else if (o.op === "RV") await operate(root.id, "RV");
            else if (o.op === "CR") {
              const target = chargebacks[o.on % Math.max(chargebacks.length, 1)];
              if (target) await chargebackReversal(target, major(o.amount));
            } else {
              const targets = kind === "DB" ? [root.id, ...captures] : captures;
              const target = targets[o.on % Math.max(targets.length, 1)];
              if (!target) continue;
              if (o.op === "RF") await operate(target, "RF", major(o.amount));
              else {
                const r = await chargeback(target, major(o.amount));
                if (ok(r)) chargebacks.push(r.json<Payment>().id);
              }
            }
            const { captured, paidBack } = money(root.id, kind === "DB");
            expect(paidBack).toBeGreaterThanOrEqual(0);
            expect(paidBack).toBeLessThanOrEqual(captured);
          }
        }),
        { seed: 20261128, numRuns: 40 },
      );
    },
  );
});
