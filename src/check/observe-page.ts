import type { Browser, Page, Route } from "@playwright/test";
import { replaceSpans, startTags } from "./html-tags.ts";
import { instrumentation } from "./instrument.ts";

/** What the page did with the widget's contract, as the instrumentation and the browser saw it. */
export interface Observation {
  readonly url: string;
  readonly options: readonly { key: string; late: boolean; kind: string; assigned?: boolean }[];
  readonly assignments: number;
  /** wpwlOptions was assigned a new object after the widget started. */
  readonly reassignedLate: boolean;
  readonly api: readonly string[];
  readonly selectors: readonly { selector: string; via: string }[];
  readonly stylesheets: readonly { from: string; text: string }[];
  readonly brands: readonly string[];
  readonly addedInputs: readonly string[];
  readonly widgetMessages: readonly string[];
  readonly pageErrors: readonly string[];
  readonly ready: boolean;
  readonly widget:
    | { readonly src: string; readonly integrity: boolean; readonly crossorigin: boolean; readonly dynamic: boolean }
    | undefined;
  readonly csp: readonly string[];
  readonly scripts: readonly string[];
  readonly inlineScripts: number;
  readonly inlineScriptTexts: readonly string[];
  readonly inlineHandlers: readonly string[];
  readonly screenshotBefore?: Buffer;
}

/** The page's HTML with its widget script pointed at the sandbox and the check's checkout (its integrity, when the tag had one). */
function rewriteHtml(
  html: string,
  widget: string,
  integrity: string,
): { html: string; tags: { src: string; integrity: boolean; crossorigin: boolean }[] } {
  const tags: { src: string; integrity: boolean; crossorigin: boolean }[] = [];
  const spans: { start: number; end: number; text: string }[] = [];
  for (const tag of startTags(html, "script")) {
    const src = tag.attrs.get("src");
    if (!src?.value.includes("/v1/paymentWidgets.js")) continue;
    const pinned = tag.attrs.get("integrity");
    tags.push({ src: src.value.replace(/&amp;/g, "&"), integrity: pinned !== undefined, crossorigin: tag.attrs.has("crossorigin") });
    spans.push({ start: src.start, end: src.end, text: widget });
    if (pinned) spans.push({ start: pinned.start, end: pinned.end, text: integrity });
  }
  return { html: replaceSpans(html, spans), tags };
}

/** The page's `<meta http-equiv="Content-Security-Policy">` policies, and the HTML with each opened for the sandbox. */
function rewriteMetaPolicies(html: string, sandbox: string): { html: string; policies: string[] } {
  const policies: string[] = [];
  const spans: { start: number; end: number; text: string }[] = [];
  for (const tag of startTags(html, "meta")) {
    const content = tag.attrs.get("content");
    if (tag.attrs.get("http-equiv")?.value.toLowerCase() !== "content-security-policy" || !content) continue;
    policies.push(content.value);
    spans.push({ start: content.start, end: content.end, text: openPolicy(content.value, sandbox) });
  }
  return { html: replaceSpans(html, spans), policies };
}

/** The page's policy with the sandbox allowed beside the gateway it names, and the check's Trusted Types policy. */
function openPolicy(policy: string, sandbox: string): string {
  return policy
    .split(";")
    .map((d) => {
      const name = d.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
      if (name === "trusted-types") return `${d} wpwl-check`;
      if (
        /^(default|script|script-src-elem|frame|child|connect|style|style-src-elem|img|form-action)(-src)?$/.test(name) ||
        name === "form-action"
      )
        return d.includes("'none'") ? d.replace("'none'", sandbox) : `${d} ${sandbox}`;
      return d;
    })
    .join(";");
}

/**
 * Opens the page in Chromium with the instrumentation, its widget script sent to the sandbox (the check's checkout and
 * integrity; the page's CSP opened for the sandbox — the original is what the report judges), waits for the widget,
 * and collects what the page used. The page stays open for the smoke payment.
 */
