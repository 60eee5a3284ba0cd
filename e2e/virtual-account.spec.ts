import { expect, type Page, test } from "@playwright/test";
import { errorMessages, labels } from "./support/env.ts";
import { BankSimulatorPage, MethodsPage } from "./support/method-forms.ts";

const callLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { callbackLog: { name: string; thisTag: string; formClass?: string }[] }).callbackLog);

test("PAYPAL inline: the account e-mail, then PayPal's page, then the result", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("PAYPAL");
  const form = shop.virtualAccount("PAYPAL");
  await expect(form.container.locator("form.wpwl-form-virtualAccount-PAYPAL .wpwl-brand-PAYPAL")).toHaveText("PayPal");
  const account = form.field(labels.accountId);
  await account.fill("jane.example.com");
  await form.pay();
  await expect(form.hint("accountId")).toHaveText(errorMessages.accountIdError);
  await expect(account).toBeFocused();
  await account.fill("jane@example.com");
  await form.pay();
  const bank = new BankSimulatorPage(page);
  await bank.expectShown("PayPal");
  await expect(page.getByText("j…@example.com")).toBeVisible();
  await bank.answer("Approve payment");
  await expect(shop.result()).toHaveText("Payment approved");
  await expect(page.getByText("PAYPAL", { exact: true })).toBeVisible();
});

test("PAYPAL without inlineFlow is a button to PayPal's page: the brand button (.wpwl-button), no pay button of its own", async ({
  page,
}) => {
  const shop = new MethodsPage(page);
  await shop.open("PAYPAL", { scenario: "callbacks" });
  const form = shop.virtualAccount("PAYPAL");
  await expect(form.container.locator("input")).toHaveCount(0);
  await expect(form.container.locator(".wpwl-button-pay")).toHaveCount(0);
  await expect(form.container.locator("button.wpwl-button")).toHaveClass(/wpwl-button-brand-PAYPAL/);
  await form.pay();
  await new BankSimulatorPage(page).expectShown("PayPal");
});

test("a store plugin's own Pay now in the PayPal form (added after .wpwl-button in onReady) pays once: one button, one payment", async ({
  page,
}) => {
  const shop = new MethodsPage(page);
  const posts = shop.countPayments();
  await shop.open("PAYPAL", { scenario: "callbacks" });
  const form = shop.virtualAccount("PAYPAL");
  await page.evaluate(() => {
    const own = document.createElement("button");
    own.type = "submit";
    own.name = "pay";
    own.className = "wpwl-button wpwl-button-pay";
    own.textContent = "Pay now";
    document.querySelector("form.wpwl-form-virtualAccount-PAYPAL .wpwl-button")?.after(own);
  });
  await expect(form.container.locator(".wpwl-button-pay")).toHaveCount(1);
  await form.container.getByRole("button", { name: "Pay now" }).click();
  await new BankSimulatorPage(page).expectShown("PayPal");
  expect(posts).toHaveLength(1);
});

test("STC_PAY without inlineFlow renders the modes and the mobile number a store plugin restyles in onReady", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("STC_PAY", { scenario: "callbacks" });
  const form = shop.virtualAccount("STC_PAY");
  const c = form.container;
  for (const part of [".wpwl-group-paymentMode", ".wpwl-wrapper-radio-qrcode", ".wpwl-wrapper-radio-mobile", ".wpwl-group-mobilePhone"]) {
    await expect(c.locator(part), part).toHaveCount(1);
  }
  await expect(c.locator("input.wpwl-control-radio-mobile")).toBeChecked();
  // What the plugins do: hide the QR code mode, leaving the mobile number.
  await page.evaluate(() => document.querySelector<HTMLElement>(".wpwl-wrapper-radio-qrcode")?.setAttribute("hidden", ""));
  await expect(c.locator(".wpwl-wrapper-radio-qrcode")).toBeHidden();
  await form.field(labels.mobilePhone).fill("0512345678");
  await form.pay();
  await new BankSimulatorPage(page).expectShown("STC Pay");
});

