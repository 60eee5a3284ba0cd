import type { Page, Request } from "@playwright/test";
import { DEFAULT_ENTITY_ID } from "../src/gateway/config.ts";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { errorMessages, labels, stack } from "./support/env.ts";
import { foreignRegistration, merchantApi, SAVED_MASTER, SAVED_VISA, StoredCardsPage, saveCard } from "./support/stored-cards-page.ts";
import { expect, test } from "./support/test.ts";
import { resultRow } from "./support/three-d-secure.ts";

/**
 * Stored cards (one-click): the merchant's server stores cards (createRegistration=true), lists
 * them in the checkout (registrations[n].id), and the page uses wpwlOptions.registrations and
 * onBeforeSubmitOneClickCard as merchants write them (demo/scenarios.ts "one-click*").
 */

/** Every payment POST to the gateway, from any frame. */
function payments(page: Page, path = "/payment"): Request[] {
  const posts: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().startsWith(stack().gatewayUrl) && r.url().endsWith(path)) posts.push(r);
  });
  return posts;
}

/**
 * The payment behind the shop's result page, by the id the page shows: the checkout's status was
 * handed to the shop (a paid checkout's status is handed out once), the payment stays readable.
 */
async function paymentOf(page: Page) {
  const id = (await resultRow(page, "Payment id").textContent()) ?? "";
  return merchantApi("GET", `/v1/payments/${encodeURIComponent(id)}?entityId=${DEFAULT_ENTITY_ID}`);
}

let visa: string;
let master: string;
test.beforeAll(async () => {
  visa = await saveCard(SAVED_VISA);
  master = await saveCard(SAVED_MASTER);
});

test("shows the stored cards above the card form, masked, the first selected", async ({ page }) => {
  const stored = new StoredCardsPage(page);
  await stored.open([visa, master]);
  await expect(stored.rows).toHaveCount(2);
  await expect(stored.row(0)).toHaveClass(/wpwl-selected/);
  await expect(stored.row(1)).not.toHaveClass(/wpwl-selected/);
  await expect(stored.radio(0)).toBeChecked();
  await expect(stored.row(0).locator(".wpwl-wrapper-registration-brand")).toHaveText("Visa");
  await expect(stored.row(0).locator(".wpwl-wrapper-registration-number")).toHaveText("•••• 0000");
  await expect(stored.row(0).locator(".wpwl-wrapper-registration-expiry")).toHaveText("11/31");
  await expect(stored.row(0).locator(".wpwl-wrapper-registration-holder")).toHaveText("Jane Jones");
  await expect(stored.row(1).locator(".wpwl-wrapper-registration-number")).toHaveText("•••• 5454");
  await expect(stored.row(1).locator(".wpwl-wrapper-registration-holder")).toHaveCount(0);
  await expect(stored.row(0)).toHaveAttribute("data-action", "change-registration");
  await expect(page.locator("form.wpwl-form-registrations #wpwl-registrations")).toHaveAttribute("aria-label", labels.storedCards);
  // The rows are styled by the stored cards' own stylesheet (modules/stored-cards.css), in before they show.
  await expect(stored.row(0)).toHaveCSS("display", "flex");
  // Without requireCvv: no CVV field in the rows.
  await expect(stored.container.locator(".wpwl-wrapper-registration-cvv")).toHaveCount(0);
  // Above the card form, which stays usable.
  const order = await page.evaluate(() =>
    Array.from(document.querySelectorAll(".wpwl-container")).map((c) => c.className.match(/wpwl-container-(\w+)/)?.[1]),
  );
  expect(order).toEqual(["registration", "card"]);
  await expect(stored.cardContainer).toBeVisible();
  // Two pay buttons, each under a title that says how it pays (issue 48, item 6).
  await expect(stored.container.locator(".wpwl-registrations-title")).toHaveText(labels.storedCards);
  const otherTitle = page.locator(".wpwl-other-forms-title");
  await expect(otherTitle).toHaveText(labels.otherPaymentMethods);
  expect(await otherTitle.evaluate((el) => el.nextElementSibling?.classList.contains("wpwl-container-card"))).toBe(true);
  // The page never learns the bin of a stored card.
  expect(await page.content()).not.toContain("420000");
  await stored.radio(1).check();
  await expect(stored.row(1)).toHaveClass(/wpwl-selected/);
  await expect(stored.row(0)).not.toHaveClass(/wpwl-selected/);
});

