import { describe, expect, it } from "vitest";
import { cspFindings, directives, scriptFindings } from "./pci.ts";

const GATEWAY = "https://eu-test.oppwa.com";
const summary = (policies: string[]) => cspFindings(policies, GATEWAY).map((f) => `${f.level} ${f.item}`);

describe("PCI DSS 6.4.3 / 11.6.1 findings", () => {
  it.each<[string, string[], string[]]>([
    ["no policy", [], ["missing Content-Security-Policy"]],
    [
      "nonce, the gateway framed, Trusted Types, reports",
      [`script-src 'nonce-abc' ${GATEWAY}; frame-src ${GATEWAY}; require-trusted-types-for 'script'; report-to csp`],
      ["ok script-src", "ok frame-src", "ok require-trusted-types-for"],
    ],
    [
      "'unsafe-inline' without a nonce, no frame-src for the gateway",
      [`script-src 'self' 'unsafe-inline' ${GATEWAY}; frame-src 'self'`],
      ["weak script-src", "missing frame-src", "weak report-to"],
    ],
    [
      "default-src only, without the gateway",
      ["default-src 'self'"],
      ["ok script-src", "missing script-src", "missing frame-src", "weak report-to"],
    ],
    [
      "any host and eval",
      [`script-src https: 'unsafe-eval'; frame-src ${GATEWAY}; report-uri /r`],
      ["ok script-src", "weak script-src", "weak script-src", "ok frame-src"],
    ],
  ])("%s", (_, policies, expected) => {
    expect(summary(policies)).toEqual(expected);
  });

  it("reads directives, the first of a name winning", () => {
    expect(directives("script-src 'self'; SCRIPT-SRC x; img-src *")).toEqual(
      new Map([
        ["script-src", ["'self'"]],
        ["img-src", ["*"]],
      ]),
    );
  });

  it.each<[string, Parameters<typeof scriptFindings>[0], string[]]>([
    [
      "SRI, first-party scripts only",
      {
        origin: "https://shop.example",
        widgetOrigin: GATEWAY,
        widgetTag: { integrity: true, crossorigin: true },
        loaded: ["https://shop.example/app.js"],
        inline: 1,
        inlineHandlers: [],
      },
      ["ok SRI", "ok scripts"],
    ],
    [
      "no SRI, a third-party script, inline handlers",
      {
        origin: "https://shop.example",
        widgetOrigin: GATEWAY,
        widgetTag: { integrity: false, crossorigin: false },
        loaded: ["https://cdn.example/tag.js"],
        inline: 0,
        inlineHandlers: ["button onclick"],
      },
      ["missing SRI", "weak scripts", "weak inline handlers"],
    ],
    [
      "integrity without crossorigin",
      {
        origin: "https://shop.example",
        widgetOrigin: GATEWAY,
        widgetTag: { integrity: true, crossorigin: false },
        loaded: [],
        inline: 0,
        inlineHandlers: [],
      },
      ["weak SRI", "ok scripts"],
    ],
  ])("%s", (_, page, expected) => {
    expect(scriptFindings(page).map((f) => `${f.level} ${f.item}`)).toEqual(expected);
  });
});
