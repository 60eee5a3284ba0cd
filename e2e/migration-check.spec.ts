import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import type { FastifyInstance } from "fastify";
import { buildShop } from "../demo/server.ts";
import { lineText } from "../src/check/report.ts";
import { launch, runCheck } from "../src/check/run-check.ts";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN, readConfig } from "../src/gateway/config.ts";
import { buildServer, type GatewayRuntime } from "../src/gateway/server.ts";
import { expect, test } from "./support/test.ts";

/**
 * The migration check (payment-widgets check, src/check/), end to end: pages of ours written for the established
 * widget (e2e/migration-pages/: its gateway's address, someone else's checkout id and integrity) run in Chromium
 * against a sandbox of this worker's own (its FRAME_ANCESTORS lets the check's loopback pages frame the card
 * fields), their report read line by line; and the demo shop's own pages, whose report must be clean.
 */
const PAGES = join(import.meta.dirname, "migration-pages");
let gw: GatewayRuntime;
let shop: FastifyInstance;
let address = "";
let shopUrl = "";
let out = "";
/** The check's own Chromium (its flags: the check serves the page's HTML itself, see run-check.ts), one per worker. */
let browser: Browser;

test.beforeAll(async () => {
  gw = buildServer(readConfig({ GATEWAY_DB: ":memory:", GATEWAY_RATE_LIMIT: "0", GATEWAY_DIST: join(import.meta.dirname, "../dist") }));
  address = await gw.app.listen({ port: 0, host: "127.0.0.1" });
  shop = buildShop({ url: address, token: DEFAULT_TOKEN, entityId: DEFAULT_ENTITY_ID });
  shopUrl = await shop.listen({ port: 0, host: "localhost" });
  out = mkdtempSync(join(tmpdir(), "check-"));
  browser = await launch(undefined);
});
test.afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await gw?.app.close();
  rmSync(out, { recursive: true, force: true });
});

const check = (target: string, report?: string) =>
  runCheck({ target, gateway: address, token: DEFAULT_TOKEN, entityId: DEFAULT_ENTITY_ID, pay: true, report, browser });
type Report = Awaited<ReturnType<typeof check>>;
const lines = (r: Report, title: string) => r.sections.find((s) => s.title.startsWith(title))?.lines.map(lineText) ?? [];
const pci = (r: Report) => r.pci.map((f) => `${f.level} ${f.item}`);

