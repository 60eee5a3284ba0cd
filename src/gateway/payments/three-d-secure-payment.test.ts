import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TEST_CARDS } from "../simulator/test-cards.ts";
import { ACS_ONE_TIME_CODE } from "../simulator/three-d-secure.ts";
import { Clock, DEBIT, ENTITY, FORM, gateway, get, type Json, type Params, post } from "../testing/test-harness.ts";

type ThreeDS = { eci?: string; verificationId?: string; authenticationStatus?: string; version?: string; [k: string]: unknown };
type Answer = Json & { shortId?: string; descriptor?: string; threeDSecure?: ThreeDS; redirect?: { url: string; parameters: unknown[] } };

let app: FastifyInstance;
beforeEach(() => {
  app = gateway(new Clock(), { FRAME_ANCESTORS: "http://localhost:3000" }).app;
});
afterEach(async () => {
  await app.close();
});

const enrolled = (outcome: string, brand = "VISA") => {
  const c = TEST_CARDS.find((t) => t.threeDS === outcome && t.brand === brand);
  if (!c) throw new Error(`no ${outcome} card for ${brand}`);
  return { paymentBrand: brand, "card.number": c.number, "card.cvv": brand === "AMEX" ? "1234" : "123" };
};
const pay = async (params: Params) => {
  const res = await post(app, "/v1/payments", { ...DEBIT, ...params });
  return { status: res.statusCode, body: res.json<Answer>() };
};
const txnOf = (body: Answer) => new URL(body.redirect?.url ?? "http://x/").pathname.split("/").pop() ?? "";
/** The shopper's answer on the ACS page: a form post from the page itself. */
const answer = (txn: string, params: Params) =>
  app.inject({
    method: "POST",
    url: `/v1/threeds/${txn}`,
    headers: { ...FORM, "sec-fetch-site": "same-origin" },
    payload: new URLSearchParams(params).toString(),
  });
const status = async (id: string) => (await get(app, `/v1/payments/${id}?entityId=${ENTITY}`)).json<Answer>();

const BRANDS = ["VISA", "MASTER", "AMEX"] as const;
const DECIDED = [
  ["frictionless", "Y", "000.100.110", { VISA: "05", MASTER: "02", AMEX: "05" }],
  ["attempted", "A", "000.100.110", { VISA: "06", MASTER: "01", AMEX: "06" }],
  ["failed", "N", "100.380.401", { VISA: "07", MASTER: "00", AMEX: "07" }],
] as const;