test("pays with the selected stored card without CVV: one payment, from the gateway's frame", async ({ page }) => {
  const stored = new StoredCardsPage(page);
  const posts = payments(page);
  await stored.open([visa, master]);
  await stored.radio(1).check();
  await expect(stored.payButton()).toHaveText("Pay now");
  await stored.payButton().click();
  await expect(stored.result()).toHaveText("Payment approved");
  expect(posts).toHaveLength(1);
  expect(posts[0]?.frame().url().startsWith(`${stack().gatewayUrl}/v1/pciIframe.html`)).toBe(true);
  expect(posts[0]?.postData()).toContain(`registrationId=${master}`);
  expect(posts[0]?.postData()).not.toContain("card.cvv");
  const payment = await paymentOf(page);
  expect(payment).toMatchObject({ registrationId: master, amount: "49.99", card: { last4Digits: "5454" } });
  const log = await stored.callbackLog();
  expect(log.map((c) => c.name)).toEqual(["onReady", "onBeforeSubmitOneClickCard", "onAfterSubmit"]);
  expect(log[1]?.selected).toBe(master);
});

test("requireCvv: a CVV frame per card; a missing CVV is an error in its row; then the payment goes through", async ({ page }) => {
  const stored = new StoredCardsPage(page);
  const posts = payments(page);
  await stored.open([visa, master], "one-click-cvv");
  await expect(stored.container.locator("iframe.wpwl-control-cvv")).toHaveCount(2);
  await stored.payButton().click();
  await expect(stored.hint(0)).toHaveText(errorMessages.cvvError);
  await expect(stored.row(0)).toHaveClass(/wpwl-group-has-error/);
  await expect(stored.hint(1)).toHaveCount(0);
  expect(posts).toHaveLength(0);
  await stored.cvvInput(0).pressSequentially("123");
  await expect(stored.hint(0)).toHaveCount(0);
  await stored.payButton().click();
  await expect(stored.result()).toHaveText("Payment approved");
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postData()).toContain(`registrationId=${visa}`);
  expect(posts[0]?.postData()).toContain("card.cvv=123");
  expect((await paymentOf(page)).registrationId).toBe(visa);
});

test("top-level requireCvv alone decides the stored cards' CVV too (legacy pages); both given and different: one [wpwl] warning, each applies to its form", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning" && m.text().startsWith("[wpwl]")) warnings.push(m.text());
  });
  const stored = new StoredCardsPage(page);
  await stored.open([visa, master], "one-click-legacy-cvv");
  await expect(stored.container.locator("iframe.wpwl-control-cvv")).toHaveCount(2);
  await expect(stored.cardContainer.locator(".wpwl-group-cvv")).not.toHaveClass(/wpwl-hidden/);
  expect(warnings).toEqual([]);

  await stored.open([visa, master], "one-click-cvv-conflict");
  // registrations.requireCvv: true for the stored cards; requireCvv: false hides the card form's CVV.
  await expect(stored.container.locator("iframe.wpwl-control-cvv")).toHaveCount(2);
  await expect(stored.cardContainer.locator(".wpwl-group-cvv")).toHaveClass(/wpwl-hidden/);
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toBe(
    "[wpwl] wpwlOptions.requireCvv: expected the same value as wpwlOptions.registrations.requireCvv when both are given, got false and true; using requireCvv (false) for the card form and registrations.requireCvv (true) for the stored cards.",
  );
  await stored.cvvInput(1).pressSequentially("123");
  await stored.radio(1).check();
  await stored.payButton().click();
  await expect(stored.result()).toHaveText("Payment approved");
  expect(warnings).toHaveLength(1);
});

