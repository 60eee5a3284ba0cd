import { type Browser, type BrowserContext, test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's `test` with one browser tab per worker, cleaned between tests instead of a new context
 * and tab for each. A new tab costs Chromium new renderer processes for the shop and for the gateway's
 * frames (site isolation); navigating an existing tab reuses them: a third of the e2e run's time
 * (docs/testing.md). Between tests the tab loses what a test gave it — routes, listeners, init scripts,
 * exposed functions, cookies, storage of every origin, the viewport — and a test that installs a fake
 * clock or closes the tab gets a new one after it. Specs that take Playwright's `context` or set
 * `test.use` options keep Playwright's own `test`.
 */
interface Tab {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

const VIEWPORT = { width: 1280, height: 720 };

async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORT);
  return page;
}

export const test = base.extend<{ page: Page }, { tab: Tab }>({
  tab: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const tab = { browser, context, page: await openTab(context) };
      await use(tab);
      await tab.context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ tab }, use) => {
    if (tab.page.isClosed()) tab.page = await openTab(tab.context);
    const page = tab.page;
    // The active tab, as a new one is: a tab another test opened may have taken the focus (keyboard tests need it).
    await page.bringToFront();
    const disposables: { dispose(): Promise<void> }[] = [];
    let recycle = false;
    const origins = new Set<string>();
    page.on("framenavigated", (frame) => {
      const url = frame.url();
      if (url.startsWith("http")) origins.add(new URL(url).origin);
    });
    const addInitScript = page.addInitScript.bind(page);
    const exposeFunction = page.exposeFunction.bind(page);
    const exposeBinding = page.exposeBinding.bind(page);
    const install = page.clock.install.bind(page.clock);
    page.addInitScript = async (...args: Parameters<Page["addInitScript"]>) => {
      const d = await addInitScript(...args);
      disposables.push(d);
      return d;
    };
    page.exposeFunction = async (...args: Parameters<Page["exposeFunction"]>) => {
      const d = await exposeFunction(...args);
      disposables.push(d);
      return d;
    };
    page.exposeBinding = async (...args: Parameters<Page["exposeBinding"]>) => {
      const d = await exposeBinding(...args);
      disposables.push(d);
      return d;
    };
    page.clock.install = async (...args: Parameters<Page["clock"]["install"]>) => {
      recycle = true;
      return install(...args);
    };
    try {
      await use(page);
    } finally {
      page.addInitScript = addInitScript;
      page.exposeFunction = exposeFunction;
      page.exposeBinding = exposeBinding;
      page.clock.install = install;
      if (recycle || page.isClosed()) {
        await tab.context.close();
        tab.context = await tab.browser.newContext({ viewport: VIEWPORT });
        tab.page = await openTab(tab.context);
      } else {
        page.removeAllListeners();
        await page.unrouteAll({ behavior: "ignoreErrors" });
        for (const d of disposables) await d.dispose();
        for (const other of tab.context.pages()) if (other !== page) await other.close();
        // Leave the page before its storage is cleared, so that nothing it runs writes again.
        await page.goto("about:blank");
        await tab.context.clearCookies();
        await tab.context.clearPermissions();
        // What a new context would not have: the storage of the origins the test visited, the HTTP cache.
        const cdp = await tab.context.newCDPSession(page);
        for (const origin of origins) await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
        await cdp.send("Network.clearBrowserCache");
        await cdp.detach();
        await page.setViewportSize(VIEWPORT);
      }
    }
  },
});