describe("3-D Secure 2 without a challenge", () => {
  it.each(BRANDS.flatMap((brand) => DECIDED.map(([outcome, s, code, eci]) => [outcome, brand, s, code, eci[brand]] as const)))(
    "a %s %s card: authenticationStatus %s, result %s, eci %s",
    async (outcome, brand, authenticationStatus, code, eci) => {
      const { status: http, body } = await pay(enrolled(outcome, brand));
      expect(body.result.code).toBe(code);
      expect(http).toBe(code.startsWith("000.") ? 200 : 400);
      expect(body.threeDSecure).toMatchObject({ authenticationStatus, eci, version: "2.2.0" });
      expect(body.threeDSecure?.dsTransactionId).toMatch(/^[0-9a-f-]{36}$/);
      if (authenticationStatus === "N") expect(body.threeDSecure?.verificationId).toBeUndefined();
      else expect(body.threeDSecure?.verificationId).toHaveLength(28);
    },
  );

  it.each(TEST_CARDS.filter((c) => c.threeDS).map((c) => [c.number, c.brand, c.threeDS] as const))(
    "every enrolled card is authenticated as its row says: %s (%s, %s)",
    async (number, brand, outcome) => {
      const { body } = await pay({ paymentBrand: brand, "card.number": number, "card.cvv": brand === "AMEX" ? "1234" : "123" });
      const expected = {
        frictionless: ["000.100.110", "Y"],
        attempted: ["000.100.110", "A"],
        failed: ["100.380.401", "N"],
        challenge: ["000.200.000"],
      };
      const [code, authenticationStatus] = expected[outcome ?? "challenge"];
      expect(body.result.code).toBe(code);
      if (authenticationStatus) expect(body.threeDSecure?.authenticationStatus).toBe(authenticationStatus);
      else expect(body.redirect?.url).toMatch(/\/v1\/threeds\//);
    },
  );

  it("a card that is not enrolled has no 3-D Secure data", async () => {
    const { body } = await pay({});
    expect(body.result.code).toBe("000.100.110");
    expect(body.threeDSecure).toBeUndefined();
  });

  it.each(["challenge", "failed"])("threeDSecure.disable=true bypasses the authentication of a %s card", async (outcome) => {
    const { status: http, body } = await pay({ ...enrolled(outcome), "threeDSecure.disable": "true" });
    expect(http).toBe(200);
    expect(body.result.code).toBe("000.100.110");
    expect(body.threeDSecure).toEqual({ disable: "true" });
  });

  it("external 3-D Secure data passes through unchanged and skips the simulated authentication", async () => {
    const external = {
      "threeDSecure.eci": "05",
      "threeDSecure.verificationId": "AAACAgSRBklmQCFgMpEGAAAAAAA=",
      "threeDSecure.authenticationStatus": "Y",
      "threeDSecure.version": "2.1.0",
      "threeDSecure.dsTransactionId": "f25084f0-5b16-4c0a-ae5d-b24808a95e4b",
    };
    const { body } = await pay({ ...enrolled("challenge"), ...external });
    expect(body.result.code).toBe("000.100.110");
    expect(body.threeDSecure).toEqual({
      eci: "05",
      verificationId: "AAACAgSRBklmQCFgMpEGAAAAAAA=",
      authenticationStatus: "Y",
      version: "2.1.0",
      dsTransactionId: "f25084f0-5b16-4c0a-ae5d-b24808a95e4b",
    });
  });

  it.each(["challenge", "failed"])(
    "an exemption request (threeDSecure.exemptionFlag) is granted for a %s card: no challenge, status I",
    async (outcome) => {
      const { body } = await pay({ ...enrolled(outcome, "MASTER"), "threeDSecure.exemptionFlag": "01" });
      expect(body.result.code).toBe("000.100.110");
      expect(body.threeDSecure).toMatchObject({ exemptionFlag: "01", authenticationStatus: "I", eci: "06" });
    },
  );
});

describe("3-D Secure 2 challenge on the sandbox ACS page", () => {
  const challenged = async (extra: Params = {}) => {
    const { status: http, body } = await pay({ ...enrolled("challenge"), shopperResultUrl: "https://shop.example/result", ...extra });
    expect(http).toBe(200);
    expect(body.result.code).toBe("000.200.000");
    expect(body.redirect?.url).toMatch(/^http:\/\/localhost(:\d+)?\/v1\/threeds\/[0-9a-f]{32}$/);
    expect(body.redirect?.parameters).toEqual([]);
    expect(JSON.stringify(body)).not.toContain("4000000000003022");
    return { id: body.id ?? "", txn: txnOf(body), shortId: body.shortId };
  };

  it("shows the challenge under a CSP that allows no script and a form posted only to the gateway", async () => {
    const { txn } = await challenged();
    const res = await get(app, `/v1/threeds/${txn}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-security-policy"]).toContain("form-action 'self'");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.body).toContain('<label for="otp">One-time code</label>');
    expect(res.body).toContain(`the code is ${ACS_ONE_TIME_CODE}`);
    expect(res.body).toContain("VISA •••• 3022");
    expect(res.body).not.toMatch(/<script(?! src="\/v1\/frames\/)/);
  });

  it.each([
    [{ action: "submit", otp: ACS_ONE_TIME_CODE }, "000.100.110", "Y", "Payment verified"],
    [{ action: "submit", otp: "9999" }, "100.380.401", "N", "Verification failed"],
    [{ action: "cancel" }, "100.396.101", "N", "Verification cancelled"],
  ])("answer %j settles the payment with %s (authenticationStatus %s)", async (form, code, authenticationStatus, title) => {
    const { id, txn, shortId: pendingShortId } = await challenged();
    expect(pendingShortId).toMatch(/^\d{4}\.\d{4}\.\d{4}$/);
    const res = await answer(txn, form);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(title);
    expect(res.body).toContain('data-result="https://shop.example/result?id=');
    const final = await status(id);
    expect(final.result.code).toBe(code);
    // The settled answer keeps the short id the pending one gave (it is not derived from the id).
    expect(final.shortId).toBe(pendingShortId);
    expect(final.descriptor).toContain(String(pendingShortId));
    expect(final.threeDSecure).toMatchObject({ authenticationStatus, version: "2.2.0" });
    expect(final.redirect).toBeUndefined();
    // One answer per challenge: a second one changes nothing.
    await answer(txn, { action: "submit", otp: code === "000.100.110" ? "9999" : ACS_ONE_TIME_CODE });
    expect((await status(id)).result.code).toBe(code);
  });

  it("an empty code is asked for again, labelled as an error; the challenge stays open", async () => {
    const { id, txn } = await challenged();
    const res = await answer(txn, { action: "submit", otp: " " });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert">Enter the one-time code.');
    expect(res.body).toContain('aria-invalid="true"');
    expect((await status(id)).result.code).toBe("000.200.000");
  });

  it("refuses an answer posted from another site, and unknown ids", async () => {
    const { id, txn } = await challenged();
    const res = await app.inject({
      method: "POST",
      url: `/v1/threeds/${txn}`,
      headers: { ...FORM, "sec-fetch-site": "cross-site" },
      payload: `action=submit&otp=${ACS_ONE_TIME_CODE}`,
    });
    expect(res.statusCode).toBe(403);
    expect((await status(id)).result.code).toBe("000.200.000");
    expect((await get(app, `/v1/threeds/${"0".repeat(32)}`, {})).statusCode).toBe(404);
    expect((await get(app, "/v1/threeds/%3Cscript%3E", {})).body).not.toContain("<script>");
  });
});

describe("3-D Secure in a checkout (the widget's payments)", () => {
  const CHANNEL = "0123456789abcdef0123456789abcdef";
  const WIDGET = { origin: "http://localhost:80", "wpwl-parent-origin": "http://localhost:3000", "wpwl-channel": CHANNEL };
  const checkout = async (extra: Params = {}) => {
    const res = await post(app, "/v1/checkouts", { entityId: ENTITY, amount: "49.99", currency: "EUR", paymentType: "DB", ...extra });
    return res.json<Json>().id ?? "";
  };
  const widgetPay = async (id: string, card: Params, headers: Record<string, string> = WIDGET) => {
    const res = await post(
      app,
      `/v1/checkouts/${id}/payment`,
      { ...card, "card.expiryMonth": "12", "card.expiryYear": "2030", shopperResultUrl: "http://localhost:3000/result" },
      headers,
    );
    return { status: res.statusCode, body: res.json<Answer>() };
  };
  const checkoutStatus = async (id: string) => (await get(app, `/v1/checkouts/${id}/payment?entityId=${ENTITY}`)).json<Answer>();

  it("the relay page knows the widget's origin and channel, and the shop's result address", async () => {
    const id = await checkout();
    const { body } = await widgetPay(id, enrolled("challenge"));
    const res = await answer(txnOf(body), { action: "submit", otp: ACS_ONE_TIME_CODE });
    expect(res.body).toContain(`data-origin="http://localhost:3000" data-channel="${CHANNEL}"`);
    expect(res.body).toContain(
      `data-result="http://localhost:3000/result?id=${encodeURIComponent(id)}&#38;resourcePath=%2Fv1%2Fcheckouts%2F`,
    );
    expect((await checkoutStatus(id)).result.code).toBe("000.100.110");
  });

  it("after a cancelled challenge the shopper pays with another card: the checkout is paid once", async () => {
    const id = await checkout();
    const first = await widgetPay(id, enrolled("challenge"));
    await answer(txnOf(first.body), { action: "cancel" });
    expect((await checkoutStatus(id)).result.code).toBe("100.396.101");
    const second = await widgetPay(id, enrolled("frictionless", "MASTER"));
    expect(second.body.result.code).toBe("000.100.110");
    expect((await checkoutStatus(id)).id).toBe(second.body.id);
    const third = await widgetPay(id, enrolled("frictionless"));
    expect(third.body.result.code).toBe("100.350.101");
  });

  it("a challenge completed after another card paid the checkout is refused (100.350.101)", async () => {
    const id = await checkout();
    const first = await widgetPay(id, enrolled("challenge"));
    const second = await widgetPay(id, enrolled("frictionless"));
    expect(second.body.result.code).toBe("000.100.110");
    await answer(txnOf(first.body), { action: "submit", otp: ACS_ONE_TIME_CODE });
    expect((await status(first.body.id ?? "")).result.code).toBe("100.350.101");
    expect((await checkoutStatus(id)).id).toBe(second.body.id);
  });

  it("takes customer.browser.acceptHeader from the request's Accept header", async () => {
    const id = await checkout();
    const { body } = await widgetPay(id, enrolled("frictionless"), {
      ...WIDGET,
      accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8",
    });
    expect(body.customer).toMatchObject({ browser: { acceptHeader: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" } });
  });

  it("threeDSecure.disable=true on the checkout bypasses the challenge", async () => {
    const id = await checkout({ "threeDSecure.disable": "true" });
    const { body } = await widgetPay(id, enrolled("challenge"));
    expect(body.result.code).toBe("000.100.110");
  });

  it.each([
    [{ "wpwl-parent-origin": "javascript:alert(1)", "wpwl-channel": CHANNEL }, "wpwl-parent-origin"],
    [{ "wpwl-parent-origin": "http://localhost:3000", "wpwl-channel": "nope" }, "wpwl-channel"],
  ])("a malformed return address %j is a parameter error", async (headers, name) => {
    const id = await checkout();
    const { status: http, body } = await widgetPay(id, enrolled("challenge"), { origin: "http://localhost:80", ...headers });
    expect(http).toBe(400);
    expect(body.result.parameterErrors?.map((e) => e.name)).toEqual([name]);
  });
});

describe("the established platform's 3-D Secure test switches (customParameters[3DS2_enrolled], [3DS2_flow])", () => {
  const RESULT = { shopperResultUrl: "https://shop.example/result" };
  it.each<[string, Params, "challenge" | "Y" | "none"]>([
    ["a card that is not enrolled, no switch: no 3-D Secure", {}, "none"],
    ["3DS2_enrolled=true enrols it: challenged", { "customParameters[3DS2_enrolled]": "true" }, "challenge"],
    [
      "3DS2_enrolled=true with 3DS2_flow=frictionless: authenticated at once",
      { "customParameters[3DS2_enrolled]": "true", "customParameters[3DS2_flow]": "frictionless" },
      "Y",
    ],
    ["3DS2_flow alone does not enrol a card", { "customParameters[3DS2_flow]": "challenge" }, "none"],
  ])("%s", async (_t, extra, expected) => {
    const { status: http, body } = await pay({ ...RESULT, ...extra });
    if (expected === "challenge") {
      expect(http).toBe(200);
      expect(body.result.code).toBe("000.200.000");
      expect(body.redirect?.url).toMatch(/\/v1\/threeds\/[0-9a-f]{32}$/);
    } else {
      expect(body.result.code).toBe("000.100.110");
      expect(body.threeDSecure?.authenticationStatus).toBe(expected === "Y" ? "Y" : undefined);
    }
    // The switches are the merchant's custom parameters: echoed as sent.
    for (const [k, v] of Object.entries(extra)) expect(body.customParameters?.[k.slice(17, -1)]).toBe(v);
  });

  it("3DS2_flow=challenge challenges a card the ACS would have let through", async () => {
    const { body } = await pay({ ...enrolled("frictionless"), ...RESULT, "customParameters[3DS2_flow]": "challenge" });
    expect(body.result.code).toBe("000.200.000");
    expect(body.redirect?.url).toContain("/v1/threeds/");
  });
});
