import type { Page } from "@playwright/test";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { errorMessages, labels, stack } from "./support/env.ts";
import { paymentBodies } from "./support/payment-bodies.ts";
import { expect, test } from "./support/test.ts";

interface Call {
  readonly name: string;
  readonly args: unknown[];
}
const callsOf = async (page: Page, name: string) =>
  (await page.evaluate(() => (window as unknown as { callbackLog?: Call[] }).callbackLog ?? [])).filter((c) => c.name === name);

const CARD = { number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" };

/** Merchant pages written the way merchants write them: each must work unchanged. */
test.describe("merchant pages", () => {
  test("a jQuery page restyles and reorders the form in onReady: validation, focus and payment keep working", async ({ page }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "restyled" });
    await checkout.ready();
    const form = checkout.container.locator("form.wpwl-form-card");
    // The merchant's layout: holder first, expiry and CVV in a row of their own, Bootstrap classes, own elements.
    await expect(form.locator("> :not(.wpwl-sr-only)").first()).toHaveClass(/wpwl-group-cardHolder/);
    await expect(form.locator(".shop-row > .wpwl-group")).toHaveCount(2);
    await expect(form.locator(".shop-row > .wpwl-group-cvv iframe.wpwl-control-cvv")).toHaveCount(1);
    await expect(checkout.payButton()).toHaveClass(/btn btn-primary btn-lg/);
    // Its own text on the pay button: the button's accessible name (aria-label, as the established widget has one) follows it.
    await expect(checkout.payButton()).toHaveAccessibleName("Pay securely");
    await expect(form.locator(".wpwl-group-brand .shop-brand-logo")).toHaveText("Shop card");

    // The tab order follows the merchant's layout: the holder (now first), then into the number frame.
    await form.getByLabel(labels.cardHolder).focus();
    await page.keyboard.press("Tab");
    await expect(checkout.numberInput()).toBeFocused();

    // Submitting empty: every error shows in the moved groups, the first invalid field takes the focus.
    await checkout.pay();
    await expect(form.locator(".shop-row .wpwl-group-cvv .wpwl-hint")).toHaveText(errorMessages.cvvError);
    await expect(form.locator(".shop-row .wpwl-group-expiry .wpwl-hint")).toHaveText(errorMessages.expiryMonthError);
    await expect(checkout.numberInput()).toBeFocused();
    // The merchant's classes survive the widget's re-renders.
    await expect(checkout.payButton()).toHaveClass(/btn btn-primary btn-lg/);
    await expect(form.locator(".wpwl-control-cardHolder")).toHaveClass(/form-control/);

    // The CVV frame, moved in onReady, still takes input and pays; the terms checkbox is the merchant's own check.
    await checkout.fill(CARD);
    await checkout.pay();
    await expect(checkout.events.getByText("terms not accepted", { exact: true })).toBeVisible();
    expect(bodies).toHaveLength(0);
    await form.getByLabel("I accept the terms").check();
    await checkout.pay();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.get("card.cvv")).toBe("123");
  });

  test("the shop's own button outside the widget pays with wpwl.executePayment", async ({ page }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "outside-button" });
    await checkout.ready();
    await expect(checkout.payButton()).toBeHidden();
    const shopButton = page.locator("#shop-pay");

    await shopButton.click();
    await expect(checkout.hint("cardNumber")).toHaveText(errorMessages.cardNumberError);
    expect(await callsOf(page, "onBeforeSubmitCard")).toHaveLength(0);
    expect(bodies).toHaveLength(0);

    await checkout.fill(CARD);
    await shopButton.click();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
    expect(bodies).toHaveLength(1);
  });

  test("the card container's numbered class (wpwl-container-card-<n>), read from its class as a WooCommerce plugin does, pays with executePayment", async ({
    page,
  }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "outside-button" });
    await checkout.ready();
    const numbered = await page.evaluate(
      () => /wpwl-container-card-\d+/.exec(document.querySelector(".wpwl-container")?.className ?? "")?.[0],
    );
    expect(numbered).toMatch(/^wpwl-container-card-\d+$/);
    await checkout.fill(CARD);
    await page.evaluate(
      (c) => (window as unknown as { wpwl: { executePayment(c: string): void } }).wpwl.executePayment(c),
      numbered as string,
    );
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
    expect(bodies).toHaveLength(1);
  });

  test("an SPA mounts, unmounts and remounts with a new checkout, and the new checkout pays", async ({ page, request }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    const first = await checkout.checkoutId();
    await checkout.fill({ number: CARD.number });
    // The SPA's backend creates the next checkout; the page unloads the widget and loads the script again.
    const html = await (await request.get(`${stack().shopUrl}/checkout`)).text();
    const [, url = "", integrity = ""] = /<script src="([^"]+paymentWidgets\.js\?checkoutId=[^"]+)" integrity="([^"]+)"/.exec(html) ?? [];
    await page.evaluate(
      ({ url, integrity }) => {
        (window as unknown as { wpwl: { unload(): void } }).wpwl.unload();
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
    await expect(checkout.container).toHaveCount(1);
    await expect(checkout.numberInput(), "a fresh form").toHaveValue("");
    await checkout.fill(CARD);
    await checkout.pay();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
    expect(bodies).toHaveLength(1);
    expect(page.url()).toContain(`id=${second}`);
  });

  test("several forms on one page: each validates on its own and the second one pays", async ({ page }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "two-forms" });
    await checkout.ready();
    const second = checkout.container.nth(1);
    await second.locator(".wpwl-button-pay").click();
    await expect(second.locator(".wpwl-hint"), "number, expiry and CVV: the holder is optional by default").toHaveCount(3);
    await expect(checkout.container.nth(0).locator(".wpwl-hint"), "the first form is untouched").toHaveCount(0);

    await second.frameLocator("iframe.wpwl-control-cardNumber").getByLabel(labels.cardNumber).pressSequentially("5454545454545454");
    await second.getByLabel(labels.expiryDate).pressSequentially(CARD.expiry);
    await second.getByLabel(labels.cardHolder).fill(CARD.holder);
    await second.frameLocator("iframe.wpwl-control-cvv").getByLabel(labels.cvv).pressSequentially("123");
    await second.locator(".wpwl-button-pay").click();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
    expect(bodies.map((b) => b.get("paymentBrand"))).toEqual(["MASTER"]);
  });

  test("a dark form styled by the page's CSS alone: the secure fields' text takes their iframe element's colour and font", async ({
    page,
  }) => {
    // The page's own stylesheet, there before the widget (a constructed sheet: the shop's CSP allows no inline style).
    await page.addInitScript(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(`
        .wpwl-control { background: rgb(17, 24, 39); color: rgb(243, 244, 246); }
        .wpwl-control-iframe { font-size: 18px; font-weight: 600; }
        .wpwl-control-cvv { color: rgb(250, 204, 21); }`);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    const text = (input: ReturnType<CheckoutPage["numberInput"]>) =>
      input.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.color, s.fontSize, s.fontWeight];
      });
    await expect.poll(() => text(checkout.numberInput())).toEqual(["rgb(243, 244, 246)", "18px", "600"]);
    await expect.poll(() => text(checkout.cvvInput())).toEqual(["rgb(250, 204, 21)", "18px", "600"]);
    // The field shows the page's dark background through (the input itself is transparent).
    await expect(checkout.container.locator("iframe.wpwl-control-cardNumber")).toHaveCSS("background-color", "rgb(17, 24, 39)");
    await checkout.numberInput().pressSequentially("4200000000000000");
    await expect(checkout.numberInput()).toHaveCSS("color", "rgb(243, 244, 246)");
  });
});
