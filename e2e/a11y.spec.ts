import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { localeFile } from "./support/locales.ts";
import { WalletPage } from "./support/wallet-page.ts";
import { installWalletStandIns } from "./support/wallet-stand-ins.ts";

for (const locale of ["en", "ar"] as const) {
  test(`axe finds no WCAG 2.2 AA violation in the card form (${locale}), before and after errors`, async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ locale });
    await checkout.ready();
    const axe = () =>
      new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    const clean = await axe();
    expect(clean.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await checkout.pay();
    await expect(checkout.hint("cvv")).toBeVisible();
    const withErrors = await axe();
    expect(withErrors.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("errors are linked to their fields and announced", async ({ page }) => {
  const t = localeFile("en");
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await checkout.pay();
  const expiry = checkout.container.locator(".wpwl-control-expiry");
  await expect(expiry).toHaveAttribute("aria-invalid", "true");
  const hintId = await expiry.getAttribute("aria-describedby");
  await expect(page.locator(`#${hintId}`)).toHaveText(t.errorMessages.expiryDateError ?? "");
  await expect(checkout.container.getByRole("status")).toHaveText(`${t.labels.formErrors} ${t.errorMessages.cardNumberError}`);
  // Inside the frame, the input carries the error as its description.
  await expect(checkout.numberFrame.locator("#field")).toHaveAttribute("aria-invalid", "true");
  await expect(checkout.numberFrame.locator("#field-error")).toHaveText(t.errorMessages.cardNumberError ?? "");
  // The first invalid field gets the focus.
  await expect(checkout.numberFrame.locator("#field")).toBeFocused();
});

test("a shopper pays with the keyboard alone, through the frames in visual order", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await page.locator("body").focus();
  const number = checkout.numberFrame.locator("#field");
  for (let i = 0; i < 6 && !(await number.evaluate((el) => el === document.activeElement && document.hasFocus())); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(number).toBeFocused();
  await page.keyboard.type("4200000000000000");
  await page.keyboard.press("Tab");
  await expect(checkout.container.locator(".wpwl-control-brand")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(checkout.container.locator(".wpwl-control-expiry")).toBeFocused();
  await page.keyboard.type(futureExpiry());
  // Back and forth across the frame boundary: no trap.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(number).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(checkout.container.locator(".wpwl-control-cardHolder")).toBeFocused();
  await page.keyboard.type("Jane Doe");
  await page.keyboard.press("Tab");
  await expect(checkout.cvvFrame.locator("#field")).toBeFocused();
  await page.keyboard.type("123");
  await page.keyboard.press("Tab");
  await expect(checkout.payButton()).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(checkout.cvvFrame.locator("#field")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(checkout.result()).toHaveText("Payment approved");
});

for (const [width, name] of [
  [320, "a 320 px wide screen"],
  [640, "200% zoom of a 1280 px window"],
] as const) {
  test(`the form fits ${name} without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await checkout.payButton().boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    await checkout.pay();
    await expect(checkout.hint("cardNumber")).toBeVisible();
  });
}

/**
 * Browser autofill: Chrome fills card fields across the frames when they allow `autofill` and carry
 * the cc-* autocomplete tokens. Headless Chromium has no autofill profile or UI, so the test checks
 * the markup Chrome relies on, then stands in for autofill the way it behaves: values set at once,
 * no key events, one input event per field.
 */
test("fields announce their autofill types and accept autofilled values", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await expect(page.locator("iframe.wpwl-control-cardNumber")).toHaveAttribute("allow", /autofill/);
  await expect(checkout.numberFrame.locator("#field")).toHaveAttribute("autocomplete", "cc-number");
  await expect(checkout.cvvFrame.locator("#field")).toHaveAttribute("autocomplete", "cc-csc");
  await expect(checkout.container.locator(".wpwl-control-expiry")).toHaveAttribute("autocomplete", "cc-exp");
  await expect(checkout.container.locator(".wpwl-control-cardHolder")).toHaveAttribute("autocomplete", "cc-name");
  const autofill = (el: HTMLElement | SVGElement, value: string) => {
    const input = el as HTMLInputElement;
    input.value = value;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  };
  const d = new Date();
  const exp = `${String(d.getMonth() + 1).padStart(2, "0")}/${d.getFullYear() + 2}`;
  await checkout.numberFrame.locator("#field").evaluate(autofill, "5454545454545454");
  await checkout.container.locator(".wpwl-control-expiry").evaluate(autofill, exp);
  await checkout.container.locator(".wpwl-control-cardHolder").evaluate(autofill, "Jane Doe");
  await checkout.cvvFrame.locator("#field").evaluate(autofill, "123");
  await expect(checkout.numberFrame.locator("#field")).toHaveValue("5454 5454 5454 5454");
  await expect(checkout.container.locator(".wpwl-control-brand")).toHaveValue("MASTER");
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
});

test("axe finds no WCAG 2.2 AA violation with wallet buttons next to the card form, before and after a wallet error", async ({ page }) => {
  // Two axe runs over a page with three wallet buttons and the card form's frames: slow on a loaded machine.
  test.slow();
  await installWalletStandIns(page, { card: "4000000000000002" });
  const shop = new WalletPage(page);
  await shop.openCheckout();
  await shop.ready();
  const axe = () => new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const clean = await axe();
  expect(clean.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  // Keyboard: the Apple Pay button is a real button, reachable and operable with Enter.
  await shop.button("APPLEPAY").focus();
  await page.keyboard.press("Enter");
  await expect(shop.message("APPLEPAY")).toBeVisible();
  const withError = await axe();
  expect(withError.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
