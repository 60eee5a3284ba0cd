import { afterEach, describe, expect, it, vi } from "vitest";
import type { CheckoutConfig } from "../../shared/checkout-config.ts";
import { reportSetup } from "../diagnostics/setup-report.ts";
import type { FormContext } from "../form-contract.ts";
import { parseOptions } from "../options.ts";
import { fastCheckoutSession } from "./fast-checkout-session.ts";

const ID = "8ac7a4a1845f7e4a0184604cbb2a0b8a.uat01-vm-tx02";
const GATEWAY = "https://gateway.example";
const CONFIG: CheckoutConfig = {
  id: ID,
  amount: "49.99",
  currency: "EUR",
  paymentType: "DB",
  expiresAt: "2030-01-01T00:00:00.000Z",
  expired: false,
  paid: false,
};

/** The parts of the form's context a fast checkout reads (the test cannot build a whole page). */
function context(createCheckout: () => unknown, onCheckout = vi.fn()) {
  const ctx = { options: parseOptions({ createCheckout }, reportSetup), gatewayOrigin: GATEWAY, onCheckout } as unknown as FormContext;
  return { ctx, onCheckout };
}

/** The gateway's GET /v1/checkouts/{id}/config, answered from `answers` in turn (a test double for the network). */
function gateway(...answers: { status: number; body?: unknown }[]) {
  const fetch = vi.fn(async (url: string) => {
    const a = answers.shift() ?? { status: 500 };
    expect(url).toBe(`${GATEWAY}/v1/checkouts/${encodeURIComponent(ID)}/config`);
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("fastCheckoutSession", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("creates the checkout once, loads it, publishes it, and reuses it for the next attempt", async () => {
    const fetch = gateway({ status: 200, body: CONFIG });
    const create = vi.fn(async () => ID);
    const { ctx, onCheckout } = context(create);
    const checkout = fastCheckoutSession(ctx, "PAYPAL", new AbortController().signal);
    await expect(checkout()).resolves.toEqual(CONFIG);
    await expect(checkout()).resolves.toEqual(CONFIG);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ brand: "PAYPAL" });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onCheckout).toHaveBeenCalledExactlyOnceWith(CONFIG);
  });

  it.each<[string, { status: number; body?: unknown }, string]>([
    ["unknown to the gateway", { status: 404 }, `gave the checkout ${ID}, which ${GATEWAY} could not load (HTTP 404)`],
    ["already paid", { status: 200, body: { ...CONFIG, paid: true } }, "which is already paid: return a new checkout"],
    ["expired", { status: 200, body: { ...CONFIG, expired: true } }, "which is already expired"],
  ])("refuses a checkout %s with one [wpwl] message, and asks again on the next attempt", async (_what, answer, message) => {
    gateway(answer, { status: 200, body: CONFIG });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const create = vi.fn(async () => ID);
    const { ctx, onCheckout } = context(create);
    const checkout = fastCheckoutSession(ctx, "GOOGLEPAY", new AbortController().signal);
    await expect(checkout()).rejects.toThrow(message);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[wpwl\] wpwlOptions\.createCheckout gave the checkout/);
    expect(onCheckout).not.toHaveBeenCalled();
    await expect(checkout()).resolves.toEqual(CONFIG);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it("a rejected createCheckout loads nothing and is asked again on the next attempt", async () => {
    const fetch = gateway({ status: 200, body: CONFIG });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const create = vi.fn().mockRejectedValueOnce(new Error("shop down")).mockResolvedValueOnce(ID);
    const { ctx } = context(create);
    const checkout = fastCheckoutSession(ctx, "PAYPAL", new AbortController().signal);
    await expect(checkout()).rejects.toThrow("wpwlOptions.createCheckout failed for PAYPAL: shop down");
    expect(fetch).not.toHaveBeenCalled();
    await expect(checkout()).resolves.toEqual(CONFIG);
  });
});