export async function observePage(
  browser: Browser,
  url: string,
  sandbox: string,
  checkout: { id: string; integrity: string },
): Promise<{ page: Page; observe: () => Promise<Observation>; paymentAnswers: readonly string[] }> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const widget = `${sandbox}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkout.id)}`;
  const csp: string[] = [];
  const tags: { src: string; integrity: boolean; crossorigin: boolean }[] = [];
  const scripts: string[] = [];
  const stylesheets: { from: string; text: string }[] = [];
  const widgetMessages: string[] = [];
  const pageErrors: string[] = [];
  const paymentAnswers: string[] = [];
  const origin = new URL(url).origin;
  await page.addInitScript({ content: instrumentation(sandbox, checkout.id, checkout.integrity) });
  await page.route("**/*", async (route: Route) => {
    const request = route.request();
    const at = request.url();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(at).origin === origin) {
      const response = await route.fetch();
      const headers = response.headers();
      const type = headers["content-type"] ?? "";
      if (!type.includes("html")) return route.fulfill({ response });
      const policy = headers["content-security-policy"];
      if (policy) csp.push(policy);
      const rewritten = rewriteHtml(await response.text(), widget, checkout.integrity);
      tags.push(...rewritten.tags);
      const meta = rewriteMetaPolicies(rewritten.html, sandbox);
      csp.push(...meta.policies);
      const html = meta.html;
      const next = { ...headers };
      if (policy) next["content-security-policy"] = openPolicy(policy, sandbox);
      delete next["content-length"];
      return route.fulfill({ status: response.status(), headers: next, body: html });
    }
    // The payment's answer as the widget gets it (the hosted field posts it): read here, before a navigation ends the frame.
    if (request.method() === "POST" && /\/v1\/checkouts\/[^/]+\/payment$/.test(new URL(at).pathname)) {
      const response = await route.fetch();
      const body = await response.text();
      const code = (() => {
        try {
          return (JSON.parse(body) as { result?: { code?: string } }).result?.code;
        } catch {
          return undefined;
        }
      })();
      if (code) paymentAnswers.push(code);
      return route.fulfill({ response, body });
    }
    if (/\/v1\/paymentWidgets\.js/.test(at) && !at.startsWith(`${sandbox}/`))
      return route.fulfill({ response: await route.fetch({ url: widget }) });
    return route.continue();
  });
  page.on("request", (r) => {
    if (r.resourceType() === "script" && !r.url().startsWith(`${sandbox}/`)) scripts.push(r.url());
  });
  page.on("response", async (r) => {
    if (r.request().resourceType() !== "stylesheet" || r.url().startsWith(`${sandbox}/`)) return;
    stylesheets.push({ from: r.url(), text: await r.text().catch(() => "") });
  });
  page.on("console", (m) => {
    if (m.text().startsWith("[wpwl]")) widgetMessages.push(m.text().slice(7));
  });
  page.on("pageerror", (e) => pageErrors.push(e.message));

  const opened = await page.goto(url, { waitUntil: "load" }).catch((err: Error) => {
    throw new Error(`could not open ${url}: ${err.message.split("\n")[0]}`);
  });
  if (opened && opened.status() >= 400) throw new Error(`${url} answered HTTP ${opened.status()}: give the address of the checkout page`);
  const ready = await page
    .locator("form.wpwl-form")
    .first()
    .waitFor({ state: "attached", timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  await page.waitForLoadState("networkidle", { timeout: 2_000 }).catch(() => undefined);
  await page.waitForTimeout(300);

  const observe = async (): Promise<Observation> => {
    const seen = await page.evaluate(() => {
      const log = (window as unknown as { __wpwlCheck?: Record<string, unknown> }).__wpwlCheck ?? {};
      const inline = [...document.querySelectorAll("script:not([src])")].filter(
        (s) => !/json|importmap/.test(s.getAttribute("type") ?? ""),
      );
      const handlers = [...document.querySelectorAll("*")].flatMap((el) =>
        el
          .getAttributeNames()
          .filter((n) => /^on[a-z]+$/.test(n))
          .map((n) => `${el.tagName.toLowerCase()} ${n}`),
      );
      return {
        log,
        brands: [...document.querySelectorAll("form.paymentWidgets[data-brands]")].flatMap((f) =>
          (f.getAttribute("data-brands") ?? "").split(/\s+/).filter(Boolean),
        ),
        addedInputs: [
          ...document.querySelectorAll("form.wpwl-form input[name], form.wpwl-form select[name], form.wpwl-form textarea[name]"),
        ]
          .filter((el) => !el.className.includes("wpwl-control") && !el.closest(".wpwl-wrapper"))
          .map((el) => el.getAttribute("name") ?? ""),
        inlineStyles: [...document.querySelectorAll("style")].map((s) => s.textContent ?? ""),
        inlineScripts: inline.length,
        inlineScriptTexts: inline.map((s) => (s.textContent ?? "").slice(0, 20_000)),
        inlineHandlers: handlers,
      };
    });
    const log = seen.log as {
      options?: Observation["options"];
      api?: string[];
      selectors?: Observation["selectors"];
      scripts?: { src: string; integrity: string }[];
      assignments?: number;
      reassignedLate?: boolean;
    };
    const dynamic = log.scripts?.[0];
    const tag = tags[0] ?? (dynamic ? { src: dynamic.src, integrity: dynamic.integrity !== "", crossorigin: true } : undefined);
    return {
      url,
      options: log.options ?? [],
      assignments: log.assignments ?? 0,
      reassignedLate: log.reassignedLate === true,
      api: [...new Set(log.api ?? [])],
      selectors: log.selectors ?? [],
      stylesheets: [...stylesheets, ...seen.inlineStyles.map((text) => ({ from: "an inline <style>", text }))],
      brands: seen.brands,
      addedInputs: [...new Set(seen.addedInputs)],
      widgetMessages,
      pageErrors,
      ready,
      widget: tag ? { ...tag, dynamic: tags.length === 0 } : undefined,
      csp,
      scripts: [...new Set(scripts)],
      inlineScripts: seen.inlineScripts,
      inlineScriptTexts: seen.inlineScriptTexts,
      inlineHandlers: seen.inlineHandlers,
      screenshotBefore: await page.screenshot({ fullPage: true }),
    };
  };
  return { page, observe, paymentAnswers };
}
