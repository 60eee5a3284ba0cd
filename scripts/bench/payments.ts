import type { Page } from "@playwright/test";
import en from "../../locales/en.json" with { type: "json" };
import { readyMark, withFreshPage } from "./browser.ts";
import { baselinePath, type Target, widgetPath } from "./page-loads.ts";
import { APPROVED, expiry, paymentForm, TEST_CARD } from "./test-card.ts";

export interface PaymentTimes {
  /** Pay click → navigation start of the result URL, through widget, frame and gateway. */
  readonly widget: number[];
  /** One bare POST /v1/checkouts/{id}/payment from a gateway-origin frame: the network floor of a payment. */
  readonly bare: number[];
}

const CLICK_KEY = "benchPayClick";

/** Fills the test card, clicks pay, and measures in the browser: click time (epoch ms, sessionStorage) → the result page's timeOrigin. */
async function payOnce(page: Page): Promise<number> {
  const form = page.locator(".wpwl-container-card");
  await page.frameLocator("iframe.wpwl-control-cardNumber").getByLabel(en.labels.cardNumber).pressSequentially(TEST_CARD.number);
  await form.getByLabel(en.labels.expiryDate).pressSequentially(expiry().typed);
  await form.getByLabel(en.labels.cardHolder).fill(TEST_CARD.holder);
  await page.frameLocator("iframe.wpwl-control-cvv").getByLabel(en.labels.cvv).pressSequentially(TEST_CARD.cvv);
  // No named functions inside evaluate: tsx would wrap them in a helper the page does not have.
  await page.evaluate((key) => {
    document.addEventListener("click", () => sessionStorage.setItem(key, String(performance.timeOrigin + performance.now())), {
      capture: true,
      once: true,
    });
  }, CLICK_KEY);
  await form.locator("button.wpwl-button-pay").click();
  await page.waitForURL(/\/result\?/, { waitUntil: "commit" });
  const ms = await page.evaluate((key) => performance.timeOrigin - Number(sessionStorage.getItem(key)), CLICK_KEY);
  const code = await page.locator("h1.result").getAttribute("data-code");
  if (code !== APPROVED) throw new Error(`the bench payment was not approved: result code ${code}`);
  return ms;
}

/** The same payment request the frame makes, timed inside a gateway-origin frame of the baseline page. */
async function bareOnce(page: Page, gatewayUrl: string, checkoutId: string): Promise<number> {
  await readyMark(page);
  const frame = page.frames().find((f) => f.url().startsWith(`${gatewayUrl}/`));
  if (!frame) throw new Error("the baseline page has no gateway frame");
  const { ms, code } = await frame.evaluate(
    async ({ id, form }) => {
      const body = new URLSearchParams({ ...form, "customer.browser.userAgent": navigator.userAgent, "customer.browser.language": "en" });
      const t0 = performance.now();
      const res = await fetch(`/v1/checkouts/${encodeURIComponent(id)}/payment`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
        body: body.toString(),
        credentials: "omit",
        cache: "no-store",
        referrerPolicy: "no-referrer",
      });
      const json = (await res.json()) as { result?: { code?: string } };
      return { ms: performance.now() - t0, code: json.result?.code };
    },
    { id: checkoutId, form: paymentForm() },
  );
  if (code !== APPROVED) throw new Error(`the bare payment was not approved: result code ${code}`);
  return ms;
}

/** `runs` widget payments and `runs` bare payment round trips, interleaved, each on a fresh checkout and browser context. */
export async function timePayments(t: Target & { gatewayUrl: string }, runs: number): Promise<PaymentTimes> {
  const widget: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < runs; i++) {
    const id = await t.newCheckout();
    widget.push(
      await withFreshPage(t.browser, async (page) => {
        await page.goto(`${t.shopUrl}${widgetPath(id)}`);
        await readyMark(page);
        return payOnce(page);
      }),
    );
    const bareId = await t.newCheckout();
    bare.push(
      await withFreshPage(t.browser, async (page) => {
        await page.goto(`${t.shopUrl}${baselinePath()}`);
        return bareOnce(page, t.gatewayUrl, bareId);
      }),
    );
  }
  return { widget, bare };
}
