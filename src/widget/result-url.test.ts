import { afterEach, describe, expect, it, vi } from "vitest";
import { resultParam, resultUrl, setCheckoutResultUrl, shopperResultUrl } from "./result-url.ts";

/**
 * The form's action as the shopperResultUrl, in the documents merchants render the widget in. A
 * `blob:` document (an Odoo module renders the widget in a blob: iframe) has a base that cannot
 * resolve a relative address: `new URL("/result", "blob:…")` throws, which stopped every payment.
 */
const form = (action: string | null) => ({ getAttribute: (name: string) => (name === "action" ? action : null) }) as HTMLFormElement;
const page = (url: string, origin: string) => {
  vi.stubGlobal("document", { baseURI: url, URL: url });
  vi.stubGlobal("location", { origin });
};
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("shopperResultUrl", () => {
  it.each<[string, string, string, string | null, string | undefined]>([
    [
      "an ordinary page, relative action",
      "https://shop.example/checkout/pay",
      "https://shop.example",
      "result",
      "https://shop.example/checkout/result",
    ],
    [
      "an ordinary page, absolute-path action",
      "https://shop.example/checkout/pay",
      "https://shop.example",
      "/result",
      "https://shop.example/result",
    ],
    [
      "a blob: document, absolute-path action",
      "blob:https://shop.example/6f0c",
      "https://shop.example",
      "/shop/result",
      "https://shop.example/shop/result",
    ],
    [
      "a blob: document, absolute action",
      "blob:https://shop.example/6f0c",
      "https://shop.example",
      "https://shop.example/r",
      "https://shop.example/r",
    ],
    [
      "an about:srcdoc document (base of its parent)",
      "https://shop.example/host",
      "https://shop.example",
      "/result",
      "https://shop.example/result",
    ],
    ["a javascript: action", "https://shop.example/checkout", "https://shop.example", "javascript:alert(1)", undefined],
  ])("%s", (_what, url, origin, action, expected) => {
    page(url, origin);
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(shopperResultUrl(form(action))?.href).toBe(expected);
  });

  it("a blob: document without an action cannot come back to itself: undefined, with one [wpwl] message, never a throw", () => {
    page("blob:https://shop.example/6f0c", "https://shop.example");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(shopperResultUrl(form(null))).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain("[wpwl]");
  });

  it("adds id and resourcePath", () => {
    page("blob:https://shop.example/6f0c", "https://shop.example");
    expect(resultUrl(form("/result"), "ABC")).toBe("https://shop.example/result?id=ABC&resourcePath=%2Fv1%2Fcheckouts%2FABC%2Fpayment");
  });
});

describe("a checkout created with a shopperResultUrl", () => {
  const SET = "https://shop.example/after-payment?order=7";

  it.each<[string, string | null, string | undefined, Record<string, string>, string | undefined]>([
    [
      "form without action, checkout without one: this page, sent",
      null,
      undefined,
      { shopperResultUrl: "https://shop.example/pay" },
      "https://shop.example/pay?id=C1&resourcePath=%2Fv1%2Fcheckouts%2FC1%2Fpayment",
    ],
    [
      "form without action, checkout with one: the checkout's, not sent",
      null,
      SET,
      {},
      "https://shop.example/after-payment?order=7&id=C1&resourcePath=%2Fv1%2Fcheckouts%2FC1%2Fpayment",
    ],
    [
      "form with an action, checkout with one: the form's, sent (production refuses it)",
      "/result",
      SET,
      { shopperResultUrl: "https://shop.example/result" },
      "https://shop.example/result?id=C1&resourcePath=%2Fv1%2Fcheckouts%2FC1%2Fpayment",
    ],
  ])("%s", (_what, action, checkoutUrl, param, landing) => {
    page("https://shop.example/pay", "https://shop.example");
    const f = form(action);
    setCheckoutResultUrl(f, checkoutUrl);
    expect(resultParam(f)).toEqual(param);
    expect(resultUrl(f, "C1")).toBe(landing);
  });
});
