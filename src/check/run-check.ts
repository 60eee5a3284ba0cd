import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { cardForm } from "../../testing/index.mjs";
import { TEST_CARDS } from "../gateway/simulator/test-cards.ts";
import { type Observation, observePage } from "./observe-page.ts";
import { cspFindings, scriptFindings } from "./pci.ts";
import { type CheckReport, htmlReport, type Section, type SmokePayment, summarize, textReport } from "./report.ts";
import { serveFolder } from "./static-files.ts";
import {
  apiLine,
  brandLine,
  classesIn,
  classLine,
  inputLine,
  type Line,
  nameLine,
  namesIn,
  optionLine,
  type WidgetContract,
} from "./verdicts.ts";

export interface CheckOptions {
  /** The page: a URL, or a saved HTML file (served from its folder). */
  readonly target: string;
  readonly gateway: string;
  readonly token: string;
  readonly entityId: string;
  /** Pay with the first brand's test card through the page's pay button (default yes). */
  readonly pay: boolean;
  /** Where the HTML report goes (undefined: none). */
  readonly report?: string | undefined;
  readonly chromium?: string | undefined;
  /** A browser to open the page in (tests share one); by default the check launches its own and closes it. */
  readonly browser?: Browser | undefined;
}

const ROOT = join(import.meta.dirname, "../..");

/** The built widget's contract (npm run build writes it; the package ships it). */
export function loadContract(): WidgetContract {
  const file = join(ROOT, "dist/contract.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: npm run build writes it`);
  return JSON.parse(readFileSync(file, "utf8")) as WidgetContract;
}

/** Playwright's Chromium when it is installed, else the system's (Debian's /usr/bin/chromium) or CHROMIUM_PATH. */
export async function launch(executable: string | undefined): Promise<Browser> {
  const pw = (await import("@playwright/test").catch(() => undefined)) as typeof import("@playwright/test") | undefined;
  if (!pw) throw new Error("the check drives Chromium with Playwright: npm install --save-dev @playwright/test");
  const own = (() => {
    try {
      return existsSync(pw.chromium.executablePath());
    } catch {
      return false;
    }
  })();
  const path = executable ?? process.env.CHROMIUM_PATH ?? (own ? undefined : "/usr/bin/chromium");
  return pw.chromium.launch({
    ...(path ? { executablePath: path } : {}),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      // The page's HTML comes back through the check (its widget script rewritten), which Chromium counts as a public
      // page reaching into the loopback sandbox: Local Network Access would refuse every request to the gateway.
      "--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults,BlockInsecurePrivateNetworkRequests",
    ],
  });
}