test.describe("payment-widgets check", () => {
  test("a page that uses the contract as published: every part supported or changed with the reason; paid; CSP and SRI in place", async () => {
    const report = join(out, "supported.html");
    const r = await check(join(PAGES, "supported.html"), report);
    expect(lines(r, "wpwlOptions")).toEqual([
      "  supported      style",
      "  supported      locale",
      "  supported      showCVVHint",
      "  supported      onReady",
      "  changed        onBeforeSubmitCard — only `return false` stops the payment; event.preventDefault() alone does not (docs/dom-contract.md, Before the payment)",
      "  supported      showLabels",
    ]);
    expect(lines(r, "wpwl-* classes its scripts select")).toEqual([
      "  supported      .wpwl-group-cvv — selected by the page's scripts (querySelector)",
      "  supported      .wpwl-form-card — selected by the page's scripts (querySelector)",
    ]);
    expect(lines(r, "wpwl-* classes its stylesheets").map((l) => l.split(" — ")[0])).toEqual([
      "  supported      .wpwl-form",
      "  supported      .wpwl-button-pay",
      "  supported      .wpwl-group-cvv",
      "  supported      .wpwl-label-brand",
    ]);
    expect(lines(r, "Brands")).toEqual(["  supported      VISA", "  supported      MASTER"]);
    expect(r.smoke.resultCode).toBe("000.100.110");
    expect(r.smoke.note).toMatch(
      /the shopper went to http:\/\/127\.0\.0\.1:\d+\/result\.html with id and resourcePath; callbacks called: onReady, onBeforeSubmitCard/,
    );
    expect(pci(r)).toEqual(["ok script-src", "ok frame-src", "ok require-trusted-types-for", "ok SRI", "ok scripts"]);
    expect(r.pci.find((f) => f.item === "scripts")?.note).toContain("2 inline");
    expect(r.fails).toBe(false);
    const html = readFileSync(report, "utf8");
    expect(html).toContain("<h2>Smoke payment</h2>");
    expect(html.match(/data:image\/png;base64,/g)).toHaveLength(2);
  });

  test("misspelled, unsupported and late parts, dropped inputs, no CSP and no SRI: each named, the nearest name suggested; exit 1", async () => {
    const r = await check(join(PAGES, "mistakes.html"));
    expect(lines(r, "wpwlOptions")).toEqual([
      "  supported      style",
      "  unknown        requiereCvv — not an option of this widget (ignored): did you mean requireCvv?",
      "  not supported  paymentMethodsOrder — not an option of this widget: ignored",
      "  supported      onReady",
      "  changed        showLabels — set after the widget read wpwlOptions (it reads them once, when the page's DOM is ready): set it before, not in onReady or later",
    ]);
    expect(lines(r, "wpwl API")).toEqual(["  supported      wpwl.checkout"]);
    expect(lines(r, "wpwl-* classes its stylesheets")).toEqual([
      "  unknown        .wpwl-contol-cardNumber — styled in an inline <style>: no such class in the widget's DOM: did you mean .wpwl-control-cardNumber?",
      "  supported      .wpwl-button-pay — styled in an inline <style>",
    ]);
    expect(lines(r, "Field names")).toEqual([
      '  unknown        [name="card.holdr"] — styled in an inline <style>: no field of the widget has this name: did you mean card.holder?',
    ]);
    expect(lines(r, "Inputs")).toEqual([
      "  supported      customParameters[SHOP_ORDER] — sent with the payment",
      "  not supported  installments — not a parameter of a widget payment: dropped (customer.*, billing.*, shipping.*, customParameters[…] are kept)",
    ]);
    expect(lines(r, "Brands")).toEqual([
      "  supported      VISA",
      "  unknown        VISAA — not a brand of this widget (not shown): did you mean VISA?",
    ]);
    expect(r.smoke.resultCode).toBe("000.100.110");
    expect(pci(r)).toEqual(["missing Content-Security-Policy", "missing SRI", "ok scripts", "weak inline handlers"]);
    expect(r.fails).toBe(true);
  });

  test("options the widget cannot see (a const)", async () => {
    const hidden = await check(join(PAGES, "hidden-options.html"));
    expect(lines(hidden, "wpwlOptions")).toEqual([
      "  not supported  wpwlOptions — declared with const or let (or in a module), where the widget cannot see it: use var wpwlOptions or window.wpwlOptions",
    ]);
  });

  test("a framework-rendered page: its form, options and script come after its own code ran", async () => {
    const spa = await check(join(PAGES, "spa.html"));
    expect(lines(spa, "wpwlOptions")).toEqual(["  supported      style", "  supported      onReady"]);
    expect(lines(spa, "wpwl-* classes its scripts select")).toEqual([
      "  supported      .wpwl-wrapper-cardNumber — selected by the page's scripts (querySelectorAll)",
    ]);
    expect(lines(spa, "Field names")).toEqual(['  supported      [name="card.number"] — selected by the page\'s scripts (querySelector)']);
    expect(lines(spa, "Brands")).toEqual(["  supported      MASTER", "  supported      VISA"]);
    expect(spa.smoke.resultCode).toBe("000.100.110");
    expect(pci(spa)).toContain("missing SRI");
  });

  for (const path of ["/checkout", "/frameworks/react"])
    test(`the demo shop's ${path}: a clean report, paid`, async () => {
      const r = await check(`${shopUrl}${path}`);
      const flagged = r.sections.flatMap((s) => s.lines).filter((l) => l.verdict === "not supported" || l.verdict === "unknown");
      expect(flagged).toEqual([]);
      expect(r.smoke.resultCode, r.smoke.note).toBe("000.100.110");
      expect(r.pci.filter((f) => f.level === "missing")).toEqual([]);
      expect(r.fails).toBe(false);
    });
});
