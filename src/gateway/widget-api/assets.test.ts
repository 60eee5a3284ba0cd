import { describe, expect, it } from "vitest";
import { framePolicy } from "./assets.ts";

describe("framePolicy", () => {
  const inline = { script: "'sha384-AAA'", style: "'sha384-BBB'" };

  it.each([
    ["script-src 'sha384-AAA'"],
    ["style-src 'sha384-BBB'"],
    ["default-src 'none'"],
    ["connect-src 'self'"],
    ["frame-ancestors http://localhost:3000"],
    ["require-trusted-types-for 'script'"],
    ["base-uri 'none'"],
  ])("contains %s", (directive) => {
    expect(framePolicy("http://localhost:3000", inline).split("; ")).toContain(directive);
  });

  it("allows no inline code at all without hashes", () => {
    const policy = framePolicy("*");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});
