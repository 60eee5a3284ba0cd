import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMIT } from "./config.ts";
import {
  fraudMarkdown,
  testBankAccountsMarkdown,
  testBinsMarkdown,
  testCardsMarkdown,
  threeDSecureCardsMarkdown,
} from "./simulator/test-data-table.ts";
import { ACS_ONE_TIME_CODE } from "./simulator/three-d-secure.ts";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const section = (title: string) => {
  const start = readme.indexOf(`## ${title}\n`);
  const end = readme.indexOf("\n## ", start + 1);
  return start < 0 ? "" : readme.slice(start, end < 0 ? undefined : end);
};

describe("README", () => {
  it("shows the test-card table of TEST_CARDS", () => {
    expect(section("Test data")).toContain(testCardsMarkdown());
  });

  it("shows the 3-D Secure test cards of TEST_CARDS and the ACS page's one-time code", () => {
    expect(section("Test data")).toContain(threeDSecureCardsMarkdown());
    expect(section("Test data")).toContain(`one-time code \`${ACS_ONE_TIME_CODE}\``);
  });

  it("shows the SEPA test-account table of TEST_BANK_ACCOUNTS", () => {
    expect(section("Test data")).toContain(testBankAccountsMarkdown());
  });

  it("shows the BIN table of TEST_BINS (brandDetectionType binlist)", () => {
    expect(section("Test data")).toContain(testBinsMarkdown());
  });

  it("shows the fraud-simulation table of FRAUD_SIMULATIONS", () => {
    expect(section("Test data")).toContain(fraudMarkdown());
  });

  it.each([
    ["POST /v1/checkouts"],
    ["POST /v1/checkouts/{id}"],
    ["GET /v1/checkouts/{id}/payment"],
    ["GET /v1/checkouts/{id}/registration"],
    ["POST /v1/payments"],
    ["GET /v1/payments/{id}"],
    ["POST /v1/payments/{id}"],
    ["POST /v1/registrations/{id}/payments"],
    ["POST /v2/riskShield"],
  ])("lists %s with a curl example", (endpoint) => {
    const gateway = section("Sandbox gateway");
    expect(gateway).toContain(`\`${endpoint}\``);
    const path = (endpoint.split(" ")[1] ?? "").replace("{id}", "{");
    expect(gateway.split("\n").some((l) => l.startsWith("curl") && l.includes(path.split("{")[0] ?? ""))).toBe(true);
  });

  it("documents the throttling default", () => {
    expect(section("Sandbox gateway")).toMatch(new RegExp(`\`GATEWAY_RATE_LIMIT\`\\s*\\|\\s*\`${DEFAULT_RATE_LIMIT}\``));
  });
});
