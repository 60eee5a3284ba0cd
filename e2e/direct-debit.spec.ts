import type { Page } from "@playwright/test";
import { errorMessages, labels } from "./support/env.ts";
import { MethodsPage } from "./support/method-forms.ts";
import { expect, test } from "./support/test.ts";
import { webdriverClear } from "./support/webdriver-clear.ts";

const APPROVED = { holder: "Jane Jones", iban: "DE89370400440532013000", bic: "COBADEFFXXX" };

const callLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { callbackLog: { name: string; thisTag: string; formClass?: string }[] }).callbackLog);

test("a shopper pays by SEPA direct debit: IBAN in groups of four, mandate shown, never in a URL", async ({ page }) => {
  const urls: string[] = [];
  page.on("request", (r) => urls.push(r.url()));
  const shop = new MethodsPage(page);
  await shop.open("DIRECTDEBIT_SEPA");
  const form = shop.directDebit();
  await expect(form.container.locator("form.wpwl-form-directDebit .wpwl-brand-DIRECTDEBIT_SEPA")).toBeVisible();
  await expect(form.container.getByText(labels.sepaMandate)).toBeVisible();
  await form.fill(APPROVED);
  await expect(form.field(labels.iban)).toHaveValue("DE89 3704 0044 0532 0130 00");
  await expect(form.container.locator("input.wpwl-control-iban")).toHaveCount(1);
  await expect(form.container.locator(".wpwl-group-iban .wpwl-label-iban")).toHaveText(labels.iban);
  await form.pay();
  await expect(shop.result()).toHaveText("Payment approved");
  await expect(shop.result()).toHaveAttribute("data-code", "000.100.110");
  await expect(page.getByText("DIRECTDEBIT_SEPA", { exact: true })).toBeVisible();
  expect(urls.filter((u) => u.includes("DE89") || u.includes("0532013000"))).toEqual([]);
});

test("a declined test account lands on the result page with its code", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("DIRECTDEBIT_SEPA");
  const form = shop.directDebit();
  await form.fill({ holder: "Jane Jones", iban: "DE02120300000000202051", bic: "BYLADEM1001" });
  await form.pay();
  await expect(shop.result()).toHaveText("Payment not completed");
  await expect(shop.result()).toHaveAttribute("data-code", "800.100.203");
});

test("invalid IBAN, BIC and holder are shown in the form; nothing is posted", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("DIRECTDEBIT_SEPA");
  const posts = shop.countPayments();
  const form = shop.directDebit();
  await form.fill({ holder: "Jo", iban: "DE89370400440532013001", bic: "COBADEFFX" });
  await form.pay();
  await expect(form.hint("iban")).toHaveText(errorMessages.ibanError);
  await expect(form.hint("bic")).toHaveText(errorMessages.bicError);
  await expect(form.hint("accountHolder")).toHaveText(errorMessages.accountHolderError);
  await expect(form.container.locator(".wpwl-control-iban")).toHaveAttribute("aria-invalid", "true");
  await expect(form.container.locator(".wpwl-control-iban")).toHaveClass(/wpwl-has-error/);
  await expect(form.field(labels.accountHolder)).toBeFocused();
  // A wrong country and a wrong length, while typing.
  await form.field(labels.iban).fill("");
  await form.field(labels.iban).pressSequentially("XX12");
  await form.field(labels.iban).blur();
  await expect(form.hint("iban")).toHaveText(errorMessages.ibanError);
  expect(posts).toEqual([]);
  // Corrected: one payment.
  await form.field(labels.accountHolder).fill(APPROVED.holder);
  await form.field(labels.iban).fill("");
  await form.field(labels.iban).pressSequentially("AT611904300234573201");
  await form.field(labels.bic).fill("BKAUATWW");
  await expect(form.hint("iban")).toHaveCount(0);
  await form.pay();
  await expect(shop.result()).toHaveText("Payment approved");
  expect(posts).toHaveLength(1);
});

test("a page object that clears the IBAN the WebDriver way (change event, no input event) gets its error, not a payment", async ({
  page,
}) => {
  const shop = new MethodsPage(page);
  await shop.open("DIRECTDEBIT_SEPA");
  const posts = shop.countPayments();
  const form = shop.directDebit();
  await form.fill(APPROVED);
  await webdriverClear(form.field(labels.iban));
  await form.pay();
  await expect(form.hint("iban")).toHaveText(errorMessages.ibanError);
  expect(posts).toEqual([]);
  await form.field(labels.iban).pressSequentially(APPROVED.iban);
  await form.pay();
  await expect(shop.result()).toHaveText("Payment approved");
});

