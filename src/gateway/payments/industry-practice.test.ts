import { describe, expect, it } from "vitest";
import { Clock, DEBIT, ENTITY, gateway, type Json, type Params, post } from "../testing/test-harness.ts";
import { practiceProblem } from "./industry-practice.ts";

const row = (payment_type: string, success: number, closed = 0) => ({ payment_type, success, closed, account: "{}" });

describe("industry practices (spec 2.27) as data", () => {
  it.each<[string | undefined, string, ReturnType<typeof row>, boolean]>([
    ["INCREMENTAL_AUTH", "PA", row("PA", 1), true],
    ["INCREMENTAL_AUTH", "PA", row("PA", 1, 1), false],
    ["INCREMENTAL_AUTH", "DB", row("PA", 1), false],
    ["REAUTHORIZATION", "PA", row("PA", 1), true],
    ["REAUTHORIZATION", "PA", row("DB", 1), false],
    ["RESUBMISSION", "DB", row("DB", 0), true],
    ["RESUBMISSION", "DB", row("DB", 1), false],
    ["DELAYED_CHARGES", "DB", row("CP", 1), true],
    ["DELAYED_CHARGES", "PA", row("DB", 1), false],
    ["NO_SHOW", "DB", row("PA", 1), true],
    ["NO_SHOW", "DB", row("PA", 0), false],
    [undefined, "DB", row("DB", 1), true],
    [undefined, "DB", row("DB", 0), false],
  ])("%s as a %s referencing %j: allowed %s", (practice, type, original, allowed) => {
    expect(practiceProblem(practice, type, original).problem === undefined).toBe(allowed);
  });
});

describe("industry practices over the API", () => {
  const app = gateway(new Clock()).app;
  const pay = async (params: Params) => (await post(app, "/v1/payments", params)).json<Json>();
  const si = (practice: string, extra: Params = {}) => ({
    "standingInstruction.industryPractice": practice,
    "standingInstruction.mode": "REPEATED",
    "standingInstruction.source": "MIT",
    "standingInstruction.initialTransactionId": "123456123456789",
    ...extra,
  });
  const linked = (id: string, params: Params) =>
    pay({ entityId: ENTITY, amount: "10.00", currency: "EUR", paymentType: "DB", referenceUuid: id, ...params });

  it("a RESUBMISSION retries a declined debit on its card; a NO_SHOW charges after an authorization", async () => {
    const declined = await pay({ ...DEBIT, "card.number": "4000000000000002" });
    expect(declined.result.code).toBe("800.100.152");
    expect((await linked(declined.id ?? "", si("RESUBMISSION"))).result.parameterErrors).toBeUndefined();
    const pa = await pay({ ...DEBIT, paymentType: "PA" });
    expect((await linked(pa.id ?? "", si("NO_SHOW"))).result.code).toBe("000.100.110");
    const refused = await linked(pa.id ?? "", si("RESUBMISSION"));
    expect(refused.result.parameterErrors?.[0]).toMatchObject({ name: "referenceUuid", message: expect.stringContaining("succeeded") });
    await app.close();
  });
});