async function newCheckout(o: CheckOptions, reference: string): Promise<{ id: string; integrity: string }> {
  const res = await fetch(`${o.gateway}/v1/checkouts`, {
    method: "POST",
    headers: { authorization: `Bearer ${o.token}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      entityId: o.entityId,
      amount: "10.00",
      currency: "EUR",
      paymentType: "DB",
      integrity: "true",
      merchantTransactionId: reference,
    }).toString(),
  });
  const json = (await res.json()) as { id?: string; integrity?: string; result?: { description?: string } };
  if (!json.id || !json.integrity) throw new Error(`the sandbox made no checkout: ${json.result?.description ?? res.status}`);
  return { id: json.id, integrity: json.integrity };
}

const unique = (lines: readonly Line[]) => [...new Map(lines.map((l) => [`${l.item}|${l.note}`, l])).values()];

/** What the page used, each with its verdict, by part of the contract. */
export function sections(obs: Observation, c: WidgetContract): Section[] {
  const firstSet = new Map<string, boolean>();
  for (const o of obs.options) if (!o.key.includes(".") && !firstSet.has(o.key)) firstSet.set(o.key, o.late);
  const options = [...firstSet].map(([key, late]) => optionLine(key, c, obs.widgetMessages, late));
  const hidden = obs.assignments === 0 && obs.inlineScriptTexts.some((t) => /\b(const|let)\s+wpwlOptions\b/.test(t));
  if (hidden)
    options.push({
      verdict: "not supported",
      item: "wpwlOptions",
      note: "declared with const or let (or in a module), where the widget cannot see it: use var wpwlOptions or window.wpwlOptions",
    });
  if (obs.reassignedLate)
    options.push({
      verdict: "changed",
      item: "wpwlOptions",
      note: "assigned a new object after the widget's forms showed: it is not read (before they show, it would be)",
    });
  const selected = obs.selectors.flatMap((s) =>
    classesIn(s.selector).map((name) => classLine(name, c, `selected by the page's scripts (${s.via})`)),
  );
  const styled = obs.stylesheets.flatMap((s) => classesIn(s.text).map((name) => classLine(name, c, `styled in ${s.from}`)));
  const named = [
    ...obs.selectors.flatMap((s) => namesIn(s.selector).map((name) => nameLine(name, c, `selected by the page's scripts (${s.via})`))),
    ...obs.stylesheets.flatMap((s) => namesIn(s.text).map((name) => nameLine(name, c, `styled in ${s.from}`))),
  ];
  return [
    { title: "wpwlOptions (options and callbacks)", lines: options },
    { title: "wpwl API", lines: obs.api.map((name) => apiLine(name, c)) },
    { title: "wpwl-* classes its scripts select", lines: unique(selected) },
    { title: "wpwl-* classes its stylesheets restyle", lines: unique(styled) },
    { title: "Field names its scripts and stylesheets select", lines: unique(named) },
    { title: "Inputs it adds to the widget's forms", lines: obs.addedInputs.map(inputLine) },
    { title: "Brands (data-brands)", lines: [...new Set(obs.brands)].map((b) => brandLine(b, c)) },
  ];
}

/** Pays with the first brand's approved test card through the widget's pay button, and says where the shopper ended. */
async function smokePayment(
  page: Page,
  obs: Observation,
  o: CheckOptions,
  reference: string,
  answers: readonly string[],
): Promise<SmokePayment> {
  const brand = obs.brands[0];
  const card = TEST_CARDS.find((t) => t.brand === brand && t.code === "000.100.110" && !t.threeDS);
  if (!obs.ready) return { attempted: false, note: "not attempted: the widget showed no form", called: [] };
  if (!o.pay) return { attempted: false, note: "not attempted (--no-pay)", called: [] };
  if (!card)
    return {
      attempted: false,
      note: `not attempted: the first brand ${brand ?? "(none)"} has no card form to type into; pay it by hand`,
      called: [],
    };
  const before = page.url();
  const form = cardForm(page);
  await form.ready();
  await form.fill({ number: card.number, holder: "Jane Jones" });
  await form.pay();
  await page.waitForURL((u) => u.toString() !== before, { timeout: 20_000 }).catch(() => undefined);
  await page.waitForLoadState("load").catch(() => undefined);
  const finalUrl = page.url();
  const called = await page
    .evaluate(() => JSON.parse(sessionStorage.getItem("__wpwlCheckCalled") ?? "[]") as string[])
    .catch(() => [] as string[]);
  // By the check's own reference (the transaction query): the page's result page may have read the checkout's status already.
  const res = await fetch(
    `${o.gateway}/v1/query?entityId=${encodeURIComponent(o.entityId)}&merchantTransactionId=${encodeURIComponent(reference)}`,
    { headers: { authorization: `Bearer ${o.token}` } },
  );
  const payments = ((await res.json()) as { payments?: { result?: { code?: string } }[] }).payments ?? [];
  const code = answers.at(-1) ?? payments.at(-1)?.result?.code ?? "";
  const back = new URL(finalUrl);
  const returned = back.searchParams.has("id") && back.searchParams.has("resourcePath");
  const where =
    finalUrl === before
      ? "the page stayed where it was"
      : `the shopper went to ${back.origin}${back.pathname}${returned ? " with id and resourcePath" : " (without id and resourcePath)"}`;
  const callbacks = called.length ? `; callbacks called: ${[...new Set(called)].join(", ")}` : "";
  return {
    attempted: true,
    resultCode: code,
    finalUrl,
    called,
    note: `${brand} ${card.number.slice(0, 6)}… through the widget's pay button: ${code || "no payment"} ${code.startsWith("000.") ? "(approved)" : ""}; ${where}${callbacks}`,
  };
}

/**
 * `payment-widgets check <url or file>`: runs the page in Chromium against the sandbox and reports what it uses of
 * the widget's contract with a verdict each, a smoke payment, and its readiness for PCI DSS 6.4.3 / 11.6.1.
 */
export async function runCheck(o: CheckOptions): Promise<CheckReport & { shots: { before?: Buffer; after?: Buffer } }> {
  const contract = loadContract();
  const file = !/^https?:\/\//.test(o.target) ? resolve(o.target) : undefined;
  if (file && !existsSync(file)) throw new Error(`no such page: ${o.target} (give a URL or a saved HTML file)`);
  const served = file ? await serveFolder(dirname(file)) : undefined;
  const url = served && file ? `${served.origin}/${encodeURIComponent(basename(file))}` : o.target;
  const browser = o.browser ?? (await launch(o.chromium));
  let opened: Page | undefined;
  try {
    const reference = `migration-check-${Date.now().toString(36)}`;
    const checkout = await newCheckout(o, reference);
    const { page, observe, paymentAnswers } = await observePage(browser, url, o.gateway, checkout);
    opened = page;
    const obs = await observe();
    const found = sections(obs, contract);
    const smoke = await smokePayment(page, obs, o, reference, paymentAnswers);
    const after = smoke.attempted ? await page.screenshot({ fullPage: true }).catch(() => undefined) : undefined;
    const widgetOrigin = obs.widget ? new URL(obs.widget.src, url).origin : undefined;
    const pci = [
      ...cspFindings(obs.csp, widgetOrigin),
      ...scriptFindings({
        origin: new URL(url).origin,
        widgetOrigin,
        widgetTag: obs.widget,
        loaded: obs.scripts,
        inline: obs.inlineScripts,
        inlineHandlers: obs.inlineHandlers,
      }),
    ];
    const report = summarize(o.target, found, smoke, pci);
    const shots = { ...(obs.screenshotBefore ? { before: obs.screenshotBefore } : {}), ...(after ? { after } : {}) };
    if (o.report) writeFileSync(o.report, htmlReport(report, shots));
    return { ...report, shots };
  } finally {
    // A browser the caller gave keeps running: only the check's own context closes.
    if (o.browser) await opened?.context().close();
    else await browser.close();
    await served?.close();
  }
}

export { textReport };
