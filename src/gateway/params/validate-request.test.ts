import { describe, expect, it } from "vitest";
import { OPERATIONS, type Operation } from "./operations.ts";
import { SPEC_GROUPS } from "./spec-groups.ts";
import { lookupParam } from "./spec-lookup.ts";
import { validateRequest } from "./validate-request.ts";

type Params = Record<string, string>;

const ENTITY = "8a8294174b7ecb28014b9699220015ca";
const CARD: Params = { "card.number": "4200000000000000", "card.expiryMonth": "12", "card.expiryYear": "2030", "card.cvv": "123" };
const BASE: Params = { entityId: ENTITY, amount: "10.00", currency: "EUR", paymentType: "DB", ...CARD };

const offending = (params: Params, op: Operation = OPERATIONS.payment) =>
  validateRequest(params, op)
    .errors.map((e) => e.name)
    .sort();

describe("specification tables", () => {
  const rows = SPEC_GROUPS.flatMap((g) => g.rows.map(([name]) => [g.id, name] as const));

  it("have unique names", () => {
    const names = rows.map(([, n]) => n);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(rows)("%s: %s resolves to its own row", (_group, name) => {
    const concrete = name
      .replace(/\[n\]/g, "[0]")
      .replace(/\[(key|name)\]/g, "[orderRef]")
      .replace(/\[brand\]/g, "[VISA]");
    const match = lookupParam(concrete);
    expect(match && "pattern" in match ? match.pattern : match).toBe(name);
  });
});

/** One valid and one invalid parameter per group of spec section 2. */
const GROUP_ROWS: readonly [group: string, valid: Params, invalid: Params][] = [
  ["basic", { merchantTransactionId: "order-0001", numberOfCaptures: "3" }, { merchantTransactionId: "short", numberOfCaptures: "99" }],
  ["forex", { "forex.amount": "1.00", "forex.currency": "USD" }, { "forex.currency": "usd" }],
  ["authentication", { entityId: ENTITY }, { entityId: ENTITY.toUpperCase() }],
  ["card", { "card.holder": "Jane Jones" }, { "card.expiryMonth": "13" }],
  ["wallets", { "applePay.source": "web" }, { "googlePay.source": "desktop" }],
  [
    "customer",
    { "customer.givenName": "Jane", "customer.surname": "Jones", "customer.sex": "F" },
    { "customer.givenName": "Jane", "customer.surname": "Jones", "customer.email": "jane" },
  ],
  [
    "customer.browser",
    { "customer.browser.javaEnabled": "false", "customer.browser.timezone": "-60" },
    { "customer.browser.screenHeight": "1234567" },
  ],
  ["billing", { "billing.country": "DE", "billing.postcode": "SW1A1AA" }, { "billing.country": "Germany" }],
  ["merchant billing", { "merchant.billing.email": "shop@example.com" }, { "merchant.billing.city": "x".repeat(81) }],
  ["shipping", { "shipping.method": "GROUND", "shipping.cost": "4.90" }, { "shipping.method": "CAMEL" }],
  ["merchant shipping", { "merchant.shipping.type": "RETURN" }, { "merchant.shipping.type": "BACK" }],
  ["corporate", { "corporate.purchase": "Y" }, { "corporate.phone": "+49 30" }],
  ["sender", { "sender.sourceOfFunds": "03", "sender.country": "DEU" }, { "sender.sourceOfFunds": "10" }],
  ["recipient", { "recipient.accountNumberType": "WALLET_ID" }, { "recipient.givenName": "x".repeat(49) }],
  ["merchant", { "merchant.mcc": "5411", "merchant.data[shop.id]": "1" }, { "merchant.countryCode": "DE" }],
  ["cart items", { "cart.items[0].name": "Book", "cart.items[1000].quantity": "2" }, { "cart.items[0].tax": "120" }],
  ["cart index", { "cart.items[999].sku": "A1" }, { "cart.items[1001].sku": "A1" }],
  ["cart payments", { "cart.payments[0].type": "GIFTCARD" }, { "cart.payments[0].status": "PAID" }],
  ["marketplace", { "marketPlace.sellers[0].amount": "5.00" }, { "marketPlace.sellers[0].amount": "5" + ".0" }],
  ["airline", { "airline.passengers[0].legs[1].departureDate": "2026-07-01" }, { "airline.totalFareAmount": "x" }],
  ["recurring migration", { "recurringMigration.paymentType": "DB" }, { "recurringMigration.paymentType": "RF" }],
  ["3-D Secure", { "threeDSecure.eci": "05", "threeDSecure.schemeData[CB-USECASE]": "01" }, { "threeDSecure.verificationId": "too-short" }],
  ["custom parameters", { "customParameters[SHOPPER_note]": "hello" }, { "customParameters[ab]": "too short a name" }],
  [
    "risk",
    { "risk.orderTimestamp": "2026-06-15 12:00:00", "risk.parameters[USER_DATA1]": "x" },
    { "risk.merchantWebsite": "x".repeat(61) },
  ],
  ["job", { "job.dayOfWeek": "MON", "job.expression": "0 0 12 * * ?" }, { "job.hour": "25" }],
  ["standing instruction", { "standingInstruction.mode": "INITIAL" }, { "standingInstruction.source": "XIT" }],
  ["chargeback", { chargebackResultCode: "000.100.201" }, { chargebackResultCode: "000.100.110" }],
  ["gift card", { "giftCard.type": "BIRTHDAY" }, { "giftCard.message": "x" }],
  ["virtual account", { "virtualAccount.accountId": "acct-1" }, { "virtualAccount.accountId": "x".repeat(101) }],
  [
    "token account",
    { "tokenAccount.number": "4200000000000000", "tokenAccount.type": "NETWORK" },
    { "tokenAccount.number": "42", "tokenAccount.type": "NETWORK" },
  ],
  [
    "bank account",
    { "bankAccount.holder": "Jane Jones", "bankAccount.iban": "DE89370400440532013000", "bankAccount.bic": "COBADEFF" },
    { "bankAccount.holder": "Jane Jones", "bankAccount.iban": "DE89", "bankAccount.bic": "COBADEFF" },
  ],
];

describe("validateRequest per group", () => {
  // job.* belongs to the scheduling endpoint; a payment refuses it (see below).
  const opOf = (group: string) => (group === "job" ? OPERATIONS.schedule : OPERATIONS.payment);
  const SCHEDULE_BASE: Params = { entityId: ENTITY, amount: "10.00", currency: "EUR", paymentType: "DB" };
  const baseOf = (group: string) => (group === "job" ? SCHEDULE_BASE : BASE);
  it.each(GROUP_ROWS)("%s: a valid parameter passes", (group, valid) => {
    expect(validateRequest({ ...baseOf(group), ...valid }, opOf(group)).errors).toEqual([]);
  });

  it.each(GROUP_ROWS)("%s: an invalid parameter is named with its value and a reason", (group, _valid, invalid) => {
    const { errors } = validateRequest({ ...baseOf(group), ...invalid }, opOf(group));
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) {
      expect(Object.keys(invalid)).toContain(e.name);
      expect(e.message).not.toBe("");
    }
  });
});

describe("spec 2.29's query parameters outside GET /v1/query", () => {
  it.each(["limit", "paymentTypes", "paymentMethods", "date.from", "shortId", "includeLinkedTransactions"])(
    "%s on a payment is refused by name, also when unknown names are ignored",
    (name) => {
      for (const mode of ["reject", "ignore"] as const) {
        const { errors } = validateRequest({ ...BASE, [name]: "DB" }, OPERATIONS.payment, mode);
        expect(errors.find((e) => e.name === name)?.message).toContain("GET /v1/query");
      }
    },
  );
});

describe("job.* outside the scheduling endpoint", () => {
  it.each(["payment", "createCheckout", "updateCheckout", "registrationPayment", "registration"] as const)(
    "%s refuses job.* and names POST /scheduling/v1/schedules",
    (op) => {
      const { errors } = validateRequest({ ...BASE, "job.month": "*" }, OPERATIONS[op]);
      expect(errors.find((e) => e.name === "job.month")?.message).toContain("POST /scheduling/v1/schedules");
    },
  );
});

describe("conditional rules", () => {
  it.each<[string, Params, string[]]>([
    ["customer field without names", { "customer.email": "jane@example.com" }, ["customer.givenName", "customer.surname"]],
    ["customer field with givenName only", { "customer.email": "jane@example.com", "customer.givenName": "Jane" }, ["customer.surname"]],
    ["customer names alone", { "customer.givenName": "Jane", "customer.surname": "Jones" }, []],
    ["browser data alone (3-D Secure)", { "customer.browser.language": "de" }, []],
    [
      "identification type without id",
      { "customer.givenName": "J", "customer.surname": "J", "customer.identificationDocType": "PASSPORT" },
      ["customer.identificationDocId"],
    ],
    [
      "identification id without type",
      { "customer.givenName": "J", "customer.surname": "J", "customer.identificationDocId": "P1234567" },
      ["customer.identificationDocType"],
    ],
    [
      "identification both",
      {
        "customer.givenName": "J",
        "customer.surname": "J",
        "customer.identificationDocType": "PASSPORT",
        "customer.identificationDocId": "P1234567",
      },
      [],
    ],
    ["bank account without number or iban", { "bankAccount.holder": "Jane Jones", "bankAccount.bic": "COBADEFF" }, ["bankAccount.number"]],
    [
      "bank account without bankCode or bic",
      { "bankAccount.holder": "Jane Jones", "bankAccount.number": "0532013000" },
      ["bankAccount.bankCode"],
    ],
    [
      "bank account with number and bankCode",
      { "bankAccount.holder": "Jane Jones", "bankAccount.number": "0532013000", "bankAccount.bankCode": "37040044" },
      [],
    ],
    ["billing streets digits only", { "billing.street1": "12", "billing.street2": "34" }, ["billing.street1"]],
    ["billing street with a name", { "billing.street1": "Main Street", "billing.street2": "12" }, []],
    ["shipping street digits only", { "shipping.street1": "12 34" }, ["shipping.street1"]],
    ["houseNumber2 without houseNumber1", { "billing.houseNumber2": "b" }, ["billing.houseNumber2"]],
    ["merchant.shipping houseNumber2 without houseNumber1", { "merchant.shipping.houseNumber2": "b" }, ["merchant.shipping.houseNumber2"]],
    ["houseNumber2 with houseNumber1", { "billing.houseNumber1": "12", "billing.houseNumber2": "b" }, []],
    ["custom parameter name of 2 characters", { "customParameters[ab]": "x" }, ["customParameters[ab]"]],
    ["custom parameter name with a hyphen", { "customParameters[order-ref]": "x" }, ["customParameters[order-ref]"]],
    ["custom parameter name of 64 characters", { [`customParameters[${"a".repeat(64)}]`]: "x" }, []],
    ["overridePaymentType on a payment", { "overridePaymentType[VISA]": "PA" }, ["overridePaymentType[VISA]"]],
  ])("%s → %j", (_name, extra, names) => {
    const params: Params = { ...BASE, ...extra };
    expect(offending(params)).toEqual([...names].sort());
  });

  it("accepts overridePaymentType when a checkout is created", () => {
    const { "card.number": _, "card.cvv": __, "card.expiryMonth": ___, "card.expiryYear": ____, ...noCard } = BASE;
    expect(offending({ ...noCard, "overridePaymentType[VISA]": "PA" }, OPERATIONS.createCheckout)).toEqual([]);
  });

  it.each([OPERATIONS.createCheckout, OPERATIONS.updateCheckout, OPERATIONS.createRegistrationCheckout])(
    "refuses card data in a checkout ($id); the holder stays",
    (op) => {
      const params = { ...BASE, createRegistration: "true", "card.holder": "Jane Jones", "giftCard.pin": "1234" };
      expect(offending(params, op)).toEqual(expect.arrayContaining(["card.number", "card.cvv", "card.expiryMonth", "card.expiryYear"]));
      expect(offending(params, op)).not.toContain("card.holder");
    },
  );

  it("requires the structure's R rows once the structure is sent", () => {
    expect(offending({ ...BASE, "tokenAccount.cryptogram": "AAABBBCCCDDDEEEFFFGGGHHHIII=" })).toEqual([
      "tokenAccount.number",
      "tokenAccount.type",
    ]);
  });

  it("requires merchantTransactionId and refuses paymentType on a risk-only request", () => {
    expect(offending({ ...BASE }, OPERATIONS.riskShield)).toEqual(["merchantTransactionId", "paymentType"]);
  });
});

describe("unknown parameters", () => {
  it("are refused by default, each named", () => {
    const { errors } = validateRequest({ ...BASE, "customer.givenname": "Jane", foo: "bar" }, OPERATIONS.payment);
    expect(errors.map((e) => e.name).sort()).toEqual(["customer.givenname", "foo"]);
    expect(errors[0]?.message).toMatch(/unknown parameter/);
  });

  it.each([
    ["authentication.userId", /older API's authentication: send the access token in the header Authorization/],
    ["authentication.password", /older API's authentication/],
  ])("the older API's %s: refused, saying what to send instead", (name, hint) => {
    const { errors } = validateRequest({ ...BASE, [name]: "x" }, OPERATIONS.payment);
    expect(errors.map((e) => e.name)).toEqual([name]);
    expect(errors[0]?.message).toMatch(/^unknown parameter: /);
    expect(errors[0]?.message).toMatch(hint);
    // A password is never repeated back (params/sensitive.ts).
    expect(errors[0]?.value).toBe(name === "authentication.password" ? "" : "x");
  });

  it("are dropped under GATEWAY_UNKNOWN_PARAMETERS=ignore", () => {
    const { errors, params } = validateRequest({ ...BASE, foo: "bar" }, OPERATIONS.payment, "ignore");
    expect(errors).toEqual([]);
    expect(params.foo).toBeUndefined();
  });

  it("never show a card number or CVV in an error", () => {
    const { errors } = validateRequest(
      { ...BASE, "card.number": "42000000000000001234567890123456789", "card.cvv": "12345" },
      OPERATIONS.payment,
    );
    expect(errors.map((e) => e.name).sort()).toEqual(["card.cvv", "card.number"]);
    for (const e of errors) expect(e.value).toBe("");
  });
});

describe("what a name alone decides (kept per operation after its first request)", () => {
  it("is decided for each operation: a name one operation refuses stays accepted by another, in any order", () => {
    const registration = { entityId: ENTITY, amount: "10.00", currency: "EUR", paymentType: "DB" };
    for (let round = 0; round < 3; round++) {
      expect(offending(BASE)).toEqual([]);
      expect(offending({ ...registration, "card.number": "4200000000000000" }, OPERATIONS.registrationPayment)).toEqual(["card.number"]);
      expect(offending({ ...registration, "job.second": "0" }, OPERATIONS.payment)).toEqual(["job.second"]);
    }
  });

  it("keeps nothing of names outside the tables: unknown and patterned names are judged every time", () => {
    for (let round = 0; round < 2; round++) {
      expect(offending({ ...BASE, "foo.bar": "x" })).toEqual(["foo.bar"]);
      expect(validateRequest({ ...BASE, "foo.bar": "x" }, OPERATIONS.payment, "ignore").errors).toEqual([]);
      expect(offending({ ...BASE, "cart.items[1001].name": "x" })).toEqual(["cart.items[1001].name"]);
      expect(offending({ ...BASE, "cart.items[3].name": "x" })).toEqual([]);
      expect(offending({ ...BASE, "1bad": "x" })).toEqual(["1bad"]);
    }
  });
});
