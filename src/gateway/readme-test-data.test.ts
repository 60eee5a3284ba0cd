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

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const readme = read("README.md");
const testData = read("docs/test-data.md");
const gatewayDoc = read("docs/gateway.md");
const section = (text: string, title: string) => {
  const start = text.indexOf(`## ${title}\n`);
  const end = text.indexOf("\n## ", start + 1);
  return start < 0 ? "" : text.slice(start, end < 0 ? undefined : end);
};

describe("README: the merchant's short guide", () => {
  it("is short, with a table of contents, a picture and a documentation index", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(300);
    expect(section(readme, "Contents")).toContain("- [Quick start](#quick-start)");
    expect(readme).toMatch(/!\[[^\]]+\]\(docs\/screenshots\/[a-z-]+\.png\)/);
    expect(section(readme, "Documentation")).toContain("[docs/troubleshooting.md](docs/troubleshooting.md)");
  });

  it("shows test cards that are rows of TEST_CARDS, word for word, and 3-D Secure cards of its 3-D Secure table", () => {
    const rows = section(readme, "Test data")
      .split("\n")
      .filter((l) => /^\| [A-Z]+ +\| `/.test(l));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(testCardsMarkdown()).toContain(row);
    for (const [, number] of section(readme, "Test data").matchAll(/`(\d{4} \d{4} \d{4} \d{4})` \((Visa|Mastercard)\)/g))
      expect(threeDSecureCardsMarkdown()).toMatch(new RegExp(`\`${number}\` \\| challenge`));
    expect(section(readme, "Test data")).toContain(`one-time code is \`${ACS_ONE_TIME_CODE}\``);
  });
});

describe("docs/test-data.md and docs/gateway.md", () => {
  it("shows the test-card table of TEST_CARDS", () => {
    expect(testData).toContain(testCardsMarkdown());
  });

  it("shows the 3-D Secure test cards of TEST_CARDS and the ACS page's one-time code", () => {
    expect(testData).toContain(threeDSecureCardsMarkdown());
    expect(testData).toContain(`one-time code \`${ACS_ONE_TIME_CODE}\``);
  });

  it("shows the SEPA test-account table of TEST_BANK_ACCOUNTS", () => {
    expect(testData).toContain(testBankAccountsMarkdown());
  });

  it("shows the BIN table of TEST_BINS (brandDetectionType binlist)", () => {
    expect(testData).toContain(testBinsMarkdown());
  });

  it("shows the fraud-simulation table of FRAUD_SIMULATIONS", () => {
    expect(testData).toContain(fraudMarkdown());
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
    const gateway = gatewayDoc;
    expect(gateway).toContain(`\`${endpoint}\``);
    const path = (endpoint.split(" ")[1] ?? "").replace("{id}", "{");
    expect(gateway.split("\n").some((l) => l.startsWith("curl") && l.includes(path.split("{")[0] ?? ""))).toBe(true);
  });

  it("documents the throttling default", () => {
    expect(gatewayDoc).toMatch(new RegExp(`\`GATEWAY_RATE_LIMIT\`\\s*\\|\\s*\`${DEFAULT_RATE_LIMIT}\``));
  });
});
