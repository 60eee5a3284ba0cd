import { type Browser, chromium, type Page } from "@playwright/test";
import { READY_GLOBAL } from "../../demo/bench-pages.ts";
import config from "../../playwright.config.ts";

/** Headless Chromium with the e2e suite's executable and flags (playwright.config.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ ...config.use?.launchOptions, headless: true });
}

/**
 * Waits for the page's ready mark and returns it: ms from navigation start, taken in the page by
 * performance.now(). Polled from here, so the polling never shifts the figure itself.
 */
export async function readyMark(page: Page, timeoutMs = 20_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mark = await page.evaluate((key) => (window as unknown as Record<string, unknown>)[key], READY_GLOBAL);
    if (typeof mark === "number") return mark;
    if (Date.now() > until) throw new Error(`${page.url()} did not mark ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Runs `fn` on a page of a fresh browser context (empty cache, no cookies), closing it afterwards. */
export async function withFreshPage<T>(browser: Browser, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}
