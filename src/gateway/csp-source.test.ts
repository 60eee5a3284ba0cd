import { describe, expect, it } from "vitest";
import { cspOrigin, isSourceList } from "./csp-source.ts";

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
    ["https://shop.example; script-src *", false],
    ["https://shop.example, https://b", false],
    ["'unsafe-inline'", false],
  ])("FRAME_ANCESTORS %s: %s", (list, ok) => {
    expect(isSourceList(list)).toBe(ok);
  });
});
