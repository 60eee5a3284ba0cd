import { describe, expect, it } from "vitest";
import { redirectHref } from "./follow-redirect.ts";

describe("redirectHref", () => {
  it.each([
    [
      { url: "https://gw.example/v1/simulator/redirect/abc", parameters: [{ name: "ticket", value: "t1" }] },
      "https://gw.example/v1/simulator/redirect/abc?ticket=t1",
    ],
    [
      { url: "https://bank.example/pay?lang=de", parameters: [{ name: "ref", value: "a b&c" }] },
      "https://bank.example/pay?lang=de&ref=a+b%26c",
    ],
    [{ url: "https://bank.example/pay?ref=old", parameters: [{ name: "ref", value: "new" }] }, "https://bank.example/pay?ref=new"],
    [{ url: "https://bank.example/pay", parameters: [] }, "https://bank.example/pay"],
  ])("%j → %s", (r, href) => {
    expect(redirectHref({ ...r, method: "GET" })).toBe(href);
  });
});
