import { CheckoutPage } from "./support/checkout-page.ts";
import { expect, test } from "./support/test.ts";

/** What merchant pages read and write of the widget's globals (wpwl.checkout). */
test.describe("wpwl globals as pages use them", () => {
  test("wpwl.checkout.config is there in onReady; unknown keys read as undefined; a page's redirect-page colours are taken", async ({
    page,
  }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    const config = await page.evaluate(() => {
      type Config = { amount: unknown; currency: unknown; somethingElse?: unknown; customRedirectPageConfig: Record<string, unknown> };
      const c = (window as unknown as { wpwl: { checkout: { config: Config } } }).wpwl.checkout.config;
      // As a WooCommerce plugin's onReady does (it threw a TypeError when the object was missing).
      c.customRedirectPageConfig.backgroundColor = "#fff";
      c.customRedirectPageConfig.messageFontColor = "#333";
      return {
        amount: c.amount,
        currency: c.currency,
        unknown: c.somethingElse === undefined,
        colour: c.customRedirectPageConfig.backgroundColor,
      };
    });
    expect(config).toEqual({ amount: "49.99", currency: "EUR", unknown: true, colour: "#fff" });
  });
});
