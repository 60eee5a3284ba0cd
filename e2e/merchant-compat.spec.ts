import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { labels, stack } from "./support/env.ts";
import { amountLabel } from "./support/locales.ts";
import { paymentBodies, wpwlMessages } from "./support/payment-bodies.ts";
import { expect, test } from "./support/test.ts";
import { webdriverClear } from "./support/webdriver-clear.ts";

/**
 * What merchants' own pages and end-to-end suites written against the established widget rely on
 * (issue "Drop-in fidelity"): our page objects, written the way theirs are.
 */
test.describe("merchants' page objects", () => {
  test("switch to the hosted fields by name; the frames carry the established class, title and placeholder", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    const number = page.locator('iframe[name="card.number"]');
    const cvv = page.locator('iframe[name="card.cvv"]');
    await expect(number).toHaveAttribute("class", "wpwl-control wpwl-control-iframe wpwl-control-cardNumber");
    await expect(cvv).toHaveAttribute("class", "wpwl-control wpwl-control-iframe wpwl-control-cvv");
    await expect(number).toHaveAttribute("title", "Card Number");
    await expect(cvv).toHaveAttribute("title", "Security Code CVV");
    await expect(number).toHaveAttribute("placeholder", "Card Number");
    await expect(cvv).toHaveAttribute("placeholder", "CVV");
    const path = new URL((await number.getAttribute("src")) ?? "");
    expect([path.pathname, path.searchParams.has("checkoutId")]).toEqual(["/v1/pciIframe.html", true]);
    // Selenium's switch_to.frame("card.number") is Playwright's frame by name.
    const frame = page.frame({ name: "card.number" });
    expect(frame).not.toBeNull();
    await frame?.locator('input[name="card.number"]').pressSequentially("4200000000000000");
    await expect(checkout.numberInput()).toHaveValue(/4200/);
    await expect(checkout.payButton()).toHaveText("Pay now");
    await expect(checkout.payButton()).toHaveAccessibleName("Pay now");
    // Inside the frames: a form holding the input as its first child, type tel, named after the parameter.
    const numberField = page.frameLocator('iframe[name="card.number"]').locator("body > form:first-child > input:first-child");
    await expect(numberField).toHaveAttribute("type", "tel");
    await expect(numberField).toHaveAttribute("name", "card.number");
    await expect(numberField).toHaveAttribute("placeholder", "Card Number");
    await expect(numberField).toHaveAttribute("autocomplete", "cc-number");
    const cvvField = page.frameLocator('iframe[name="card.cvv"]').locator("body > form:first-child > input:first-child");
    await expect(cvvField).toHaveAttribute("type", "tel");
    await expect(cvvField).toHaveAttribute("name", "card.cvv");
    await expect(cvvField).toHaveAttribute("placeholder", "CVV");
    await expect(cvvField).toHaveAttribute("aria-label", "CVV");
  });

  test("a page object that types into the number frame as soon as it is there loses nothing, configured or not", async ({ page }) => {
    // A busy page: the widget gets its frames' handshake only when the test says so; they stay unconfigured till then.
    await page.addInitScript(() => {
      if (window !== window.top) return;
      const held: (() => void)[] = [];
      let answering = false;
      Object.assign(window, {
        answerFrames: () => {
          answering = true;
          for (const deliver of held.splice(0)) deliver();
        },
      });
      const add = window.addEventListener.bind(window);
      window.addEventListener = ((type: string, listener: EventListener, options?: boolean | AddEventListenerOptions) =>
        add(
          type,
          type === "message"
            ? (e: Event) => {
                if ((e as MessageEvent).data?.type === "ready" && !answering) held.push(() => listener(e));
                else listener(e);
              }
            : listener,
          options,
        )) as typeof window.addEventListener;
    });
    const checkout = new CheckoutPage(page);
    await checkout.open();
    const input = page.frameLocator('iframe[name="card.number"]').locator('input[name="card.number"]');
    await input.pressSequentially("4200");
    await expect(input).toHaveValue("4200");
    await expect(checkout.events.getByText("ready", { exact: true })).toHaveCount(0);
    await page.evaluate(() => (window as unknown as { answerFrames: () => void }).answerFrames());
    await input.pressSequentially("000000000000");
    await checkout.ready();
    await expect(checkout.numberInput()).toHaveValue("4200 0000 0000 0000");
    await expect(page.locator(".wpwl-control-brand")).toHaveValue("VISA");
    await checkout.fill({ expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
    await checkout.pay();
    await expect(checkout.result()).toHaveText("Payment approved");
  });

  // The established widget's texts as merchants' suites assert them, literally.
  for (const [locale, texts] of [
    ["ar", { pay: "إدفع الأن", cvvLabel: "رمز الحماية CVV", cvvPlaceholder: "رمز التحقق (CVV)", holder: "اسم حامل البطاقة" }],
    ["es", { pay: "Pagar", expiryPlaceholder: "MM / YY" }],
  ] as const) {
    test(`locale ${locale}: the pay button, labels and placeholders read as on the established widget`, async ({ page }) => {
      const checkout = new CheckoutPage(page);
      await checkout.open({ locale });
      await checkout.ready();
      await expect(checkout.payButton()).toHaveText(texts.pay);
      await expect(page.locator(`xpath=//button[@name='pay'][@aria-label='${texts.pay}']`)).toHaveAccessibleName(texts.pay);
      if ("cvvLabel" in texts) {
        await expect(page.locator('div[name="wpwl-label-card.cvv"]')).toHaveText(texts.cvvLabel);
        await expect(page.locator('iframe[name="card.cvv"]')).toHaveAttribute("placeholder", texts.cvvPlaceholder);
        await expect(page.locator('input[name="card.holder"]')).toHaveAttribute("placeholder", texts.holder);
        await expect(page.locator('div[name="wpwl-label-card.holder"]')).toHaveText(texts.holder);
      } else {
        await expect(page.locator(".wpwl-control-expiry")).toHaveAttribute("placeholder", texts.expiryPlaceholder);
      }
    });
  }

  test("labels.submit with {amount} shows the amount, formatted for the shopper's language", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "pay-amount" });
    await checkout.ready();
    await expect(checkout.payButton()).toHaveText(amountLabel("Payer {amount}", "fr"));
  });

  test("a block inserted before the pay button sits above it and can be clicked", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    await expect(checkout.container.locator(".wpwl-group-submit > .wpwl-wrapper-submit > button.wpwl-button-pay")).toHaveCount(1);
    // What 5 of 16 real pages do in onReady: $('.wpwl-button').before('<div class="store">…</div>').
    await page.evaluate(() => {
      const div = document.createElement("div");
      div.className = "store-details";
      const label = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      box.name = "createRegistration";
      box.value = "true";
      label.append(box, " Store payment details?");
      div.append(label);
      document.querySelector(".wpwl-button-pay")?.before(div);
    });
    const box = page.locator(".store-details");
    const boxArea = await box.boundingBox();
    const button = await checkout.payButton().boundingBox();
    expect(boxArea && button && boxArea.y + boxArea.height <= button.y + 1).toBe(true);
    await box.getByRole("checkbox").check();
    await expect(box.getByRole("checkbox")).toBeChecked();
  });

  test("an empty card holder pays by default (a page that hides and clears it); a typed one is still checked", async ({ page }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "J", cvv: "123" });
    await expect(checkout.hint("cardHolder")).toBeVisible();
    await expect(checkout.payButton()).toBeDisabled();
    expect(bodies).toHaveLength(0);
    // Hidden with CSS and cleared, then paid through wpwl.executePayment.
    await page.evaluate(() => {
      const holder = document.querySelector<HTMLInputElement>(".wpwl-control-cardHolder");
      if (holder) {
        holder.value = "";
        holder.dispatchEvent(new Event("input", { bubbles: true }));
        (holder.closest(".wpwl-group") as HTMLElement).style.display = "none";
      }
      (window as unknown as { wpwl: { executePayment(c: string): void } }).wpwl.executePayment("wpwl-container-card");
    });
    await expect(checkout.result()).toHaveText("Payment approved");
    expect(bodies.map((b) => b.has("card.holder"))).toEqual([false]);
  });

  // WebDriver's Element Clear (support/webdriver-clear.ts): a page object that clears a hosted field and pays expects
  // that field's error.
  for (const field of ["cardNumber", "cvv"] as const) {
    test(`a page object that clears the ${field} frame the WebDriver way gets its error on pay, not a payment`, async ({ page }) => {
      const bodies = paymentBodies(page);
      const checkout = new CheckoutPage(page);
      await checkout.open();
      await checkout.ready();
      await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
      const name = field === "cardNumber" ? "card.number" : "card.cvv";
      await webdriverClear(page.frameLocator(`iframe[name="${name}"]`).locator("input"));
      await checkout.pay();
      await expect(checkout.hint(field)).toBeVisible();
      expect(bodies).toHaveLength(0);
      // Typed again, it pays.
      await page
        .frameLocator(`iframe[name="${name}"]`)
        .locator("input")
        .pressSequentially(field === "cvv" ? "123" : "4200000000000000");
      await checkout.pay();
      await expect(checkout.result()).toHaveText("Payment approved");
    });
  }

  test("a page object that clears the page's expiry field the WebDriver way gets its error on pay, not a payment", async ({ page }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
    await webdriverClear(checkout.expiryInput());
    await checkout.pay();
    await expect(checkout.hint("expiry")).toBeVisible();
    expect(bodies).toHaveLength(0);
  });

  test("a card expiring 27 years ahead (10/52) passes the form", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    await checkout.fill({ number: "4200000000000000", expiry: "1052", holder: "Jane Doe", cvv: "123" });
    await checkout.container.getByLabel(labels.cardHolder).focus();
    await expect(checkout.hint("expiry")).toHaveCount(0);
    await checkout.pay();
    await expect(checkout.result()).toHaveText("Payment approved");
  });

  for (const [what, expiry] of [
    ["a past date", "0120"],
    ["month 13", "1330"],
  ] as const) {
    test(`an invalid expiry (${what}) shows div.wpwl-hint-expiryMonthError "Invalid expiry date"`, async ({ page }) => {
      const checkout = new CheckoutPage(page);
      await checkout.open();
      await checkout.ready();
      await checkout.fill({ number: "4200000000000000", expiry, holder: "Jane Doe", cvv: "123" });
      await checkout.container.getByLabel(labels.cardHolder).focus();
      const hint = page.locator(".wpwl-group-expiry div.wpwl-hint.wpwl-hint-expiryMonthError");
      await expect(hint).toHaveText("Invalid expiry date");
      await expect(page.locator(".wpwl-control-expiry")).toHaveClass(/wpwl-has-error/);
    });
  }

  test("a Datafast page's brands are all offered; a Visa Electron number selects VISAELECTRON, a chosen Visa Debit pays as VISADEBIT", async ({
    page,
  }) => {
    const messages = wpwlMessages(page);
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    const datafast = ["VISA", "MASTER", "DINERS", "VISAELECTRON", "VISADEBIT", "MASTERDEBIT", "ALIA", "ALIADEBIT"];
    await checkout.open({ brands: datafast.join(" ") });
    await checkout.ready();
    const select = page.locator("select.wpwl-control-brand");
    await expect(select.locator("option")).toHaveText([
      "Visa",
      "Mastercard",
      "Diners Club",
      "Visa Electron",
      "Visa Debit",
      "Debit Mastercard",
      "Alia",
      "Alia Debit",
    ]);
    expect(messages.filter((m) => m.includes("not supported"))).toEqual([]);
    await checkout.numberInput().pressSequentially("4917300800000000");
    await expect(select).toHaveValue("VISAELECTRON");
    await checkout.numberInput().fill("");
    await checkout.numberInput().pressSequentially("4200000000000000");
    await expect(select).toHaveValue("VISA");
    await select.selectOption("VISADEBIT");
    await checkout.fill({ expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
    await expect(select).toHaveValue("VISADEBIT");
    await checkout.pay();
    await expect(checkout.result()).toHaveText("Payment approved");
    expect(bodies.map((b) => b.get("paymentBrand"))).toEqual(["VISADEBIT"]);
  });

  test("a holder the merchant's script puts in (no input event) survives re-renders and is what is sent", async ({ page }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    // $('.wpwl-control-cardHolder').val("Jane Merchant") in onReady: a value, no event.
    await page.evaluate(() => {
      const holder = document.querySelector<HTMLInputElement>("input.wpwl-control-cardHolder");
      if (holder) holder.value = "Jane Merchant";
    });
    // Typing elsewhere re-renders the form many times.
    await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), cvv: "123" });
    await expect(checkout.container.locator("input.wpwl-control-cardHolder")).toHaveValue("Jane Merchant");
    await checkout.pay();
    await expect(checkout.result()).toHaveText("Payment approved");
    expect(bodies.map((b) => b.get("card.holder"))).toEqual(["Jane Merchant"]);
  });

  test("merchant inputs: standingInstruction.* and an instalment select (recurring.numberOfInstallments) are sent; an input the widget cannot send is named in one [wpwl] message", async ({
    page,
  }) => {
    const messages = wpwlMessages(page);
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open();
    await checkout.ready();
    await page.evaluate(() => {
      const form = document.querySelector("form.wpwl-form-card");
      for (const [name, value] of [
        ["standingInstruction.type", "INSTALLMENT"],
        ["standingInstruction.numberOfInstallments", "3"],
        ["recurring.rewardsPlan", "3"],
      ] as const) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form?.append(input);
      }
      // As Datafast (Ecuador) pages add it for a deferred-payment plan.
      const select = document.createElement("select");
      select.name = "recurring.numberOfInstallments";
      for (const n of ["0", "3", "6"]) select.append(new Option(n, n, false, n === "6"));
      form?.append(select);
    });
    await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
    await checkout.pay();
    await expect(checkout.result()).toHaveText("Payment approved");
    expect(bodies[0]?.get("standingInstruction.numberOfInstallments")).toBe("3");
    expect(bodies[0]?.get("recurring.numberOfInstallments")).toBe("6");
    expect(bodies[0]?.has("recurring.rewardsPlan")).toBe(false);
    expect(messages.filter((m) => m.includes("recurring.rewardsPlan"))).toHaveLength(1);
    expect(messages.filter((m) => /not sent: [^.]*recurring\.numberOfInstallments/.test(m))).toHaveLength(0);
  });

  for (const order of ["in the script's load handler", "before the script", "by a script that loads while the checkout loads"] as const) {
    test(`a page that injects the widget after load, with its options ${order}: they apply`, async ({ page, request }) => {
      const checkout = new CheckoutPage(page);
      await checkout.open();
      await checkout.ready();
      const later = order === "by a script that loads while the checkout loads";
      if (later) {
        // The checkout takes 800 ms to load; the options arrive 200 ms after the widget script ran.
        await page.route(/\/v1\/checkouts\/[^/]+\/config/, async (route) => {
          await new Promise((r) => setTimeout(r, 800));
          await route.continue();
        });
      }
      // A second checkout from the shop's backend, loaded the way an SPA or jQuery.getScript does.
      const html = await (await request.get(`${stack().shopUrl}/checkout`)).text();
      const [, url = "", integrity = ""] = /<script src="([^"]+paymentWidgets\.js\?checkoutId=[^"]+)" integrity="([^"]+)"/.exec(html) ?? [];
      await page.evaluate(
        ({ url, integrity, before, later }) => {
          const w = window as unknown as { wpwl: { unload(): void }; wpwlOptions?: object; shopLog(t: string): void };
          w.wpwl.unload();
          const options = { labels: { submit: "Pay from late options" }, onReady: () => w.shopLog("ready") };
          w.wpwlOptions = undefined;
          const tt = (window as unknown as { trustedTypes: { createPolicy(n: string, p: object): { createScriptURL(u: string): string } } })
            .trustedTypes;
          const s = document.createElement("script");
          s.src = tt.createPolicy("shop", { createScriptURL: (u: string) => u }).createScriptURL(url.replace(/&amp;/g, "&"));
          s.integrity = integrity;
          s.crossOrigin = "anonymous";
          if (before) w.wpwlOptions = options;
          else
            s.onload = () => {
              if (later) setTimeout(() => (w.wpwlOptions = options), 200);
              else w.wpwlOptions = options;
            };
          document.body.append(s);
        },
        { url, integrity, before: order === "before the script", later },
      );
      await expect(checkout.events.getByText("ready", { exact: true })).toHaveCount(2);
      await expect(checkout.payButton()).toHaveText("Pay from late options");
    });
  }
});
