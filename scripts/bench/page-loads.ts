import type { Browser } from "@playwright/test";
import { BASELINE_FRAME } from "./bench-dist.ts";
import { readyMark, withFreshPage } from "./browser.ts";
import { browserCpuMs } from "./browser-cpu.ts";

export interface PageLoadTimes {
  /** Navigation start → onReady of the card form. */
  readonly widget: number[];
  /** Navigation start → both bare iframes loaded. */
  readonly baseline: number[];
  /** The browser's CPU time for each load (all its processes), when it can be read (browser-cpu.ts). */
  readonly widgetCpu: number[];
  readonly baselineCpu: number[];
}

export interface LoadTime {
  /** ms from navigation start to the page's ready mark. */
  readonly ms: number;
  /** The browser's CPU time in ms, all processes, from just before the navigation to the mark's reading; undefined where not measurable. */
  readonly cpuMs: number | undefined;
}

export interface Target {
  readonly browser: Browser;
  readonly shopUrl: string;
  readonly newCheckout: () => Promise<string>;
}

/**
 * One load of `path` in a fresh browser context: ms from navigation start to the page's ready mark,
 * and the browser's CPU time meanwhile (read from just before the navigation until the mark is
 * read: up to one poll of readyMark after it, for both pages alike).
 */
export async function loadOnce(t: Target, path: string): Promise<LoadTime> {
  return withFreshPage(t.browser, async (page) => {
    const before = browserCpuMs();
    await page.goto(`${t.shopUrl}${path}`, { waitUntil: "commit" });
    const ms = await readyMark(page);
    const after = browserCpuMs();
    return { ms, cpuMs: before === undefined || after === undefined ? undefined : after - before };
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
  const times = { widget: [] as number[], baseline: [] as number[], widgetCpu: [] as number[], baselineCpu: [] as number[] };
  const one = async (kind: "widget" | "baseline", record: boolean) => {
    const load = kind === "widget" ? await loadOnce(t, widgetPath(await t.newCheckout())) : await loadOnce(t, baselinePath());
    if (!record) return;
    times[kind].push(load.ms);
    if (load.cpuMs !== undefined) times[kind === "widget" ? "widgetCpu" : "baselineCpu"].push(load.cpuMs);
  };
  for (let i = 0; i < warmup; i++) {
    await one("widget", false);
    await one("baseline", false);
  }
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? (["widget", "baseline"] as const) : (["baseline", "widget"] as const);
    for (const kind of order) await one(kind, true);
  }
  return times;
}