test("focusing a card's CVV selects that card", async ({ page }) => {
  const stored = new StoredCardsPage(page);
  await stored.open([visa, master], "one-click-cvv");
  await stored.cvvInput(1).click();
  await expect(stored.row(1)).toHaveClass(/wpwl-selected/);
  await expect(stored.radio(1)).toBeChecked();
});

test("hideInitialPaymentForms hides the card form behind the show-initial-forms button", async ({ page }) => {
  const stored = new StoredCardsPage(page);
  await stored.open([visa], "one-click-hide");
  await expect(stored.cardContainer).toBeHidden();
  await expect(page.locator(".wpwl-other-forms-title")).toBeHidden();
  await expect(stored.showOthersButton()).toHaveText(labels.showOtherPaymentMethods);
  await stored.showOthersButton().click();
  await expect(stored.cardContainer).toBeVisible();
  await expect(page.locator(".wpwl-other-forms-title")).toHaveText(labels.otherPaymentMethods);
  await expect(stored.showOthersButton()).toHaveCount(0);
  // The card form works as ever.
  const checkout = new CheckoutPage(page);
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
});

for (const mode of ["false", "preventDefault"] as const) {
  test(`onBeforeSubmitOneClickCard ${mode === "false" ? "returning false" : "calling preventDefault() and returning false"} cancels; a later click pays once`, async ({
    page,
  }) => {
    const stored = new StoredCardsPage(page);
    const posts = payments(page);
    await stored.open([visa]);
    await page.evaluate((m) => {
      (window as unknown as { oneClickMode: string }).oneClickMode = m;
    }, mode);
    await stored.payButton().click();
    await expect.poll(async () => (await stored.callbackLog()).filter((c) => c.name === "onBeforeSubmitOneClickCard").length).toBe(1);
    await expect(stored.payButton()).toBeEnabled();
    expect(posts).toHaveLength(0);
    await page.evaluate(() => {
      (window as unknown as { oneClickMode: string }).oneClickMode = "allow";
    });
    await stored.payButton().click();
    await expect(stored.result()).toHaveText("Payment approved");
    expect(posts).toHaveLength(1);
  });
}

test("onBeforeSubmitOneClickCard may defer: it refuses, checks, then pays with wpwl.executePayment; one payment", async ({ page }) => {
  const stored = new StoredCardsPage(page);
  const posts = payments(page);
  await stored.open([visa]);
  await page.evaluate(() => {
    (window as unknown as { oneClickMode: string }).oneClickMode = "defer";
  });
  await stored.payButton().click();
  await expect(stored.result()).toHaveText("Payment approved");
  expect(posts).toHaveLength(1);
  const asked = JSON.parse((await page.evaluate(() => sessionStorage.getItem("callbackLog"))) ?? "[]") as {
    name: string;
    asked?: number;
  }[];
  expect(asked.filter((c) => c.name === "onBeforeSubmitOneClickCard").map((c) => c.asked)).toEqual([1, 2]);
});

test("wpwl.executePayment('wpwl-container-registration') pays with the selected card, callbacks included", async ({ page }) => {
  const stored = new StoredCardsPage(page);
  const posts = payments(page);
  await stored.open([visa, master]);
  await page.evaluate(() =>
    (window as unknown as { wpwl: { executePayment(c: string): void } }).wpwl.executePayment("wpwl-container-registration"),
  );
  await expect(stored.result()).toHaveText("Payment approved");
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postData()).toContain(`registrationId=${visa}`);
  const log = await stored.callbackLog();
  expect(log.map((c) => c.name)).toEqual(["onReady", "onBeforeSubmitOneClickCard", "onAfterSubmit"]);
});