test("an account holder the merchant's script puts in (no event) stays through re-renders and is what is sent", async ({ page }) => {
  const bodies: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/payment")) bodies.push(r.postData() ?? "");
  });
  const shop = new MethodsPage(page);
  await shop.open("DIRECTDEBIT_SEPA");
  const form = shop.directDebit();
  // $('.wpwl-control-accountHolder').val("Jane Merchant") in onReady: a value, no event.
  await form.field(labels.accountHolder).evaluate((input: HTMLInputElement) => {
    input.value = "Jane Merchant";
  });
  // Typing elsewhere re-renders the form many times.
  await form.fill({ iban: APPROVED.iban, bic: APPROVED.bic });
  await expect(form.field(labels.accountHolder)).toHaveValue("Jane Merchant");
  await form.pay();
  await expect(shop.result()).toHaveText("Payment approved");
  expect(bodies.map((b) => new URLSearchParams(b).get("bankAccount.holder"))).toEqual(["Jane Merchant"]);
});

test("onBeforeSubmitDirectDebit returning false (also after preventDefault()) cancels; a later click pays once", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("DIRECTDEBIT_SEPA", { scenario: "methods" });
  const posts = shop.countPayments();
  const form = shop.directDebit();
  await form.fill({ holder: "Jane Jones", iban: "ES9121000418450200051332", bic: "CAIXESBBXXX" });
  for (const mode of ["false", "preventDefault"]) {
    await page.evaluate((m) => {
      (window as unknown as { beforeSubmitMode: string }).beforeSubmitMode = m;
    }, mode);
    await form.pay();
    await expect(form.payButton()).toBeEnabled();
  }
  const calls = (await callLog(page)).filter((c) => c.name === "onBeforeSubmitDirectDebit");
  expect(calls).toHaveLength(2);
  expect(calls[0]).toMatchObject({ thisTag: "FORM", formClass: expect.stringContaining("wpwl-form-directDebit") });
  expect(posts).toEqual([]);
  await page.evaluate(() => {
    (window as unknown as { beforeSubmitMode: string }).beforeSubmitMode = "allow";
  });
  await form.pay();
  await expect(shop.result()).toHaveText("Payment approved");
  expect(posts).toHaveLength(1);
});

test("wpwl.executePayment('wpwl-container-directDebit') runs the same pipeline", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("VISA DIRECTDEBIT_SEPA", { scenario: "methods" });
  const form = shop.directDebit();
  // Empty: the pipeline validates first.
  await page.evaluate(() =>
    (window as unknown as { wpwl: { executePayment(c: string): void } }).wpwl.executePayment("wpwl-container-directDebit"),
  );
  await expect(form.hint("iban")).toHaveText(errorMessages.ibanError);
  await form.fill(APPROVED);
  await page.evaluate(() =>
    (window as unknown as { wpwl: { executePayment(c: string): void } }).wpwl.executePayment("wpwl-container-directDebit"),
  );
  await expect(shop.result()).toHaveText("Payment approved");
});

test("onAfterSubmit without any onBeforeSubmit*: its this is the widget's form with $form, as in the card form", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("DIRECTDEBIT_SEPA", { scenario: "methods-after-only" });
  const form = shop.directDebit();
  await form.fill(APPROVED);
  await form.pay();
  await expect(shop.result()).toHaveText("Payment approved");
  // The log survives the redirect to the result page (sessionStorage, same origin).
  const log = await page.evaluate(() => JSON.parse(sessionStorage.getItem("callbackLog") ?? "[]") as Record<string, unknown>[]);
  expect(log.filter((c) => c.name === "onAfterSubmit")).toEqual([
    expect.objectContaining({ thisTag: "FORM", hasJQueryForm: true, formClass: expect.stringContaining("wpwl-form-directDebit") }),
  ]);
});

test("the merchant's own inputs go with a direct debit, also one onBeforeSubmitDirectDebit adds (as with the card form)", async ({
  page,
}) => {
  const shop = new MethodsPage(page);
  await shop.open("DIRECTDEBIT_SEPA", { scenario: "methods" });
  const bodies: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/payment")) bodies.push(r.postData() ?? "");
  });
  const form = shop.directDebit();
  await form.fill(APPROVED);
  await page.evaluate(() => {
    (window as unknown as { beforeSubmitMode: string }).beforeSubmitMode = "allow";
    const widgetForm = document.querySelector<HTMLFormElement>(".wpwl-form-directDebit");
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = "customer.email";
    input.value = "jane@shop.example";
    widgetForm?.append(input);
    (window as unknown as { beforeSubmitHook: (form: HTMLFormElement) => void }).beforeSubmitHook = (f) => {
      const extra = document.createElement("input");
      extra.type = "hidden";
      extra.name = "customParameters[SHOPPER_order]";
      extra.value = "4711";
      f.append(extra);
    };
  });
  await form.pay();
  await expect(shop.result()).toHaveText("Payment approved");
  expect(bodies).toHaveLength(1);
  const sent = new URLSearchParams(bodies[0]);
  expect(sent.get("customer.email")).toBe("jane@shop.example");
  expect(sent.get("customParameters[SHOPPER_order]")).toBe("4711");
  expect(sent.get("bankAccount.iban")).toBe(APPROVED.iban);
});
