import type { Page } from "@playwright/test";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { labels } from "./support/env.ts";
import { expect, test } from "./support/test.ts";

/** One merchant callback as the scenario pages of demo/scenarios.ts record it. */
interface Call {
  readonly name: string;
  readonly thisTag: string;
  readonly args: unknown[];
  readonly [extra: string]: unknown;
}

/** The scenario's log: window.callbackLog on the checkout page, its sessionStorage copy after the redirect. */
const callLog = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { callbackLog?: Call[] }).callbackLog ?? (JSON.parse(sessionStorage.getItem("callbackLog") ?? "[]") as Call[]),
  );
const callsOf = async (page: Page, name: string) => (await callLog(page)).filter((c) => c.name === name);
/** The calls of `name` after the first `from` entries of the log. */
const since = async (page: Page, from: number, name?: string) => (await callLog(page)).slice(from).filter((c) => !name || c.name === name);

function countPayments(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/payment")) posts.push(r.url());
  });
  return posts;
}

const CARD = { number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" };

test.describe("merchant callbacks", () => {
  test("at start: onReadyIframeCommunication per frame and onChangeBrand once, then onReady once", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "callbacks" });
    await checkout.ready();
    const log = await callLog(page);
    const names = log.map((c) => c.name);
    const readyAt = names.indexOf("onReady");
    expect(names.filter((n) => n === "onReady")).toHaveLength(1);
    expect(log[readyAt]?.thisTag).toBe("window");

    const frames = log.filter((c) => c.name === "onReadyIframeCommunication");
    expect(frames).toHaveLength(2);
    expect(log.slice(0, readyAt).filter((c) => c.name === "onReadyIframeCommunication")).toHaveLength(2);
    for (const f of frames) {
      expect(f.thisTag).toBe("IFRAME");
      expect(f.iframeIsThis, "without jQuery, this.$iframe is [this]").toBe(true);
    }
    expect(frames.map((f) => String(f.className).match(/wpwl-control-(cardNumber|cvv)/)?.[1]).sort()).toEqual(["cardNumber", "cvv"]);

    const brands = log.slice(0, readyAt).filter((c) => c.name === "onChangeBrand");
    expect(brands).toEqual([expect.objectContaining({ thisTag: "SELECT", args: ["VISA"], wrapped: true })]);
    expect(log.filter((c) => c.name === "onChangeBrand")).toHaveLength(1);
  });

  test("focus, blur, brand detection and brand changes, with this and isValid", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "callbacks" });
    await checkout.ready();
    const start = (await callLog(page)).length;
    const holder = checkout.container.getByLabel(labels.cardHolder);
    const expiry = checkout.container.getByLabel(labels.expiryDate);
    // The brand select has no blur callback: focusing it only blurs the field before.
    const elsewhere = () => page.locator("select.wpwl-control-brand").focus();
    const argsOf = async (name: string) => (await since(page, start, name)).map((c) => c.args);

    // Typing 4200…: VISA is detected once, and is already the brand: no onChangeBrand.
    await checkout.numberInput().pressSequentially("4200");
    await expect
      .poll(() => since(page, start, "onDetectBrand"))
      .toEqual([expect.objectContaining({ thisTag: "IFRAME", args: [["VISA"]] })]);
    await checkout.numberInput().pressSequentially("0000");
    await elsewhere();
    await expect
      .poll(() => since(page, start, "onBlurCardNumber"))
      .toEqual([expect.objectContaining({ thisTag: "IFRAME", args: [false] })]);
    expect(await argsOf("onDetectBrand")).toEqual([[["VISA"]]]);
    expect(await argsOf("onChangeBrand")).toEqual([]);
    expect(await since(page, start, "onFocusIframeCommunication")).toEqual([expect.objectContaining({ thisTag: "IFRAME", args: [] })]);
    expect(await since(page, start, "onBlurIframeCommunication")).toEqual([expect.objectContaining({ thisTag: "IFRAME", args: [] })]);

    // Cleared: []; a Mastercard number: ["MASTER"], and the brand changes with it.
    await checkout.numberInput().fill("");
    await expect.poll(() => argsOf("onDetectBrand")).toEqual([[["VISA"]], [[]]]);
    await checkout.numberInput().pressSequentially("5454545454545454");
    await expect.poll(() => argsOf("onDetectBrand")).toEqual([[["VISA"]], [[]], [["MASTER"]]]);
    await expect
      .poll(() => since(page, start, "onChangeBrand"))
      .toEqual([expect.objectContaining({ thisTag: "SELECT", args: ["MASTER"] })]);
    await elsewhere();
    await expect.poll(() => argsOf("onBlurCardNumber")).toEqual([[false], [true]]);

    // Page fields: this is the input.
    await holder.pressSequentially("Jo");
    await elsewhere();
    await holder.pressSequentially("hn Doe");
    await elsewhere();
    await expect.poll(() => argsOf("onBlurCardHolder")).toEqual([[false], [true]]);
    expect((await since(page, start, "onBlurCardHolder")).map((c) => [c.thisTag, c.wrapped])).toEqual([
      ["INPUT", true],
      ["INPUT", true],
    ]);
    await expiry.pressSequentially("1330");
    await elsewhere();
    await expiry.fill("");
    await expiry.pressSequentially(futureExpiry());
    await elsewhere();
    await expect.poll(() => argsOf("onBlurExpiryDate")).toEqual([[false], [true]]);
    expect((await since(page, start, "onBlurExpiryDate")).map((c) => c.thisTag)).toEqual(["INPUT", "INPUT"]);

    // CVV: 2 digits are not enough, 3 are.
    await checkout.cvvInput().pressSequentially("12");
    await elsewhere();
    await expect
      .poll(() => since(page, start, "onBlurSecurityCode"))
      .toEqual([expect.objectContaining({ thisTag: "IFRAME", args: [false] })]);
    await checkout.cvvInput().pressSequentially("3");
    await elsewhere();
    await expect.poll(() => argsOf("onBlurSecurityCode")).toEqual([[false], [true]]);

    // Chosen in the select.
    await page.locator("select.wpwl-control-brand").selectOption("AMEX");
    await expect.poll(() => argsOf("onChangeBrand")).toEqual([["MASTER"], ["AMEX"]]);
    expect((await since(page, start, "onChangeBrand")).map((c) => c.thisTag)).toEqual(["SELECT", "SELECT"]);
    // Focus and blur came in pairs, one per visit of a frame (number ×2, CVV ×2).
    expect(await since(page, start, "onFocusIframeCommunication")).toHaveLength(4);
    expect(await since(page, start, "onBlurIframeCommunication")).toHaveLength(4);
  });

  test("the page focusing a frame the shopper types in loses no keystroke", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "callbacks" });
    await checkout.ready();
    const start = (await callLog(page)).length;
    const focusMoves = () => since(page, start).then((calls) => calls.filter((c) => /^on(Blur|Focus)/.test(c.name)).map((c) => c.name));
    const numberFrame = checkout.container.locator("iframe.wpwl-control-cardNumber");
    await checkout.numberInput().pressSequentially("5454");
    // Enter refuses the incomplete number and focuses its frame, which has the focus already: nothing moves.
    await page.keyboard.press("Enter");
    await expect(numberFrame).toHaveClass(/wpwl-has-error/);
    await page.keyboard.type("5454");
    await expect(checkout.numberInput()).toHaveValue("5454 5454");
    expect(await focusMoves()).toEqual(["onFocusIframeCommunication"]);
    // A merchant's script focuses the iframe element while the shopper types (the widget's own focus after a
    // refused pay click can land that late too): Chromium empties the focus inside the frame; the field takes
    // it back before the next key.
    await page.evaluate(() => document.querySelector<HTMLIFrameElement>("iframe.wpwl-control-cardNumber")?.focus());
    await page.keyboard.type("54545454");
    await expect(checkout.numberInput()).toHaveValue("5454 5454 5454 5454");
    await expect(checkout.numberInput()).toBeFocused();
    await expect(numberFrame).not.toHaveClass(/wpwl-has-error/);
    // The instant between (the frame's focus on its body): a key pressed then still types into the field.
    await checkout.numberInput().fill("");
    await checkout.numberInput().evaluate((input) => input.blur());
    await page.keyboard.type("4200");
    await expect(checkout.numberInput()).toHaveValue("4200");
    await expect(checkout.numberInput()).toBeFocused();
  });

  test("a field the widget focuses gets one focus, however late the page's focus of its frame lands", async ({ page }) => {
    // A loaded machine: the page's focus of an iframe reaches the frame's process 150 ms after the widget asked for it.
    await page.addInitScript(() => {
      if (window !== window.top) return;
      const focus = HTMLIFrameElement.prototype.focus;
      HTMLIFrameElement.prototype.focus = function (this: HTMLIFrameElement, options?: FocusOptions) {
        setTimeout(() => focus.call(this, options), 150);
      };
    });
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "callbacks" });
    await checkout.ready();
    const start = (await callLog(page)).length;
    // Pay refused on the empty form: the number's frame is focused from the page.
    await checkout.pay();
    await expect(checkout.numberInput()).toBeFocused();
    await page.keyboard.type("4200");
    await expect(checkout.numberInput()).toHaveValue("4200");
    const moves = (await since(page, start)).filter((c) => /^on(Blur|Focus)/.test(c.name)).map((c) => c.name);
    expect(moves).toEqual(["onFocusIframeCommunication"]);
  });

  test("onBeforeSubmitCard cancels by returning false (with or without preventDefault()); preventDefault() and true pays; onAfterSubmit follows a real submit", async ({
    page,
  }) => {
    const posts = countPayments(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "callbacks" });
    await checkout.ready();
    await checkout.fill(CARD);

    for (const mode of ["false", "preventDefault"]) {
      const before = (await callsOf(page, "onBeforeSubmitCard")).length;
      await page.evaluate((m) => {
        (window as unknown as { beforeSubmitMode: string }).beforeSubmitMode = m;
      }, mode);
      await checkout.pay();
      await expect.poll(async () => (await callsOf(page, "onBeforeSubmitCard")).length).toBe(before + 1);
      await expect(checkout.payButton()).toBeEnabled();
    }
    expect(await callsOf(page, "onAfterSubmit")).toEqual([]);
    expect(posts).toEqual([]);

    await page.evaluate(() => {
      (window as unknown as { beforeSubmitMode: string }).beforeSubmitMode = "preventDefaultAndTrue";
    });
    await checkout.pay();
    await expect(checkout.result()).toHaveText("Payment approved");
    const log = await callLog(page);
    const submits = log.filter((c) => c.name === "onBeforeSubmitCard");
    expect(submits).toHaveLength(3);
    for (const s of submits) {
      expect(s.thisTag).toBe("FORM");
      expect(s.args).toEqual([{ type: "submit", hasPreventDefault: true, formTag: "FORM", targetTag: "BUTTON" }]);
    }
    expect(log.filter((c) => c.name === "onAfterSubmit")).toEqual([expect.objectContaining({ thisTag: "FORM", args: [] })]);
    expect(log.findIndex((c) => c.name === "onAfterSubmit")).toBeGreaterThan(log.lastIndexOf(submits[2] as Call));
    expect(posts).toHaveLength(1);
  });

  test("an exception in any callback is logged with [wpwl] and the payment still goes through", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const posts = countPayments(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "throwing" });
    await checkout.ready();
    await checkout.fill(CARD);
    await checkout.container.getByLabel(labels.cardHolder).focus();
    await checkout.pay();
    await expect(checkout.result()).toHaveText("Payment approved");
    expect(posts).toHaveLength(1);
    for (const name of [
      "onReady",
      "onReadyIframeCommunication",
      "onChangeBrand",
      "onDetectBrand",
      "onBlurCardNumber",
      "onBeforeSubmitCard",
    ]) {
      expect(
        errors.some((e) => e.startsWith(`[wpwl] wpwlOptions.${name} threw: merchant bug in ${name}`)),
        name,
      ).toBe(true);
    }
  });

  test("with jQuery on the page, this.$form and this.$iframe are jQuery objects; jQuery and $ are left alone", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "jquery" });
    await checkout.ready();
    await checkout.fill(CARD);
    await checkout.pay();
    await expect(checkout.result()).toHaveText("Payment approved");
    const log = (await callLog(page)).filter((c) => c.name !== "onReady");
    const names = new Set(log.map((c) => c.name));
    for (const name of [
      "onReadyIframeCommunication",
      "onChangeBrand",
      "onFocusIframeCommunication",
      "onBlurIframeCommunication",
      "onBlurCardNumber",
      "onBeforeSubmitCard",
      "onAfterSubmit",
    ]) {
      expect(names.has(name), name).toBe(true);
    }
    for (const c of log) {
      expect({ name: c.name, formWrapped: c.formWrapped, jQueryUntouched: c.jQueryUntouched }).toEqual({
        name: c.name,
        formWrapped: true,
        jQueryUntouched: true,
      });
      if (c.thisTag === "IFRAME") expect(c.iframeWrapped, c.name).toBe(true);
    }
  });

  test("jQuery's .submit() on the widget's form (and form.submit()) pays through the widget, never posting the form to the page", async ({
    page,
  }) => {
    const posts = countPayments(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "jquery" });
    await checkout.ready();
    const url = page.url();
    type Jq = (s: string) => { submit(): void };
    // Empty: the widget's validation answers, the page stays.
    await page.evaluate(() => (window as unknown as { jQuery: Jq }).jQuery("form.wpwl-form-card").submit());
    await expect(checkout.hint("cardNumber")).toBeVisible();
    expect(page.url()).toBe(url);
    expect(posts).toHaveLength(0);
    // Filled: one payment, as with the pay button; a plain form.submit() the same way.
    await checkout.fill(CARD);
    await page.evaluate(() => document.querySelector<HTMLFormElement>("form.wpwl-form-card")?.submit());
    await expect(checkout.result()).toHaveText("Payment approved");
    expect(posts).toHaveLength(1);
  });

  test("texts a page rewrites with jQuery in onReady (pay button, labels) stay through errors and the payment", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "jquery" });
    await checkout.ready();
    // The most common onReady line of public merchant pages, and its label sibling.
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (s: string) => { html(t: string): void; text(t: string): void } }).jQuery;
      $(".wpwl-button-pay").html("JETZT KAUFEN");
      $(".wpwl-label-cardNumber").text("Kartennummer");
    });
    await checkout.pay();
    await expect(checkout.hint("cardNumber")).toBeVisible();
    await expect(checkout.payButton()).toHaveText("JETZT KAUFEN");
    await expect(page.locator(".wpwl-label-cardNumber")).toHaveText("Kartennummer");
    await checkout.fill(CARD);
    await checkout.pay();
    await expect(checkout.result()).toHaveText("Payment approved");
  });

  test("onBeforeSubmitCard may refuse, check something asynchronously and click pay again: one payment", async ({ page }) => {
    const posts = countPayments(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "async-before-submit" });
    await checkout.ready();
    await checkout.fill(CARD);
    await checkout.pay();
    await expect(checkout.payButton()).toBeDisabled();
    await checkout.payButton().click({ force: true, noWaitAfter: true });
    await expect(checkout.result()).toHaveText("Payment approved");
    expect(posts).toHaveLength(1);
    const log = await callLog(page);
    expect(log.map((c) => [c.name, c.args])).toEqual([
      ["onBeforeSubmitCard", [1]],
      ["onBeforeSubmitCard", [2]],
      ["onAfterSubmit", []],
    ]);
  });
});

test("the integration guide's holder check (click handler and onBeforeSubmitCard): refused with the page's hint and a disabled button, then the corrected holder pays once", async ({
  page,
}) => {
  const posts = countPayments(page);
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "validate-holder" });
  await checkout.ready();
  await checkout.fill({ ...CARD, holder: "" });
  await checkout.pay();
  const pageHint = checkout.container.locator(".wpwl-hint-cardHolderError");
  await expect(pageHint.first()).toHaveText("Invalid card holder");
  await expect(checkout.payButton()).toBeDisabled();
  expect(posts).toHaveLength(0);
  // The shopper corrects the holder: the widget takes the field's error back, and the button with it.
  await checkout.container.locator("input.wpwl-control-cardHolder").fill("Jane Shopper");
  await expect(checkout.payButton()).toBeEnabled();
  await expect(pageHint).toHaveCount(0);
  await expect(checkout.container.locator("input.wpwl-control-cardHolder")).not.toHaveClass(/wpwl-has-error/);
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(posts).toHaveLength(1);
});