test("another entity's registration is never shown, even when the checkout lists it", async ({ page }) => {
  const foreign = foreignRegistration();
  const stored = new StoredCardsPage(page);
  await stored.open([foreign, visa]);
  await expect(stored.rows).toHaveCount(1);
  await expect(stored.radio(0)).toHaveAttribute("value", visa);
  expect(await page.content()).not.toContain(foreign);
  // Its last four digits in what the page shows (the page's source holds random ids and hashes, which may contain them by chance).
  expect(await page.locator("body").innerText()).not.toContain("7770");
});

test("a checkout without stored cards shows no registration form", async ({ page }) => {
  const stored = new StoredCardsPage(page);
  await stored.open([foreignRegistration()]);
  await expect(stored.container).toHaveCount(0);
  await expect(stored.cardContainer).toBeVisible();
});

test("“store my card” on a payment returns the registration id, which pays the next checkout", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "one-click" });
  await checkout.ready();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.container.getByLabel("Store my card for next time").check();
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  const registrationId = (await paymentOf(page)).registrationId;
  expect(registrationId).toMatch(/^[0-9a-f]{32}$/);
  await expect(page.locator("table")).toContainText(registrationId ?? "");
  // The shop offers it on the next checkout (among the cards other tests saved in the demo's one customer account).
  await page.goto(`${stack().shopUrl}/checkout?wallet=1&scenario=one-click`);
  await expect(page.locator(`input[name="registrationId"][value="${registrationId ?? ""}"]`)).toHaveCount(1);
});

test("the registration-only widget stores the card and redirects with the registration's resourcePath", async ({ page }) => {
  const posts = payments(page, "/registration");
  const paymentPosts = payments(page);
  await page.goto(`${stack().shopUrl}/save-card`);
  const checkout = new CheckoutPage(page);
  await checkout.ready();
  await expect(checkout.payButton()).toHaveText(labels.register);
  await checkout.fill({ number: "5454545454545454", expiry: "1030", holder: "Max Muster", cvv: "321" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Card saved");
  expect(posts).toHaveLength(1);
  expect(paymentPosts).toHaveLength(0);
  const url = new URL(page.url());
  const id = url.searchParams.get("id");
  expect(url.searchParams.get("resourcePath")).toBe(`/v1/checkouts/${id}/registration`);
  const registration = await merchantApi("GET", `/v1/checkouts/${id}/registration?entityId=${DEFAULT_ENTITY_ID}`);
  expect(registration).toMatchObject({
    paymentBrand: "MASTER",
    card: { last4Digits: "5454", expiryMonth: "10", expiryYear: "2030", holder: "Max Muster" },
  });
  // The saved card is offered, and pays, on the next checkout.
  const stored = new StoredCardsPage(page);
  await page.goto(`${stack().shopUrl}/checkout?wallet=1&scenario=one-click`);
  // The demo customer's wallet is shared by tests running in parallel: find this card among the others.
  const mine = stored.container.locator(`input[type=radio][name=registrationId][value="${String(registration.id)}"]`);
  await expect(mine).toHaveCount(1);
  await mine.check();
  await stored.payButton().click();
  await expect(stored.result()).toHaveText("Payment approved");
});

test("a registration-only checkout has no amount; after the card is stored, its page shows that it is done, with a link to the result", async ({
  page,
}) => {
  await page.goto(`${stack().shopUrl}/save-card`);
  const checkout = new CheckoutPage(page);
  await checkout.ready();
  const id = await checkout.checkoutId();
  const config = (await (await fetch(`${stack().gatewayUrl}/v1/checkouts/${id}/config`)).json()) as Record<string, unknown>;
  expect(config).toMatchObject({ paid: false });
  expect(config.amount).toBeUndefined();
  expect(config.paymentType).toBeUndefined();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Jones", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Card saved");
  // The shop's page again with the same checkout (a reload, the back button): no form, no payment message.
  const posts = payments(page, "/registration");
  await page.goto(`${stack().shopUrl}/save-card?checkoutId=${encodeURIComponent(id)}`);
  const done = page.locator(".wpwl-message");
  await expect(done).toHaveText(errorMessages.registrationDoneInfo);
  await expect(page.getByText(errorMessages.checkoutPaidError)).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
  const link = done.getByRole("link", { name: errorMessages.registrationDoneInfo });
  await expect(link).toHaveAttribute("href", new RegExp(`/result\\?id=${id.replace(/\./g, "\\.")}&resourcePath=/v1/checkouts/`));
  await link.click();
  await expect(checkout.result()).toHaveText("Card saved");
  expect(new URL(page.url()).searchParams.get("resourcePath")).toBe(`/v1/checkouts/${id}/registration`);
  expect(posts).toHaveLength(0);
});

test("a double click pays once; wpwl.unload() removes the stored cards and their frames and shows the merchant's form again", async ({
  page,
}) => {
  const stored = new StoredCardsPage(page);
  await stored.open([visa], "one-click-hide");
  await page.evaluate(() => (window as unknown as { wpwl: { unload(): void } }).wpwl.unload());
  await expect(stored.container).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.locator(".wpwl-container")).toHaveCount(0);
  await expect(page.locator(".wpwl-other-forms-title")).toHaveCount(0);
  await expect(page.locator("form.paymentWidgets")).not.toHaveAttribute("hidden");

  const posts = payments(page);
  await stored.open([visa, master], "one-click-cvv");
  await stored.cvvInput(0).pressSequentially("123");
  await stored.payButton().dblclick();
  await expect(stored.result()).toHaveText("Payment approved");
  expect(posts).toHaveLength(1);
});

