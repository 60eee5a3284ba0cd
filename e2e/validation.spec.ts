import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { errorMessages, labels } from "./support/env.ts";
import { expect, test } from "./support/test.ts";

test.describe("client-side validation", () => {
  let payments: string[];
  test.beforeEach(async ({ page }) => {
    payments = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/payment")) payments.push(r.url());
    });
  });
  test.afterEach(() => {
    expect(payments, "an invalid form must not send a payment").toEqual([]);
  });

  test("an empty form shows a hint for every required field and sends nothing; the holder is optional by default", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    await checkout.pay();
    await expect(checkout.hint("cardNumber")).toHaveText(errorMessages.cardNumberError);
    await expect(checkout.hint("expiry")).toHaveText(errorMessages.expiryMonthError);
    await expect(checkout.hint("cvv")).toHaveText(errorMessages.cvvError);
    for (const f of ["cardNumber", "expiry", "cvv"]) {
      await expect(page.locator(`.wpwl-control-${f}`)).toHaveClass(/wpwl-has-error/);
    }
    await expect(checkout.hint("cardHolder")).toHaveCount(0);
    await expect(checkout.container.getByLabel(labels.expiryDate)).toHaveAttribute("aria-invalid", "true");
  });

  const CASES = [
    { name: "a number failing Luhn", card: { number: "4200000000000001" }, field: "cardNumber", message: errorMessages.cardNumberError },
    {
      name: "a brand the shop does not accept",
      card: { number: "6011000990139424" },
      field: "cardNumber",
      message: errorMessages.cardNumberBrandError,
    },
    { name: "an expiry in the past", card: { expiry: "0120" }, field: "expiry", message: errorMessages.expiryMonthError },
    { name: "month 13", card: { expiry: "1330" }, field: "expiry", message: errorMessages.expiryMonthError },
    { name: "a 3-digit CVV on AMEX", card: { number: "377777777777770", cvv: "123" }, field: "cvv", message: errorMessages.cvvError },
    { name: "a 2-letter holder", card: { holder: "Jo" }, field: "cardHolder", message: errorMessages.cardHolderError },
  ] as const;

  for (const c of CASES) {
    test(`${c.name} is refused in the form`, async ({ page }) => {
      const checkout = new CheckoutPage(page);
      await checkout.open();
      await checkout.ready();
      await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123", ...c.card });
      // A press, whether or not the error already showed (a field left earlier) and disabled the button.
      await checkout.payButton().click({ force: true });
      await expect(checkout.hint(c.field)).toHaveText(c.message);
      await expect(page.locator(`.wpwl-control-${c.field}`)).toHaveClass(/wpwl-has-error/);
      await expect(page.locator(".wpwl-hint")).toHaveCount(1);
      // As on the established widget (merchants' suites check it): disabled while a field shows an error.
      await expect(checkout.payButton()).toBeDisabled();
      await expect(checkout.payButton()).toHaveClass(/wpwl-button-error/);
    });
  }

  test("fixing a field clears its hint", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    await checkout.fill({ number: "4200000000000001" });
    await checkout.container.getByLabel(labels.expiryDate).focus();
    await expect(checkout.hint("cardNumber")).toHaveText(errorMessages.cardNumberError);
    await checkout.numberInput().press("End");
    await checkout.numberInput().press("Backspace");
    await checkout.numberInput().pressSequentially("0");
    await expect(checkout.hint("cardNumber")).toHaveCount(0);
  });

  test("the pay button is disabled while a field shows an error and enabled again once it is corrected", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    await expect(checkout.payButton()).toBeEnabled();
    await checkout.fill({ number: "4200000000000001" });
    await checkout.container.getByLabel(labels.expiryDate).focus();
    await expect(checkout.hint("cardNumber")).toHaveText(errorMessages.cardNumberError);
    await expect(checkout.payButton()).toBeDisabled();
    // The error was announced when it appeared: the reason is not lost with the button.
    await expect(checkout.container.getByRole("status")).toHaveText(errorMessages.cardNumberError);
    await checkout.numberInput().press("End");
    await checkout.numberInput().press("Backspace");
    await checkout.numberInput().pressSequentially("0");
    await expect(checkout.hint("cardNumber")).toHaveCount(0);
    await expect(checkout.payButton()).toBeEnabled();
    await expect(checkout.payButton()).not.toHaveClass(/wpwl-button-error/);
  });

  test("keepPayButtonEnabled (ours): the button stays enabled; a press shows every error and focuses the first", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "pay-button-enabled" });
    await checkout.ready();
    await checkout.fill({ number: "4200000000000001" });
    await checkout.container.getByLabel(labels.expiryDate).focus();
    await expect(checkout.hint("cardNumber")).toHaveText(errorMessages.cardNumberError);
    await expect(checkout.payButton()).toBeEnabled();
    await expect(checkout.payButton()).toHaveClass(/wpwl-button-error/);
    await checkout.pay();
    await expect(checkout.hint("cvv")).toHaveText(errorMessages.cvvError);
    await expect(checkout.numberInput()).toBeFocused();
  });
});
