import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { errorMessages, labels } from "./support/env.ts";
import { expect, test } from "./support/test.ts";

/** The wpwl-* DOM merchants style and script against (docs/dom-contract.md). */
test.describe("DOM contract", () => {
  test("forms, groups, labels, wrappers, controls, brand, button and input names", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    const c = checkout.container;
    await expect(c).toHaveClass(/\bwpwl-container wpwl-container-card\b/);
    const form = c.locator("form.wpwl-form.wpwl-form-card.wpwl-form-has-inputs");
    await expect(form).toHaveCount(1);

    // Each field: .wpwl-group-<f> > .wpwl-label-<f> + .wpwl-wrapper-<f> > .wpwl-control-<f>.
    for (const f of ["brand", "cardNumber", "expiry", "cardHolder", "cvv"]) {
      const group = form.locator(`> .wpwl-group.wpwl-group-${f}`);
      await expect(group, f).toHaveCount(1);
      await expect(group.locator(`> .wpwl-label.wpwl-label-${f}`), f).toHaveCount(1);
      await expect(group.locator(`> .wpwl-wrapper.wpwl-wrapper-${f} > .wpwl-control.wpwl-control-${f}`), f).toHaveCount(1);
    }
    // Labels are div[name="wpwl-label-<parameter>"], as merchants' tests select them (div.wpwl-label-expiry too).
    for (const [f, param] of [
      ["brand", "paymentBrand"],
      ["cardNumber", "card.number"],
      ["expiry", "card.expiryDate"],
      ["cardHolder", "card.holder"],
      ["cvv", "card.cvv"],
    ] as const) {
      await expect(form.locator(`div.wpwl-label.wpwl-label-${f}[name="wpwl-label-${param}"]`), f).toHaveCount(1);
    }
    // A page control's label names it (aria-labelledby) and a click on it focuses it, as <label for> would.
    for (const [f, name] of [
      ["brand", labels.brand],
      ["expiry", labels.expiryDate],
      ["cardHolder", labels.cardHolder],
    ] as const) {
      await expect(form.getByLabel(name, { exact: true })).toHaveClass(new RegExp(`wpwl-control-${f}`));
      await form.locator(`.wpwl-label-${f}`).click();
      await expect(form.locator(`.wpwl-control-${f}`)).toBeFocused();
    }
    await expect(form.locator("input.wpwl-control-expiry")).toHaveAttribute("type", "tel");
    await expect(form.locator("iframe.wpwl-control-iframe")).toHaveCount(2);
    await expect(form.locator("iframe.wpwl-control-cardNumber.wpwl-control-iframe")).toHaveCount(1);
    await expect(form.locator("iframe.wpwl-control-cvv.wpwl-control-iframe")).toHaveCount(1);
    await expect(form.locator(".wpwl-group-brand .wpwl-brand.wpwl-brand-card.wpwl-brand-VISA")).toHaveCount(1);
    await expect(form.locator(".wpwl-group-submit button.wpwl-button.wpwl-button-pay[data-action=submit]")).toHaveCount(1);

    // Input names as a native post of the established widget's form would have them.
    await expect(form.locator("select[name=paymentBrand][data-action=change-brand]")).toHaveCount(1);
    await expect(form.locator("input[name='card.holder'][data-action=blur-card-holder]")).toHaveCount(1);
    await expect(form.locator("input[name='card.expiryDate'][data-action=blur-card-expiry]")).toHaveCount(1);
    await checkout.fill({ expiry: "1230" });
    await expect(form.locator("input[type=hidden][name='card.expiryMonth']")).toHaveValue("12");
    await expect(form.locator("input[type=hidden][name='card.expiryYear']")).toHaveValue("2030");
    // Card number and CVV exist only inside the gateway's frames.
    await expect(page.locator("input[name='card.number'], input[name='card.cvv']")).toHaveCount(0);
    await expect(checkout.numberInput()).toHaveAttribute("name", "card.number");
  });

  test("state classes: wpwl-focus, wpwl-has-error with wpwl-hint-<key>, wpwl-button-error", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    const c = checkout.container;
    const numberFrame = c.locator("iframe.wpwl-control-cardNumber");
    const holder = c.getByLabel(labels.cardHolder);

    // A click on the frame field's label focuses the field inside the frame.
    await c.locator(".wpwl-label-cardNumber").click();
    await expect(checkout.numberInput()).toBeFocused();
    await expect(numberFrame).toHaveClass(/wpwl-focus/);
    await holder.focus();
    await expect(numberFrame).not.toHaveClass(/wpwl-focus/);
    await expect(holder).toHaveClass(/wpwl-focus/);

    await checkout.pay();
    // Number, expiry and CVV: the holder may stay empty by default.
    await expect(c.locator(".wpwl-control.wpwl-has-error")).toHaveCount(3);
    await expect(checkout.hint("cardNumber")).toHaveClass(/\bwpwl-hint wpwl-hint-cardNumberError\b/);
    await expect(checkout.hint("cardNumber")).toHaveText(errorMessages.cardNumberError);
    await expect(checkout.hint("cvv")).toHaveClass(/wpwl-hint-cvvError/);
    await expect(checkout.payButton()).toHaveClass(/wpwl-button-error/);
    await expect(checkout.numberInput(), "the first invalid field has the focus").toBeFocused();

    await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
    await expect(c.locator(".wpwl-has-error")).toHaveCount(0);
    await expect(checkout.payButton()).not.toHaveClass(/wpwl-button-error/);
  });
});

// First hour, item 2: the text of every control sits in the middle of its box — the frames' number and CVV too (their
// input once filled only the top 19 px of a 42 px frame), at a phone's width and a desktop's.
for (const width of [320, 375, 1280]) {
  test(`at ${width} px the text of each control is centred in its box, in the frames as on the page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    /** How far the middle of the input's text line is from the middle of the control's box, in px. */
    const offCentre = async (control: "frame" | "page", selector: string) => {
      if (control === "page") {
        return checkout.container.locator(selector).evaluate((el) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          const content = box.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop);
          const inner =
            box.height -
            parseFloat(style.borderTopWidth) -
            parseFloat(style.borderBottomWidth) -
            parseFloat(style.paddingTop) -
            parseFloat(style.paddingBottom);
          return Math.abs(content + inner / 2 - (box.top + box.height / 2));
        });
      }
      return checkout.container
        .frameLocator(selector)
        .locator("#field")
        .evaluate((el) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          const content = box.top + parseFloat(style.paddingTop);
          const inner = box.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          return Math.abs(content + inner / 2 - document.documentElement.clientHeight / 2);
        });
    };
    expect(await offCentre("frame", "iframe.wpwl-control-cardNumber")).toBeLessThanOrEqual(1);
    expect(await offCentre("frame", "iframe.wpwl-control-cvv")).toBeLessThanOrEqual(1);
    expect(await offCentre("page", ".wpwl-control-expiry")).toBeLessThanOrEqual(1);
    expect(await offCentre("page", ".wpwl-control-cardHolder")).toBeLessThanOrEqual(1);
  });
}
