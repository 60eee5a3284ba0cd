import type { Browser } from "@playwright/test";
import { BASELINE_FRAME } from "./bench-dist.ts";
import { readyMark, withFreshPage } from "./browser.ts";

export interface PageLoadTimes {
  /** Navigation start → onReady of the card form. */
  readonly widget: number[];
  /** Navigation start → both bare iframes loaded. */
  readonly baseline: number[];
}

export interface Target {
  readonly browser: Browser;
  readonly shopUrl: string;
  readonly newCheckout: () => Promise<string>;
}

/** One load of `path` in a fresh browser context: ms from navigation start to the page's ready mark. */
export async function loadOnce(t: Target, path: string): Promise<number> {
  return withFreshPage(t.browser, async (page) => {
    await page.goto(`${t.shopUrl}${path}`, { waitUntil: "commit" });
    return readyMark(page);
  });
}

export const widgetPath = (checkoutId: string) => `/bench/widget?checkoutId=${encodeURIComponent(checkoutId)}`;
export const baselinePath = () => `/bench/baseline?frame=${BASELINE_FRAME}`;

/**
 * `runs` loads of each page, interleaved (ABBA order, so drift of the machine hits both alike),
 * each in a fresh browser context, after `warmup` untimed loads of each. The checkout is created
 * before the timed load, so the page itself does not wait for the gateway.
 */
export async function timePageLoads(t: Target, runs: number, warmup = 2): Promise<PageLoadTimes> {
  const widget: number[] = [];
  const baseline: number[] = [];
  const one = async (kind: "widget" | "baseline", record: boolean) => {
    const ms = kind === "widget" ? await loadOnce(t, widgetPath(await t.newCheckout())) : await loadOnce(t, baselinePath());
    if (record) (kind === "widget" ? widget : baseline).push(ms);
  };
  for (let i = 0; i < warmup; i++) {
    await one("widget", false);
    await one("baseline", false);
  }
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? (["widget", "baseline"] as const) : (["baseline", "widget"] as const);
    for (const kind of order) await one(kind, true);
  }
  return { widget, baseline };
}