// A Datafast React component rebuilds each row in onReady: the radio's wrapper gets new markup
// (innerHTML: a new radio input), the brand and .wpwl-wrapper-registration-details are removed.
// Before the fix the widget paid the card of its own state (the first), not the radio checked.
test("rows a page rebuilt in onReady (new radios, details removed): the radio the shopper checks is the card paid", async ({ page }) => {
  const stored = new StoredCardsPage(page);
  const posts = payments(page);
  await stored.open([visa, master]);
  await expect(stored.row(0).locator(".wpwl-wrapper-registration-details .wpwl-wrapper-registration-number")).toHaveText("•••• 0000");
  await page.evaluate(() => {
    for (const row of Array.from(document.querySelectorAll(".wpwl-group-registration"))) {
      const radio = row.querySelector(".wpwl-wrapper-registration-registrationId");
      const brand = row.querySelector(".wpwl-wrapper-registration-brand");
      const details = row.querySelector(".wpwl-wrapper-registration-details");
      if (!radio || !brand || !details) throw new Error("the established row's parts are missing");
      // As innerHTML would (this page enforces Trusted Types): new nodes, none of the widget's listeners.
      const wrap = document.createElement("div");
      wrap.className = "shop-row";
      wrap.append(...Array.from(radio.childNodes, (n) => n.cloneNode(true)), brand.cloneNode(true));
      radio.replaceChildren(wrap);
      brand.remove();
      details.remove();
    }
  });
  await stored.radio(1).check();
  await stored.payButton().click();
  await expect(stored.result()).toHaveText("Payment approved");
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postData()).toContain(`registrationId=${master}`);
});

// The integration guide's holder check disables every `.wpwl-button-pay` on the page, the stored
// cards' too (Datafast pages carry it beside registrations: { requireCvv, hideInitialPaymentForms }).
test("the guide's holder check disabled the stored cards' button too: correcting the holder gives it back, and it pays", async ({
  page,
}) => {
  const stored = new StoredCardsPage(page);
  const posts = payments(page);
  await stored.open([visa], "validate-holder");
  await stored.cardContainer.locator(".wpwl-button-pay").click();
  await expect(stored.cardContainer.locator(".wpwl-hint-cardHolderError")).toHaveText("Invalid card holder");
  await expect(stored.payButton()).toBeDisabled();
  await stored.cardContainer.locator("input.wpwl-control-cardHolder").fill("Jane Shopper");
  await expect(stored.payButton()).toBeEnabled();
  await stored.payButton().click();
  await expect(stored.result()).toHaveText("Payment approved");
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postData()).toContain(`registrationId=${visa}`);
});