test("STC_PAY by mobile number: the modes, the number, the wallet's approval", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("STC_PAY");
  const form = shop.virtualAccount("STC_PAY");
  const c = form.container;
  await expect(c.locator("form.wpwl-form-virtualAccount-STC_PAY .wpwl-group-paymentMode")).toBeVisible();
  await expect(c.locator(".wpwl-wrapper-radio-mobile input[type=radio]")).toBeChecked();
  await expect(c.locator(".wpwl-wrapper-radio-qrcode input[type=radio]")).not.toBeChecked();
  await expect(c.locator(".wpwl-group-mobilePhone")).toBeVisible();
  await form.field(labels.mobilePhone).fill("0412345678");
  await form.pay();
  await expect(form.hint("mobilePhone")).toHaveText(errorMessages.mobilePhoneError);
  await form.field(labels.mobilePhone).fill("+966 51 234 5678");
  await form.pay();
  const bank = new BankSimulatorPage(page);
  await bank.expectShown("STC Pay");
  await expect(page.getByText("…5678")).toBeVisible();
  await bank.answer("Approve payment");
  await expect(shop.result()).toHaveText("Payment approved");
});

test("STC_PAY by QR code: the page shows the code and link, the phone approves, the page continues by itself", async ({
  page,
  context,
}) => {
  const shop = new MethodsPage(page);
  await shop.open("STC_PAY");
  const form = shop.virtualAccount("STC_PAY");
  await form.container.getByLabel(labels.paymentModeQrcode).check();
  await expect(form.container.locator(".wpwl-group-mobilePhone")).toHaveCount(0);
  await form.pay();
  await expect(form.container.locator(".wpwl-qrcode-instructions")).toHaveText(labels.qrCodeInstructions);
  await expect(form.container.locator(".wpwl-qrcode-code code")).toHaveText(/^[0-9A-F]{8}$/);
  const href = await form.container.getByRole("link", { name: labels.qrCodeLink }).getAttribute("href");
  // The shopper's phone: its own browser page.
  const phone = await context.newPage();
  await phone.goto(href ?? "");
  const bank = new BankSimulatorPage(phone);
  await bank.expectShown("STC Pay");
  await bank.answer("Approve payment");
  await expect(phone.locator("h1.result")).toHaveText("Payment approved");
  await expect(shop.result()).toHaveText("Payment approved");
});

test("STC_PAY: a shopper waiting with the QR code may switch back to the mobile number and pay that way", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("STC_PAY");
  const form = shop.virtualAccount("STC_PAY");
  await form.container.getByLabel(labels.paymentModeQrcode).check();
  await form.pay();
  await expect(form.container.locator(".wpwl-group-qrCode")).toBeVisible();
  await expect(form.payButton()).toBeDisabled();
  await form.container.getByLabel(labels.paymentModeMobile).check();
  await expect(form.container.locator(".wpwl-group-qrCode")).toHaveCount(0);
  await form.field(labels.mobilePhone).fill("0512345678");
  await form.pay();
  await new BankSimulatorPage(page).answer("Approve payment");
  await expect(shop.result()).toHaveText("Payment approved");
});

test("onBeforeSubmitVirtualAccount: preventDefault() and false cancels, a later click pays once", async ({ page }) => {
  const shop = new MethodsPage(page);
  await shop.open("PAYPAL", { scenario: "methods" });
  const posts = shop.countPayments();
  const form = shop.virtualAccount("PAYPAL");
  await form.field(labels.accountId).fill("jane@example.com");
  await page.evaluate(() => {
    (window as unknown as { beforeSubmitMode: string }).beforeSubmitMode = "preventDefault";
  });
  await form.pay();
  const calls = (await callLog(page)).filter((c) => c.name === "onBeforeSubmitVirtualAccount");
  expect(calls).toHaveLength(1);
  expect(calls[0]?.formClass).toContain("wpwl-form-virtualAccount-PAYPAL");
  expect(posts).toEqual([]);
  await page.evaluate(() => {
    (window as unknown as { beforeSubmitMode: string }).beforeSubmitMode = "allow";
  });
  await form.pay();
  await new BankSimulatorPage(page).expectShown("PayPal");
  expect(posts).toHaveLength(1);
});
