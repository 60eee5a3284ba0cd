import { describe, expect, it } from "vitest";
import { gatewayFixture } from "../events/receiver.test-support.ts";
import { DEBIT, ENTITY, type Json, type Params, post } from "../testing/test-harness.ts";

const f = gatewayFixture();
type Answer = Json & {
  registrationId?: string;
  merchantTransactionId?: string;
  billing?: { postcode?: string };
  card?: { holder?: string };
  result: Json["result"] & { parameterWarnings?: { name: string; value: string; message: string }[] };
};
const pay = async (params: Params) => (await post(f.gw.app, "/v1/payments", { ...DEBIT, ...params })).json<Answer>();
const NAMES = { "customer.givenName": "Jane", "customer.surname": "Jones" };

/** What real client libraries send that the specification refuses (docs/gateway.md "Strict and tolerant input"). */
const VARIANTS: readonly [string, Params, string][] = [
  ["createRegistration=1 (PHP)", { createRegistration: "1" }, "createRegistration"],
  ["a merchantTransactionId of 4 characters", { merchantTransactionId: "4711" }, "merchantTransactionId"],
  ["customer.email without names", { "customer.email": "jane@shop.example" }, "customer.givenName"],
  ["customer.ip without names", { "customer.ip": "192.0.2.1" }, "customer.givenName"],
  [
    "an identity document without names",
    { "customer.identificationDocType": "IDCARD", "customer.identificationDocId": "0102030405" },
    "customer.givenName",
  ],
  ["billing.postcode=15705-9357", { "billing.postcode": "15705-9357", "billing.country": "US" }, "billing.postcode"],
  ["customer.phone=(?!?)555-5555 (ActiveMerchant)", { "customer.phone": "(?!?)555-5555", ...NAMES }, "customer.phone"],
  ["customer.email with a space before it", { "customer.email": " jane@shop.example", ...NAMES }, "customer.email"],
];

describe("strict input (the default): what the specification refuses is refused", () => {
  it.each(VARIANTS)("%s gets 400 naming %s", async (_t, params, name) => {
    f.start();
    const res = await pay(params);
    expect(res.result.code).toBe("200.300.404");
    expect(res.result.parameterErrors?.map((e) => e.name)).toContain(name);
    // The error says how to run the sandbox for such a client.
    expect(res.result.parameterErrors?.find((e) => e.name === name)?.message).toMatch(/GATEWAY_INPUT=tolerant\)$/);
  });

  it("takes a boolean written True or FALSE (Python's requests) as that boolean, without a warning", async () => {
    f.start();
    const res = await pay({ createRegistration: "True" });
    expect(res.result.code).toBe("000.100.110");
    expect(res.registrationId).toMatch(/^[0-9a-f]{32}$/);
    expect(res.result.parameterWarnings).toBeUndefined();
    const checkout = await post(f.gw.app, "/v1/checkouts", {
      entityId: ENTITY,
      amount: "5.00",
      currency: "EUR",
      paymentType: "DB",
      integrity: "True",
    });
    expect(checkout.json<Answer>().result.code).toBe("000.200.100");
    expect(checkout.json<Answer>().result.parameterWarnings).toBeUndefined();
    expect((await pay({ createRegistration: "FALSE" })).registrationId).toBeUndefined();
  });

  it("says nothing of tolerant mode for what it refuses too", async () => {
    f.start();
    const res = await pay({ createRegistration: "yes" });
    expect(res.result.parameterErrors?.[0]?.message).toBe("expected true or false");
  });

  it.each([["customer.email", " not-an-email"]])(
    "says nothing of tolerant mode where it would refuse the value too: %s=%j",
    async (name, value) => {
      f.start();
      const message = (await pay({ [name]: value, ...NAMES })).result.parameterErrors?.find((e) => e.name === name)?.message;
      expect(message).toBeDefined();
      expect(message).not.toContain("GATEWAY_INPUT=tolerant");
      f.start({ GATEWAY_INPUT: "tolerant" });
      expect((await pay({ [name]: value, ...NAMES })).result.parameterErrors?.map((e) => e.name)).toContain(name);
    },
  );
});

describe("GATEWAY_INPUT=tolerant: exactly these variants, normalized, each named in result.parameterWarnings", () => {
  it.each(VARIANTS)("%s is accepted with a warning for %s", async (_t, params, name) => {
    f.start({ GATEWAY_INPUT: "tolerant" });
    const res = await pay(params);
    expect(res.result.code).toBe("000.100.110");
    const warned = res.result.parameterWarnings?.map((w) => w.name) ?? [];
    expect(warned).toContain(name === "customer.givenName" ? "customer.givenName" : name);
  });

  it("normalizes what has a normal form: the booleans do what true does, the postcode loses its hyphen", async () => {
    f.start({ GATEWAY_INPUT: "tolerant" });
    const reg = await pay({ createRegistration: "1" });
    expect(reg.registrationId).toMatch(/^[0-9a-f]{32}$/);
    expect(reg.result.parameterWarnings?.[0]?.message).toContain('taken as "true"');
    const zip = await pay({ "billing.postcode": "15705-9357", "billing.country": "US" });
    expect(zip.billing?.postcode).toBe("157059357");
    const short = await pay({ merchantTransactionId: "4711" });
    expect(short.merchantTransactionId).toBe("4711");
  });

  it.each<[string, Params, string]>([
    ["a merchantInvoiceId of 4 characters (not in the list)", { merchantInvoiceId: "4711" }, "merchantInvoiceId"],
    ["createRegistration=yes", { createRegistration: "yes" }, "createRegistration"],
    ["customer.phone without names", { "customer.phone": "+49301234567" }, "customer.givenName"],
    ["an amount with a comma", { amount: "92,00" }, "amount"],
    ["a name nobody documents", { "customer.givenname": "Jane" }, "customer.givenname"],
    // Card data is never rewritten (nor shown in a warning).
    ["a card number with a space before it", { "card.number": " 4200000000000000" }, "card.number"],
  ])("still refuses %s", async (_t, params, name) => {
    f.start({ GATEWAY_INPUT: "tolerant" });
    const res = await pay(params);
    expect(res.result.code).toBe("200.300.404");
    expect(res.result.parameterErrors?.map((e) => e.name)).toContain(name);
  });

  it("a clean request has no warnings; checkouts and schedules are tolerant too", async () => {
    f.start({ GATEWAY_INPUT: "tolerant" });
    expect((await pay(NAMES)).result.parameterWarnings).toBeUndefined();
    const checkout = await post(f.gw.app, "/v1/checkouts", {
      entityId: ENTITY,
      amount: "5.00",
      currency: "EUR",
      paymentType: "DB",
      integrity: "1",
    });
    expect(checkout.json<Answer>().result.parameterWarnings?.map((w) => w.name)).toEqual(["integrity"]);
  });
});

describe("docs/gateway.md", () => {
  it("lists every tolerated variant", async () => {
    const { readFileSync } = await import("node:fs");
    const { TOLERATED } = await import("./tolerant-input.ts");
    const readme = readFileSync("docs/gateway.md", "utf8");
    for (const t of TOLERATED) expect(readme).toContain(`| ${t.id} |`);
  });
});
