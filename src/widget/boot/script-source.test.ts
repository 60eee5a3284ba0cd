import { afterEach, describe, expect, it, vi } from "vitest";
import { readScriptSource } from "./script-source.ts";

const ID = "EC2932AF8C437E5601799D9201DE957D.sbx01-vm-tx01";
const GATEWAY = "https://gateway.example";

describe("readScriptSource", () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
  afterEach(() => error.mockClear());

  it.each([
    [`${GATEWAY}/v1/paymentWidgets.js?checkoutId=${ID}`, { checkoutId: ID, purpose: "payment" }],
    [`${GATEWAY}/v1/paymentWidgets.js?checkoutId=${ID}/registration`, { checkoutId: ID, purpose: "registration" }],
    [`${GATEWAY}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(`${ID}/registration`)}`, { checkoutId: ID, purpose: "registration" }],
    [`${GATEWAY}/v1/paymentWidgets.js`, { checkoutId: "", purpose: "payment" }],
  ])("reads %s", (src, expected) => {
    expect(readScriptSource(src)).toEqual({ gatewayOrigin: GATEWAY, ...expected });
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    `${GATEWAY}/v1/paymentWidgets.js?checkoutId=${ID}/payment`,
    `${GATEWAY}/v1/paymentWidgets.js?checkoutId=/registration`,
    `${GATEWAY}/v1/paymentWidgets.js?checkoutId=${ID}/registration/registration`,
  ])("marks %s malformed (the forms then show the checkout error; main.ts reports it, in the words of setup-report.ts)", (src) => {
    expect(readScriptSource(src)).toMatchObject({ gatewayOrigin: GATEWAY, malformed: true });
    expect(error).not.toHaveBeenCalled();
  });
});
