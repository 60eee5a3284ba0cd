import { describe, expect, it } from "vitest";
import { cspOrigin, isSourceList, originAllowedBy } from "./csp-source.ts";

describe("a CSP source is built only from a checked origin", () => {
  it.each([
    ["https://shop.example/result?x=1", "https://shop.example"],
    ["http://localhost:3000/r", "http://localhost:3000"],
    ["https://[::1]:8443/r", "https://[::1]:8443"],
    ["https://my_host.example/r", "https://my_host.example"],
    ["https://a;require-trusted-types-for/r3", "'none'"],
    ["https://a,b/r", "'none'"],
    ["javascript:alert(1)", "'none'"],
    ["not a url", "'none'"],
  ])("%s → %s", (url, source) => {
    expect(cspOrigin(url)).toBe(source);
  });

  it.each([
    ["*", true],
    ["'self' https://shop.example http://localhost:3000", true],
    ["https://*.shop.example", true],
    ["http://localhost:* http://127.0.0.1:*", true],
    ["http://localhost:*x", false],
    ["https://shop.example; script-src *", false],
    ["https://shop.example, https://b", false],
    ["'unsafe-inline'", false],
  ])("FRAME_ANCESTORS %s: %s", (list, ok) => {
    expect(isSourceList(list)).toBe(ok);
  });
});

describe("originAllowedBy: the browser's frame-ancestors matching, so a page is told before its frames are refused", () => {
  const OWN = "http://127.0.0.1:8080";
  it.each<[string, string, boolean]>([
    ["*", "http://localhost:5173", true],
    ["http://localhost:3000", "http://localhost:3000", true],
    ["http://localhost:3000", "http://localhost:5173", false],
    ["http://localhost:*", "http://localhost:5173", true],
    ["http://localhost:*", "http://127.0.0.1:5173", false],
    ["https://shop.example", "https://shop.example:443", true],
    ["https://shop.example", "http://shop.example", false],
    ["https://*.shop.example", "https://pay.shop.example", true],
    ["https://*.shop.example", "https://shop.example", false],
    ["https://*.shop.example", "https://evilshop.example", false],
    ["https:", "https://anything.example", true],
    ["http:", "https://anything.example", true],
    ["'self'", OWN, true],
    ["'self'", "http://localhost:3000", false],
    ["'none'", "http://localhost:3000", false],
    ["*", "null", false],
    ["*", "file://", false],
  ])("FRAME_ANCESTORS %s, page %s: %s", (list, origin, allowed) => {
    expect(originAllowedBy(origin, list, OWN)).toBe(allowed);
  });
});
