import { existsSync } from "node:fs";
import { Builder, By, until, type WebDriver } from "selenium-webdriver";
import chrome from "selenium-webdriver/chrome.js";
import { bankPage, cardForm, challenge, installWallets, redirectForm, TEST_CARDS, wallet } from "../testing/webdriver.mjs";
import { stack } from "./support/env.ts";
import { expect, test } from "./support/test.ts";

/**
 * The package's WebDriver kit (`payment-widgets/testing/webdriver`) as a merchant's Selenium suite uses it, with
 * Debian's chromium and chromedriver: nothing of this project's page objects, only the DOM contract.
 */
const CHROMEDRIVER = "/usr/bin/chromedriver";
test.skip(!existsSync(CHROMEDRIVER) && process.env.CI !== "true", "Debian's chromium-driver is not installed (.ci/run installs it)");

let driver: WebDriver;
test.beforeEach(async () => {
  const options = new chrome.Options();
  options.setChromeBinaryPath(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium");
  options.addArguments(
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  );
  driver = await new Builder()
    .forBrowser("chrome")
    .setChromeOptions(options)
    .setChromeService(new chrome.ServiceBuilder(CHROMEDRIVER))
    .build();
});
test.afterEach(async () => {
  await driver?.quit();
});

const result = async () => (await driver.wait(until.elementLocated(By.css("h1.result")), 10_000)).getText();

test("WebDriver: the kit pays with the approved card, typed into the hosted fields", async () => {
  await driver.get(`${stack().shopUrl}/checkout`);
  const form = cardForm(driver);
  await form.ready();
  await form.fill({ number: TEST_CARDS.approved, holder: "Jane Doe" });
  await form.pay();
  expect(await result()).toBe("Payment approved");
});

test("WebDriver: the kit reads a field's message, then answers the 3-D Secure page with the one-time code", async () => {
  await driver.get(`${stack().shopUrl}/checkout`);
  const form = cardForm(driver);
  await form.ready();
  await form.pay();
  await driver.wait(async () => (await form.hint("cardNumber")) !== "", 5_000);
  await form.fill({ number: TEST_CARDS.challenge });
  await form.pay();
  await challenge(driver).submitCode();
  expect(await result()).toBe("Payment approved");
});

test("WebDriver: the kit pays through PayPal's bank page, and with the wallet stand-ins through Google Pay", async () => {
  await driver.get(`${stack().shopUrl}/checkout?brands=PAYPAL`);
  const payPal = redirectForm(driver, "PAYPAL");
  await payPal.fill("accountId", "jane@example.com");
  await payPal.pay();
  const bank = bankPage(driver);
  await bank.ready();
  expect(await bank.brand()).toBe("PayPal");
  await bank.approve();
  expect(await result()).toBe("Payment approved");

  await installWallets(driver as Parameters<typeof installWallets>[0], { card: "4200000000000000" });
  await driver.get(`${stack().shopUrl}/checkout?brands=${encodeURIComponent("GOOGLEPAY VISA")}`);
  const googlePay = wallet(driver, "GOOGLEPAY");
  await googlePay.pay();
  expect(await result()).toBe("Payment approved");
  expect((await googlePay.calls()).map((c) => c.call)).toContain("loadPaymentData");
});
