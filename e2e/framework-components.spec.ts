import type { Page } from "@playwright/test";
import { cardForm, TEST_CARDS } from "../testing/index.mjs";
import { stack } from "./support/env.ts";
import { expect, test } from "./support/test.ts";

/**
 * The package's framework components (payment-widgets/element, /react, /vue) as built, inside the real frameworks
 * (React 19 with react-dom in Strict Mode, hydrated from react-dom/server's HTML; Vue 3; the custom element on a
 * plain page): each mounts, unmounts leaving nothing behind — node, frame, listener, global — mounts again with a
 * new checkout and pays, with no console error.
 */
const KINDS = ["element", "react", "vue"] as const;

/** Console errors and uncaught exceptions of the page. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") seen.push(m.text());
  });
  page.on("pageerror", (e) => seen.push(e.message));
  return seen;
}

/** Requests of the widget's script. */
function scriptLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/v1/paymentWidgets.js")) loads.push(r.url());
  });
  return loads;
}

/** What a widget could leave behind: its nodes, frames, script, styles, globals, and the listeners on window and document. */
async function footprint(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const listeners = async (expression: string) => {
    const { result } = await cdp.send("Runtime.evaluate", { expression });
    const { listeners: found } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId ?? "" });
    return found.map((l) => l.type).sort();
  };
  const dom = await page.evaluate(() => ({
    globals: Object.getOwnPropertyNames(window)
      .filter((k) => /wpwl/i.test(k))
      .sort(),
    wpwlNodes: document.querySelectorAll("[class*='wpwl']").length,
    forms: document.querySelectorAll("form.paymentWidgets").length,
    iframes: document.querySelectorAll("iframe").length,
    scripts: document.querySelectorAll("script[data-payment-widgets], script[src*='paymentWidgets.js']").length,
    links: document.querySelectorAll("link[data-wpwl]").length,
    bodyChildren: document.body.children.length,
  }));
  const out = { ...dom, window: await listeners("window"), document: await listeners("document") };
  await cdp.detach();
  return out;
}

const open = (page: Page, kind: string, start?: "off") =>
  page.goto(`${stack().shopUrl}/frameworks/${kind}${start ? `?start=${start}` : ""}`);
const readyCount = (page: Page) => page.locator("#events li", { hasText: /^ready$/ }).count();
const checkoutId = (page: Page) => page.evaluate(() => (window as unknown as { wpwl?: { checkout: { id: string } } }).wpwl?.checkout.id);

for (const kind of KINDS) {
  test(`${kind}: the component mounts the widget and pays`, async ({ page }) => {
    const errors = problems(page);
    const loads = scriptLoads(page);
    await open(page, kind);
    const form = cardForm(page);
    await form.ready();
    await expect(page.locator("#events li", { hasText: /^ready$/ })).toHaveCount(1);
    // The widget's DOM contract sits in the page's light DOM, where merchant CSS and scripts reach it.
    await expect(page.locator("#root form.wpwl-form-card")).toHaveCount(1);
    expect(loads).toHaveLength(1);
    await form.fill({ number: TEST_CARDS.approved, holder: "Jane Doe" });
    await form.pay();
    await expect(page.locator("h1.result")).toHaveText("Payment approved");
    expect(errors).toEqual([]);
  });

  test(`${kind}: unmounting leaves nothing behind; a new checkout mounts again and pays`, async ({ page }) => {
    const errors = problems(page);
    const loads = scriptLoads(page);
    await open(page, kind, "off");
    const before = await footprint(page);
    expect(before.globals).toEqual([]);

    await page.getByRole("button", { name: "Mount", exact: true }).click();
    await cardForm(page).ready();
    await expect.poll(() => readyCount(page)).toBe(1);
    const first = await checkoutId(page);
    expect((await footprint(page)).iframes).toBeGreaterThan(0);

    // Pressed from the keyboard: a click makes Playwright hang its own hit-target listeners on window (pointer, mouse,
    // touch and __playwright_global_listeners_check__), and on a loaded CI run they were still there to be counted.
    await page.getByRole("button", { name: "Unmount" }).press("Enter");
    await expect.poll(() => footprint(page)).toEqual(before);

    await page.getByRole("button", { name: "New checkout" }).click();
    const form = cardForm(page);
    await form.ready();
    await expect.poll(() => readyCount(page)).toBe(2);
    const second = await checkoutId(page);
    expect(second).toMatch(/^[0-9A-F]{32}\./i);
    expect(second).not.toBe(first);
    expect(loads).toHaveLength(2);
    await expect(page.locator(".wpwl-container")).toHaveCount(1);
    await form.fill({ number: TEST_CARDS.approved });
    await form.pay();
    await expect(page.locator("h1.result")).toHaveText("Payment approved");
    expect(errors).toEqual([]);
  });
}

test("react: the server's HTML holds the component's element, hydration takes it over in Strict Mode, and new callbacks at each render load nothing again", async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${stack().shopUrl}/frameworks/react`)).text();
  expect(html).toMatch(/<div id="root"><div>.*<div data-payment-widget=""><\/div><\/div><\/div>/s);
  const errors = problems(page);
  const loads = scriptLoads(page);
  await open(page, "react");
  await cardForm(page).ready();
  // Strict Mode mounted, unmounted and mounted the effect: one script, one ready.
  await expect.poll(() => readyCount(page)).toBe(1);
  for (let i = 1; i <= 3; i++) await page.getByRole("button", { name: `Render again (${i - 1})` }).click();
  await expect(page.getByRole("button", { name: "Render again (3)" })).toBeVisible();
  expect(loads).toHaveLength(1);
  expect(await readyCount(page)).toBe(1);
  expect(errors).toEqual([]);
});

for (const kind of KINDS) {
  test(`docs/frameworks.md's ${kind} example, as written, shows the form, says ready and pays`, async ({ page }) => {
    const errors = problems(page);
    const said: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "log") said.push(m.text());
    });
    await page.goto(`${stack().shopUrl}/frameworks/docs/${kind}`);
    const form = cardForm(page);
    await form.ready();
    await expect.poll(() => said).toContain("the form is ready");
    await form.fill({ number: TEST_CARDS.approved });
    await form.pay();
    await expect(page.locator("h1.result")).toHaveText("Payment approved");
    expect(errors).toEqual([]);
  });
}
