import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { errorMessages, labels } from "./support/env.ts";
import { MethodsPage } from "./support/method-forms.ts";
import { expect, test } from "./support/test.ts";

const moduleRequests = (page: import("@playwright/test").Page) => {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/v1/modules/")) urls.push(r.url());
  });
  return urls;
};

test("a card-only page shows its form without any on-demand module; the pay code loads once the shopper starts", async ({ page }) => {
  const modules = moduleRequests(page);
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await expect(page.locator(".wpwl-container")).toHaveCount(1);
  expect(modules).toEqual([]);
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(modules.map((u) => new URL(u).pathname)).toEqual(["/v1/modules/card-pay.js"]);
});

test("a blur before the pay code has arrived is checked once it is in: hint in the module's English, then onBlurCardHolder(false)", async ({
  page,
}) => {
  // The field checks come with card-pay (asked for at the first focus): hold it back until after the blur.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/v1/modules/card-pay.js", async (route) => {
    await held;
    await route.continue();
  });
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "callbacks" });
  await checkout.ready();
  const blurs = () =>
    page.evaluate(() =>
      ((window as unknown as { callbackLog: { name: string; args: unknown[] }[] }).callbackLog ?? [])
        .filter((c) => c.name === "onBlurCardHolder")
        .map((c) => c.args),
    );
  const holder = checkout.container.getByLabel(labels.cardHolder);
  await holder.pressSequentially("Jo");
  await page.locator("select.wpwl-control-brand").focus();
  // Left at once (no focus class), not yet checked: no hint, no callback.
  await expect(holder).not.toHaveClass(/wpwl-focus/);
  expect(await blurs()).toEqual([]);
  await expect(checkout.hint("cardHolder")).toHaveCount(0);
  release();
  await expect(checkout.hint("cardHolder")).toHaveText(errorMessages.cardHolderError);
  await expect.poll(blurs).toEqual([[false]]);
  await expect(holder).toHaveAttribute("aria-invalid", "true");
});

test("a page with a SEPA form loads the methods module and its stylesheet once, with their integrity hashes", async ({ page }) => {
  const modules = moduleRequests(page);
  const shop = new MethodsPage(page);
  await shop.open("VISA DIRECTDEBIT_SEPA SOFORTUEBERWEISUNG");
  await expect(shop.directDebit().container.locator("form.wpwl-form-directDebit")).toBeVisible();
  await expect(shop.onlineTransfer("SOFORTUEBERWEISUNG").payButton()).toBeVisible();
  expect(modules.map((u) => new URL(u).pathname).sort()).toEqual(["/v1/modules/methods.css", "/v1/modules/methods.js"]);
  // The forms show with their stylesheet in (the mandate's smaller text is a rule of methods.css, not of the widget's).
  const mandate = await page.locator(".wpwl-group-mandate").evaluate((e) => ({
    size: Number.parseFloat(getComputedStyle(e).fontSize),
    root: Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
  }));
  expect(mandate.size).toBeCloseTo(mandate.root * 0.875, 1);
  await expect(page.locator("link[href*='/v1/modules/methods.css']")).toHaveAttribute("integrity", /^sha256-/);
  // Order of the page's data-brands: card, then SEPA, then the redirect brand.
  const order = await page.$$eval(".wpwl-container", (els) => els.map((e) => e.className.split(" ")[1]));
  expect(order).toEqual(["wpwl-container-card", "wpwl-container-directDebit", "wpwl-container-onlineTransfer-SOFORTUEBERWEISUNG"]);
  expect(await page.locator("script[src*='/v1/modules/']").count()).toBe(0);
  // wpwl.unload() removes the modules' kit from window (the Trusted Types policy stays: a page can create it once).
  const after = await page.evaluate(() => {
    (window as unknown as { wpwl: { unload(): void } }).wpwl.unload();
    return {
      kit: Symbol.for("wpwl.modules") in window,
      containers: document.querySelectorAll(".wpwl-container").length,
      stylesheets: document.querySelectorAll("link[href*='/v1/modules/']").length,
    };
  });
  expect(after).toEqual({ kit: false, containers: 0, stylesheets: 0 });
});

test("a module stylesheet the browser refuses (integrity) is reported and its forms still show", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.route("**/v1/modules/methods.css", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n.wpwl-form { display: none }` });
  });
  const shop = new MethodsPage(page);
  await shop.open("DIRECTDEBIT_SEPA");
  await expect(shop.directDebit().container.locator("form.wpwl-form-directDebit")).toBeVisible();
  expect(errors.some((e) => e.includes("[wpwl]") && e.includes("/v1/modules/methods.css was refused"))).toBe(true);
});

test("a tampered module is refused: the SEPA form shows its message, onError fires, the card form still pays", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.route(/\/v1\/modules\/methods\.js/, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: `window.__skimmed=1;${await res.text()}` });
  });
  const checkout = new CheckoutPage(page);
  await checkout.open({ brands: "VISA DIRECTDEBIT_SEPA" });
  await checkout.ready();
  const sepa = new MethodsPage(page).directDebit();
  await expect(sepa.formMessage()).toHaveText(errorMessages.checkoutUnavailableError);
  await expect(checkout.events).toContainText("error: WidgetError");
  expect(errors.some((e) => e.startsWith("[wpwl] the directDebit form (DIRECTDEBIT_SEPA) could not load"))).toBe(true);
  expect(await page.evaluate(() => "__skimmed" in window)).toBe(false);
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
});

test("a page whose CSP does not allow the wpwl Trusted Types policy: the forms say so, onError tells what to add, nothing is paid", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  // The browser refuses the widget's createPolicy("wpwl") as it would under a CSP without wpwl: here the
  // page has already taken the name (the demo's CSP allows each name once), so Chromium itself throws.
  // (Rewriting the page's CSP header through page.route would make the page lose its loopback address space.)
  await page.addInitScript(() => {
    try {
      (window as unknown as { trustedTypes?: { createPolicy(n: string, r: object): unknown } }).trustedTypes?.createPolicy("wpwl", {});
    } catch {
      // the gateway's frames allow no policy at all
    }
  });
  const modules = moduleRequests(page);
  const checkout = new CheckoutPage(page);
  await checkout.open({ brands: "VISA DIRECTDEBIT_SEPA" });
  await checkout.ready();
  const sepa = new MethodsPage(page).directDebit();
  await expect(sepa.formMessage()).toHaveText(errorMessages.checkoutUnavailableError);
  await expect(checkout.events).toContainText("error: WidgetError");
  expect(errors.some((e) => e.startsWith("[wpwl]") && e.includes("add wpwl to your CSP's trusted-types directive"))).toBe(true);
  expect(modules).toEqual([]);
  // The card form's pay code is an on-demand module too: without the policy it cannot pay, and says so.
  const posts = new MethodsPage(page).countPayments();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.formMessage()).toHaveText(errorMessages.checkoutUnavailableError);
  expect(errors.some((e) => e.startsWith("[wpwl] the card payment code could not load") && e.includes("add wpwl"))).toBe(true);
  expect(posts).toEqual([]);
  expect(modules).toEqual([]);
});
