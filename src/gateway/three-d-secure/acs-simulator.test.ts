import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { encodeParams } from "../../shared/form-params.ts";
import { TEST_CARDS } from "../simulator/test-cards.ts";
import { Clock, DEBIT, ENTITY, FORM, gateway, get, type Json, type Params, post } from "../testing/test-harness.ts";

/**
 * The sandbox ACS page also takes the established test simulator's controls, which merchants' test
 * suites drive: one select, `select#returnCode` by its texts (Approve, Decline, Cancel) and
 * `select[name="transStatus"]` by its values (Y, N, R, U), and `input[type=submit][value="Pay"]`.
 */
type Answer = Json & { redirect?: { url: string } };
let app: FastifyInstance;
beforeEach(() => {
  app = gateway(new Clock()).app;
});
afterEach(async () => {
  await app.close();
});

const challenge = async () => {
  const card = TEST_CARDS.find((t) => t.threeDS === "challenge" && t.brand === "VISA");
  const res = await post(app, "/v1/payments", { ...DEBIT, "card.number": card?.number ?? "" });
  const body = res.json<Answer>();
  return { id: body.id ?? "", path: new URL(body.redirect?.url ?? "http://x/").pathname };
};
const answer = (path: string, params: Params) =>
  app.inject({ method: "POST", url: path, headers: { ...FORM, "sec-fetch-site": "same-origin" }, payload: encodeParams(params) });
const { entityId: _e, amount: _a, currency: _c, paymentType: _t, ...DEBIT_CARD } = DEBIT;
const code = async (id: string) => (await get(app, `/v1/payments/${id}?entityId=${ENTITY}`)).json<Json>().result.code;

describe("the ACS page's test simulator controls", () => {
  it("shows them as one select, Card Default preselected and Approve as option [1], one submit input and the emulator's B2, before the one-time-code form", async () => {
    const { path } = await challenge();
    const html = (await app.inject({ method: "GET", url: path })).body;
    // A page object's bare page.locator("select") must find one (Playwright's strict mode).
    expect(html.match(/<select/g)).toHaveLength(1);
    expect(html).toMatch(
      /<select id="returnCode" name="transStatus"><option value="D" selected>Card Default<\/option><option value="Y">Approve<\/option><option value="N">Decline<\/option>/,
    );
    // The established emulator's submit, which a merchant's page object clicks by its name.
    expect(html.match(/name="B2"/g)).toHaveLength(1);
    expect(html.match(/<input type="submit"/g)).toHaveLength(1);
    // A merchant's page object clicks //input[@name='submit'] in iframe.wpwl-target; others input[value="Pay"].
    expect(html).toContain('<input type="submit" name="submit" value="Pay"');
    expect(html).toContain('<label for="returnCode">');
    // Others click the first of button[type=submit], input[type=submit]: the simulator's, not the code form's Submit.
    expect(html.indexOf('<input type="submit"')).toBeLessThan(html.indexOf('<button type="submit"'));
  });

  it.each<[string, Params, string]>([
    ["the defaults (Approve, Y)", {}, "000.100.110"],
    ["Card Default, preselected (a challenge card authenticates)", { transStatus: "D" }, "000.100.110"],
    ["Card Default by its name", { returnCode: "Card Default" }, "000.100.110"],
    ["the emulator's B2 with option [1]", { transStatus: "Y", B2: "Submit" }, "000.100.110"],
    ["Approve and Y", { returnCode: "Approve", transStatus: "Y" }, "000.100.110"],
    ["Decline", { returnCode: "Decline", transStatus: "Y" }, "100.380.401"],
    ["transStatus N", { returnCode: "Approve", transStatus: "N" }, "100.380.401"],
    ["transStatus R", { transStatus: "R" }, "100.380.401"],
    ["transStatus U", { transStatus: "U" }, "100.380.401"],
    ["Cancel", { returnCode: "Cancel" }, "100.396.101"],
    ["the page's Cancel (transStatus)", { transStatus: "Cancel" }, "100.396.101"],
    ["Decline by its name alone", { returnCode: "Decline" }, "100.380.401"],
  ])("%s: %s", async (_what, params, expected) => {
    const { id, path } = await challenge();
    const res = await answer(path, { action: "simulate", ...params });
    expect(res.statusCode).toBe(200);
    expect(await code(id)).toBe(expected);
  });

  it.each<[string, Params]>([
    ["an unknown returnCode", { returnCode: "Maybe" }],
    ["an unknown transStatus", { transStatus: "X" }],
  ])("refuses %s and leaves the challenge pending", async (_what, params) => {
    const { id, path } = await challenge();
    const res = await answer(path, { action: "simulate", ...params });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Choose one of the listed outcomes.");
    expect(await code(id)).toBe("000.200.000");
  });
});

describe("a challenge the widget sent to a window of its own (paymentTarget _top, _parent, _self)", () => {
  it("keeps ?wpwlTarget=window through its forms and ends on a relay page that goes on to the result page", async () => {
    await app.close();
    app = gateway(new Clock(), { FRAME_ANCESTORS: "http://localhost:3000" }).app;
    const id = (await post(app, "/v1/checkouts", { entityId: ENTITY, amount: "10.00", currency: "EUR", paymentType: "DB" })).json<Json>()
      .id;
    const card = TEST_CARDS.find((t) => t.threeDS === "challenge" && t.brand === "VISA");
    const widget = {
      origin: "http://localhost:80",
      "wpwl-parent-origin": "http://localhost:3000",
      "wpwl-channel": "0123456789abcdef0123456789abcdef",
    };
    const paid = await post(
      app,
      `/v1/checkouts/${id}/payment`,
      { ...DEBIT_CARD, "card.number": card?.number ?? "", shopperResultUrl: "http://localhost:3000/result" },
      widget,
    );
    const path = new URL(paid.json<Answer>().redirect?.url ?? "http://x/").pathname;
    const page = (await app.inject({ method: "GET", url: `${path}?wpwlTarget=window` })).body;
    expect(page.match(/<input type="hidden" name="wpwlTarget" value="window">/g)).toHaveLength(2);
    const relay = (await answer(path, { action: "submit", otp: "1234", wpwlTarget: "window" })).body;
    expect(relay).toContain('data-result="http://localhost:3000/result?');
    expect(relay).not.toContain("data-origin=");
    // Inline (no flag): the relay tells the widget.
    expect((await app.inject({ method: "GET", url: path })).body).toContain('data-origin="http://localhost:3000"');
  });
});
