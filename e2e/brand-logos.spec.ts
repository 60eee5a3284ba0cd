import type { Locator, Page } from "@playwright/test";
import { CheckoutPage } from "./support/checkout-page.ts";
import { watchCspViolations } from "./support/csp-violations.ts";
import { stack } from "./support/env.ts";
import { SAVED_MASTER, SAVED_VISA, StoredCardsPage, saveCard } from "./support/stored-cards-page.ts";
import { expect, test } from "./support/test.ts";

/** The logo an element shows: its background image's address. */
const logoOf = (el: Locator) => el.evaluate((e) => getComputedStyle(e).backgroundImage);

/** Waits until the gateway served the logo of `brand` (an image the browser decoded). */
const served = (page: Page, brand: string) =>
  page.waitForResponse((r) => r.url() === `${stack().gatewayUrl}/v1/logos/${brand}.svg` && r.status() === 200);

test.describe("brand logos", () => {
  test("the card style's badge shows the detected brand's logo from the gateway; its name stays the accessible name", async ({ page }) => {
    const violations = await watchCspViolations(page);
    const checkout = new CheckoutPage(page);
    const visa = served(page, "VISA");
    await checkout.open();
    await checkout.ready();
    const badge = page.locator(".wpwl-group-brand div.wpwl-brand");
    await checkout.fill({ number: "4200000000000000" });
    await expect(badge).toHaveClass(/wpwl-brand-VISA/);
    await visa;
    expect(await logoOf(badge)).toBe(`url("${stack().gatewayUrl}/v1/logos/VISA.svg")`);
    await expect(badge).toHaveAccessibleName("Visa");
    const master = served(page, "MASTER");
    await checkout.numberInput().fill("");
    await checkout.numberInput().pressSequentially("5454545454545454");
    await expect(badge).toHaveClass(/wpwl-brand-MASTER/);
    await master;
    expect(await logoOf(badge)).toBe(`url("${stack().gatewayUrl}/v1/logos/MASTER.svg")`);
    expect(violations).toEqual([]);
  });

  test("the logos style: every brand to pick is its logo, a radio named after the brand", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "logos" });
    await checkout.ready();
    for (const brand of ["VISA", "MASTER", "AMEX"]) {
      const label = page.locator(`label.wpwl-brand.wpwl-brand-${brand}`);
      await expect.poll(() => logoOf(label)).toBe(`url("${stack().gatewayUrl}/v1/logos/${brand}.svg")`);
    }
    await expect(page.getByRole("radio", { name: "American Express" })).toHaveCount(1);
  });

  test("a co-badged card's choice shows both logos (mada drawn as a name badge)", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "co-badged", brands: "MADA VISA" });
    await checkout.ready();
    await checkout.fill({ number: "4464040000000007" });
    for (const brand of ["MADA", "VISA"]) {
      const label = page.locator(`.wpwl-brand-logos label.wpwl-brand-${brand}`);
      await expect.poll(() => logoOf(label)).toBe(`url("${stack().gatewayUrl}/v1/logos/${brand}.svg")`);
    }
    const mada = await page.request.get(`${stack().gatewayUrl}/v1/logos/MADA.svg`);
    expect(mada.headers()["content-type"]).toBe("image/svg+xml");
    expect(await mada.text()).toContain(">mada</text>");
  });

  test("a merchant's clone of .wpwl-brand:first for its own logo keeps the brand's class, and with it the logo", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    await checkout.fill({ number: "4200000000000000" });
    const custom = await page.evaluate(() => {
      const first = document.querySelector(".wpwl-brand");
      const clone = first?.cloneNode(true) as HTMLElement;
      clone.className = "wpwl-brand-card wpwl-brand-custom wpwl-brand-VISA";
      first?.after(clone);
      return getComputedStyle(clone).backgroundImage;
    });
    expect(custom).toContain("/v1/logos/VISA.svg");
  });

  test("stored cards show their brand's logo", async ({ page }) => {
    const ids = [await saveCard(SAVED_VISA), await saveCard(SAVED_MASTER)];
    const stored = new StoredCardsPage(page);
    await stored.open(ids);
    for (const [i, brand] of [
      [0, "VISA"],
      [1, "MASTER"],
    ] as const) {
      const badge = stored.row(i).locator(`.wpwl-brand.wpwl-brand-${brand}`);
      await expect.poll(() => logoOf(badge)).toBe(`url("${stack().gatewayUrl}/v1/logos/${brand}.svg")`);
    }
  });
});
