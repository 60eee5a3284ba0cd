import type { Page } from "@playwright/test";
import { CheckoutPage } from "./support/checkout-page.ts";
import { expect, test } from "./support/test.ts";
import { enrolledCard } from "./support/three-d-secure.ts";

/**
 * The sandbox's 3-D Secure page as merchants' own suites, written against the established test
 * simulator, drive it: each way of choosing the outcome and submitting it finds one control.
 * A challenge card paid: the bank's page opens inline in iframe.wpwl-target. */
async function challenged(page: Page) {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await checkout.fill(enrolledCard("challenge"));
  await checkout.pay();
  return { checkout, bank: page.frameLocator("iframe.wpwl-target") };
}

test("the 3-D Secure page takes the established simulator's controls: transStatus Y and Pay", async ({ page }) => {
  const { checkout, bank } = await challenged(page);
  await bank.locator('select[name="transStatus"]').selectOption("Y");
  await bank.locator('input[value="Pay"]').click();
  await expect(checkout.result()).toHaveText("Payment approved");
});

test("the 3-D Secure page: select#returnCode Decline and input[type=submit] fail the authentication", async ({ page }) => {
  const { checkout, bank } = await challenged(page);
  await bank.locator("select#returnCode").selectOption({ label: "Decline" });
  await bank.locator("input[type=submit]").click();
  await expect(checkout.result()).toHaveAttribute("data-code", "100.380.401");
});

test("the 3-D Secure page: a bare select with the label Approve, then the first Submit button or submit input (a car-rental shop's page object)", async ({
  page,
}) => {
  const { checkout, bank } = await challenged(page);
  // page.locator("select") is strict: it fails when the page has two.
  const outcome = bank.locator("select");
  await expect(outcome).toBeVisible();
  await outcome.selectOption({ label: "Approve" });
  await bank
    .getByRole("button", { name: /Submit/i })
    .or(bank.locator('input[type="submit"]'))
    .first()
    .click();
  await expect(checkout.result()).toHaveText("Payment approved");
});

test("the 3-D Secure page: transStatus Y, then the first of button[type=submit], input[type=submit] (a shop's QA script)", async ({
  page,
}) => {
  const { checkout, bank } = await challenged(page);
  await bank.locator('select[name="transStatus"]').selectOption("Y");
  await bank.locator('button[type="submit"], input[type="submit"]').first().click();
  await expect(checkout.result()).toHaveText("Payment approved");
});

test("the 3-D Secure page: option [1] of select#returnCode, then the emulator's submit named B2 (a merchant's page object)", async ({
  page,
}) => {
  const { checkout, bank } = await challenged(page);
  await bank.locator("select#returnCode").selectOption({ index: 1 });
  await bank.locator('[name="B2"]').click();
  await expect(checkout.result()).toHaveText("Payment approved");
});

for (const width of [320, 375]) {
  test(`the 3-D Secure page on a ${width} px phone: the one-time code first and in view, nothing wider than the frame, a clean console`, async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on("console", (m) => logged.push(m.text()));
    await page.setViewportSize({ width, height: 740 });
    const { checkout, bank } = await challenged(page);
    const otp = bank.locator("#otp");
    await expect(otp).toBeVisible();
    const sizes = await bank.locator("html").evaluate((html) => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      return {
        overflow: html.scrollWidth - html.clientWidth,
        otpBottom: box("#otp")?.bottom ?? Number.POSITIVE_INFINITY,
        otpTop: box("#otp")?.top ?? 0,
        selectTop: box("#returnCode")?.top ?? 0,
        frameHeight: window.innerHeight,
      };
    });
    expect(sizes.overflow).toBeLessThanOrEqual(0);
    // The shopper's step comes first, and its code field is in view without scrolling the frame.
    expect(sizes.otpTop).toBeLessThan(sizes.selectTop);
    expect(sizes.otpBottom).toBeLessThanOrEqual(sizes.frameHeight);
    await otp.fill("1234");
    await bank.getByRole("button", { name: "Submit" }).click();
    await expect(checkout.result()).toHaveText("Payment approved");
    expect(logged.filter((t) => /autofocus/i.test(t))).toEqual([]);
  });
}
