import { afterEach, describe, expect, it, vi } from "vitest";
import { resultUrl, shopperResultUrl } from "./result-url.ts";

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
