import { CheckoutPage } from "./support/checkout-page.ts";
import { stack } from "./support/env.ts";
import { expect, test } from "./support/test.ts";

test("onReady fires once and wpwl.unload() removes everything the widget created", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await expect(checkout.events.getByText("ready", { exact: true })).toHaveCount(1);
  // The form's stylesheet and the brand logos' one.
  const sheets = await page
    .locator("link[data-wpwl]")
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(sheets).toEqual(["/v1/css/paymentWidgets.css", "/v1/css/brands.css"]);
  await expect(page.locator("form.paymentWidgets")).toBeHidden();

  const after = await page.evaluate(() => {
    const w = window as unknown as { wpwl?: { unload(): void } };
    w.wpwl?.unload();
    return {
      wpwl: "wpwl" in window,
      containers: document.querySelectorAll(".wpwl-container").length,
      iframes: document.querySelectorAll("iframe").length,
      links: document.querySelectorAll("link[data-wpwl]").length,
      formHidden: document.querySelector<HTMLFormElement>("form.paymentWidgets")?.hidden,
    };
  });
  expect(after).toEqual({ wpwl: false, containers: 0, iframes: 0, links: 0, formHidden: false });
});

test("loading the script again with a new checkout id renders a fresh widget", async ({ page, request }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  const first = await checkout.checkoutId();
  // The shop's server creates a second checkout (as an SPA's backend would) and the page swaps scripts.
  const next = await request.get(`${stack().shopUrl}/checkout`);
  const html = await next.text();
  const src = /<script src="([^"]+paymentWidgets\.js\?checkoutId=[^"]+)" integrity="([^"]+)"/.exec(html);
  expect(src).not.toBeNull();
  const [, url = "", integrity = ""] = src ?? [];
  await page.evaluate(
    ({ url, integrity }) => {
      (window as unknown as { wpwl: { unload(): void } }).wpwl.unload();
      // The page enforces Trusted Types: an SPA loads scripts through its own policy.
      const tt = (window as unknown as { trustedTypes: { createPolicy(n: string, p: object): { createScriptURL(u: string): string } } })
        .trustedTypes;
      const policy = tt.createPolicy("shop", { createScriptURL: (u: string) => u });
      const s = document.createElement("script");
      s.src = policy.createScriptURL(url.replace(/&amp;/g, "&"));
      s.integrity = integrity;
      s.crossOrigin = "anonymous";
      document.body.append(s);
    },
    { url, integrity },
  );
  await expect(checkout.events.getByText("ready", { exact: true })).toHaveCount(2);
  const second = await checkout.checkoutId();
  expect(second).not.toBe(first);
  await expect(page.locator(".wpwl-container")).toHaveCount(1);
  await expect(page.locator("iframe.wpwl-control-iframe")).toHaveCount(2);
});

test("the checkout's configuration is asked for once, while the script runs: before DOMContentLoaded, not after it", async ({ page }) => {
  const configs: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/config")) configs.push(r.url());
  });
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  expect(configs).toHaveLength(1);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const config = performance.getEntriesByType("resource").find((e) => e.name.includes("/config"));
    return { config: config?.startTime ?? Number.NaN, domContentLoaded: nav.domContentLoadedEventStart };
  });
  expect(timing.config).toBeLessThan(timing.domContentLoaded);
});
