import AxeBuilder from "@axe-core/playwright";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { localeFile } from "./support/locales.ts";
import { BankSimulatorPage, MethodsPage } from "./support/method-forms.ts";
import { SAVED_MASTER, SAVED_VISA, StoredCardsPage, saveCard, saveCardThenReopen } from "./support/stored-cards-page.ts";
import { expect, test } from "./support/test.ts";
import { AcsPage, enrolledCard } from "./support/three-d-secure.ts";
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
  await expect(page.locator(`#${hintId}`)).toHaveText(t.errorMessages.expiryMonthError ?? "");
  await expect(checkout.container.getByRole("status")).toHaveText(`${t.labels.formErrors} ${t.errorMessages.cardNumberError}`);
  // Inside the frame, the input carries the error as its description.
  await expect(checkout.numberFrame.locator("#field")).toHaveAttribute("aria-invalid", "true");
  await expect(checkout.numberFrame.locator("#field-error")).toHaveText(t.errorMessages.cardNumberError ?? "");
  // The first invalid field gets the focus.
  await expect(checkout.numberFrame.locator("#field")).toBeFocused();
  // An empty field keeps the established message (docs/dom-contract.md "What stays"); its input says it is required.
  await expect(checkout.numberFrame.getByRole("textbox")).toHaveJSProperty("required", true);
  await expect(checkout.cvvFrame.getByRole("textbox")).toHaveJSProperty("required", false);
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
  // Back and forth across the frame boundary: no trap. Each step waits for its focus (a key pressed while focus
  // still crosses into or out of a frame went astray on a loaded run).
  await page.keyboard.press("Shift+Tab");
  await expect(checkout.container.locator(".wpwl-control-brand")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(number).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(checkout.container.locator(".wpwl-control-brand")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(checkout.container.locator(".wpwl-control-expiry")).toBeFocused();
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
 * Browser autofill: browsers find card fields by their cc-* autocomplete tokens (the frames allow
 * only `payment`: an `autofill` permission is unknown to Chromium and logs a warning on the page). Headless Chromium has no autofill profile or UI, so the test checks
 * the markup Chrome relies on, then stands in for autofill the way it behaves: values set at once,
 * no key events, one input event per field.
 */
test("fields announce their autofill types and accept autofilled values", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await expect(page.locator("iframe.wpwl-control-cardNumber")).toHaveAttribute("allow", "payment");
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

test("axe finds no violation with brand logos, the co-badged choice and the CVV hint", async ({ page }) => {
  test.slow(); // three pages, three axe runs
  const axe = async () =>
    (
      await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze()
    ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "logos" });
  await checkout.ready();
  expect(await axe()).toEqual([]);
  await checkout.open({ scenario: "field-options" });
  await checkout.ready();
  await expect(checkout.container.locator(".wpwl-cvv-hint")).toBeVisible();
  expect(await axe()).toEqual([]);
  await checkout.open({ scenario: "co-badged", brands: "MADA VISA" });
  await checkout.ready();
  await checkout.fill({ number: "4464040000000007" });
  await expect(checkout.container.locator(".wpwl-brand-logos")).toBeVisible();
  expect(await axe()).toEqual([]);
});

test("axe finds no violation in the stored cards (requireCvv, hidden forms), before and after a CVV error; arrow keys select", async ({
  page,
}) => {
  // axe walks every frame (a CVV frame per card plus the card form's two): slow on a loaded machine.
  test.slow();
  const visa = await saveCard(SAVED_VISA);
  const master = await saveCard(SAVED_MASTER);
  const stored = new StoredCardsPage(page);
  await stored.open([visa, master], "one-click-hide");
  const axe = async () =>
    (
      await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze()
    ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(await axe()).toEqual([]);
  await expect(page.getByRole("radiogroup", { name: localeFile("en").labels.storedCards })).toBeVisible();
  await stored.payButton().click();
  await expect(stored.hint(0)).toBeVisible();
  await expect(stored.cvvFrame(0).locator("#field")).toHaveAttribute("aria-invalid", "true");
  expect(await axe()).toEqual([]);
  // Arrow keys move the selection between the cards, as in any radio group.
  await stored.radio(0).focus();
  await page.keyboard.press("ArrowDown");
  await expect(stored.radio(1)).toBeChecked();
  await expect(stored.row(1)).toHaveClass(/wpwl-selected/);
  await stored.showOthersButton().focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".wpwl-container-card")).toBeVisible();
});

const axeViolations = async (page: import("@playwright/test").Page) => {
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
};

test("axe finds no violation with the inline 3-D Secure challenge, nor after it was cancelled; it is keyboard reachable", async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "three-d-secure" });
  await checkout.ready();
  await checkout.fill(enrolledCard("challenge"));
  await checkout.pay();
  const acs = AcsPage.inline(page);
  await expect(acs.code).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The challenge has the focus, in the page's order: the test simulator's outcome, Pay and the emulator's
  // Continue (B2) (first, for merchants' suites), then the code, Submit and Cancel.
  await page.keyboard.press("Tab");
  await expect(acs.root.getByLabel("Outcome", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(acs.root.getByRole("button", { name: "Pay" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(acs.root.getByRole("button", { name: "Continue" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(acs.code).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(acs.root.getByRole("button", { name: "Submit" })).toBeFocused();
  await acs.cancel();
  await expect(checkout.formMessage()).toHaveAttribute("role", "alert");
  expect(await axeViolations(page)).toEqual([]);
});

test("the bank's page (top window) labels a missing code as an error; axe finds no violation", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "three-d-secure-top" });
  await checkout.ready();
  await checkout.fill(enrolledCard("challenge"));
  await checkout.pay();
  const top = new AcsPage(page);
  await top.submit("");
  await expect(page.getByRole("alert")).toHaveText("Enter the one-time code.");
  await expect(top.code).toHaveAttribute("aria-invalid", "true");
  await expect(top.code).toHaveAccessibleDescription(/the code is 1234.*Enter the one-time code\./);
  expect(await axeViolations(page)).toEqual([]);
});

test("SAQ-A: axe finds no violation with the expiry and holder frames, before and after errors; the keyboard goes through all four", async ({
  page,
}) => {
  test.slow();
  const axe = async () =>
    (
      await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze()
    ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  const checkout = new CheckoutPage(page, true);
  await checkout.open({ scenario: "saq-a" });
  await checkout.ready();
  expect(await axe()).toEqual([]);
  await checkout.pay();
  for (const field of ["cardNumber", "expiry", "cardHolder", "cvv"] as const) {
    await expect(checkout.container.locator(`iframe.wpwl-control-${field}`)).toHaveAttribute("aria-describedby", /-hint$/);
  }
  // Inside the frames, the inputs carry the errors as their descriptions.
  await expect(checkout.expiryInput()).toHaveAttribute("aria-invalid", "true");
  await expect(checkout.holderFrame.locator("#field-error")).toHaveText(localeFile("en").errorMessages.cardHolderError ?? "");
  expect(await axe()).toEqual([]);
  // Keyboard only, in visual order: number, brand, expiry, holder, CVV, pay.
  await checkout.numberInput().focus();
  await page.keyboard.type("4200000000000000");
  await page.keyboard.press("Tab");
  await expect(checkout.container.locator(".wpwl-control-brand")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(checkout.expiryInput()).toBeFocused();
  await page.keyboard.type(futureExpiry());
  await page.keyboard.press("Tab");
  await expect(checkout.holderInput()).toBeFocused();
  await page.keyboard.type("Jane Doe");
  await page.keyboard.press("Shift+Tab");
  await expect(checkout.expiryInput()).toBeFocused();
  // One step at a time: focus crosses a frame boundary on each Tab, and a second Tab sent before the first landed is lost.
  await page.keyboard.press("Tab");
  await expect(checkout.holderInput()).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(checkout.cvvInput()).toBeFocused();
  await page.keyboard.type("123");
  await page.keyboard.press("Enter");
  await expect(checkout.result()).toHaveText("Payment approved");
});

test("axe finds no violation in the billing address, name, tax-number and birth-date fields, before and after errors", async ({ page }) => {
  test.slow();
  const axe = async () =>
    (
      await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze()
    ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "billing" });
  await checkout.ready();
  expect(await axe()).toEqual([]);
  await checkout.pay();
  await expect(checkout.container.locator(".wpwl-group-street1 .wpwl-hint")).toBeVisible();
  await expect(checkout.container.locator(".wpwl-control-street1")).toHaveAttribute("aria-invalid", "true");
  expect(await axe()).toEqual([]);
  // The tax-number and birth-date fields (showTaxNumberField, showBirthDate), with their errors.
  await checkout.open({ scenario: "customer-fields" });
  await checkout.ready();
  await checkout.pay();
  await expect(checkout.container.locator(".wpwl-control-birthDate")).toHaveAttribute("aria-invalid", "true");
  expect(await axe()).toEqual([]);
});

test("axe finds no WCAG 2.2 AA violation in the SEPA, redirect-brand and virtual-account forms, nor on the bank page", async ({ page }) => {
  const axe = async () => {
    const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  };
  const shop = new MethodsPage(page);
  await shop.open("DIRECTDEBIT_SEPA GIROPAY PAYPAL STC_PAY");
  expect(await axe()).toEqual([]);
  // With errors: every field names its hint, the first invalid one has the focus.
  const sepa = shop.directDebit();
  await sepa.pay();
  await expect(sepa.hint("iban")).toBeVisible();
  const iban = sepa.container.locator(".wpwl-control-iban");
  await expect(iban).toHaveAttribute("aria-describedby", /.+/);
  await expect(sepa.container.locator(".wpwl-control-accountHolder")).toBeFocused();
  await shop.virtualAccount("STC_PAY").pay();
  await expect(shop.virtualAccount("STC_PAY").hint("mobilePhone")).toBeVisible();
  expect(await axe()).toEqual([]);
  // The radios are one labelled group, reachable by keyboard.
  await expect(page.getByRole("group", { name: "Pay with" })).toBeVisible();
  await shop.onlineTransfer("GIROPAY").pay();
  await new BankSimulatorPage(page).expectShown("giropay");
  expect(await axe()).toEqual([]);
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

test("axe finds no WCAG 2.2 AA violation on the fast-checkout cart, before and after a refused createCheckout for PAYPAL", async ({
  page,
}) => {
  test.slow();
  await installWalletStandIns(page);
  const shop = new WalletPage(page);
  await shop.openCart({ reject: "once" });
  await shop.ready();
  const axe = async () =>
    (
      await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze()
    ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(await axe()).toEqual([]);
  // Keyboard: the PayPal button is reachable and operable with Enter; its message is announced (role=alert).
  await shop.payPal().payButton().focus();
  await page.keyboard.press("Enter");
  await expect(shop.payPal().formMessage()).toHaveAttribute("role", "alert");
  expect(await axe()).toEqual([]);
});

test("axe finds no violation in the co-badged choice a BIN lookup offers (brandDetectionType binlist)", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "binlist", brands: "VISA MASTER MAESTRO" });
  await checkout.ready();
  await checkout.fill({ number: "5351100000000002" });
  const choice = checkout.container.getByRole("group", { name: localeFile("en").labels.coBadgedBrand });
  await expect(choice.getByRole("radio")).toHaveCount(2);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("axe finds no WCAG 2.2 AA violation on the summary page nor in a registration's done state; both are keyboard usable", async ({
  page,
}) => {
  const axe = async () =>
    (
      await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze()
    ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "summary" });
  await checkout.ready();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  const confirm = page.getByRole("button", { name: "Confirm and pay" });
  await expect(confirm).toBeVisible();
  expect(await axe()).toEqual([]);
  await confirm.focus();
  await page.keyboard.press("Enter");
  await expect(checkout.result()).toHaveText("Payment approved");

  await saveCardThenReopen(page);
  const link = page.getByRole("link", { name: localeFile("en").errorMessages.registrationDoneInfo ?? "" });
  await expect(link).toBeVisible();
  expect(await axe()).toEqual([]);
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(checkout.result()).toHaveText("Card saved");
});
