import type { Page } from "@playwright/test";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { errorMessages, labels } from "./support/env.ts";
import { expect, test } from "./support/test.ts";
import { ACS_ONE_TIME_CODE, AcsPage, enrolledCard } from "./support/three-d-secure.ts";

/**
 * wpwlOptions.enableSAQACompliance, the way a merchant page uses it (demo/scenarios.ts "saq-a…"):
 * the expiry and the holder are typed into gateway frames like the number and the CVV; the number
 * frame posts them with the payment; the page gets validity and callbacks only.
 */

interface Call {
  readonly name: string;
  readonly thisTag: string;
  readonly args: unknown[];
  readonly className?: string;
}
const callLog = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { callbackLog?: Call[] }).callbackLog ?? (JSON.parse(sessionStorage.getItem("callbackLog") ?? "[]") as Call[]),
  );

/** Payment requests: their sender (page or frame) and body. */
function paymentPosts(page: Page): { fromPage: boolean; body: URLSearchParams }[] {
  const posts: { fromPage: boolean; body: URLSearchParams }[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/payment")) {
      posts.push({ fromPage: r.frame() === page.mainFrame(), body: new URLSearchParams(r.postData() ?? "") });
    }
  });
  return posts;
}

const VISA = { number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" };

test("an approved VISA: four gateway frames, the number frame posts expiry and holder, callbacks with the right this", async ({ page }) => {
  const posts = paymentPosts(page);
  const checkout = new CheckoutPage(page, true);
  await checkout.open({ scenario: "saq-a" });
  await checkout.ready();

  // The DOM contract: a wpwl-control-iframe per field, titled, in its group; no page inputs for the card.
  for (const [field, title] of [
    ["cardNumber", labels.cardNumberFrameTitle],
    ["expiry", labels.expiryDate],
    ["cardHolder", labels.cardHolder],
    ["cvv", labels.cvvFrameTitle],
  ] as const) {
    const frame = checkout.container.locator(`.wpwl-group-${field} .wpwl-wrapper-${field} iframe.wpwl-control-${field}`);
    await expect(frame).toHaveClass(new RegExp(`^wpwl-control wpwl-control-iframe wpwl-control-${field}`));
    await expect(frame).toHaveAttribute("title", title);
  }
  await expect(checkout.container.locator("input[name^='card.']")).toHaveCount(0);
  // autofocus "card.expiryDate": the expiry frame has the focus.
  await expect(checkout.expiryInput()).toBeFocused();
  await expect(checkout.expiryInput()).toHaveAttribute("autocomplete", "cc-exp");
  await expect(checkout.holderInput()).toHaveAttribute("autocomplete", "cc-name");
  await expect(checkout.holderInput(), "a name is text; the digit fields are tel").toHaveAttribute("type", "text");
  await expect(checkout.expiryInput()).toHaveAttribute("type", "tel");
  await expect(checkout.expiryInput()).toHaveAttribute("placeholder", labels.mmyy);

  // onReadyIframeCommunication once per frame, each with its iframe as this, all before onReady.
  const start = (await callLog(page)).map((c) => `${c.name} ${c.thisTag} ${c.className?.split(" ")[2] ?? ""}`);
  const readyAt = start.indexOf("onReady window ");
  expect(readyAt).toBeGreaterThan(0);
  expect(
    start
      .slice(0, readyAt)
      .filter((c) => c.startsWith("onReadyIframeCommunication"))
      .sort(),
  ).toEqual([
    "onReadyIframeCommunication IFRAME wpwl-control-cardHolder",
    "onReadyIframeCommunication IFRAME wpwl-control-cardNumber",
    "onReadyIframeCommunication IFRAME wpwl-control-cvv",
    "onReadyIframeCommunication IFRAME wpwl-control-expiry",
  ]);

  // The label of a frame field focuses the field inside the frame. Pressing it does not take the focus to the page
  // first (the expiry frame keeps it until the click), so no second focus move can race the frame's.
  const label = checkout.container.locator(".wpwl-label-cardHolder");
  const box = await label.boundingBox();
  if (!box) throw new Error("the holder's label has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  expect(await page.evaluate(() => document.activeElement?.className.split(" ")[2])).toBe("wpwl-control-expiry");
  await page.mouse.up();
  await expect(checkout.holderInput()).toBeFocused();
  await checkout.fill(VISA);
  // Typed as "MMYY", shown as "MM / YY".
  await expect(checkout.expiryInput()).toHaveValue(`${VISA.expiry.slice(0, 2)} / ${VISA.expiry.slice(2)}`);
  await expect(page.locator(".wpwl-control-brand")).toHaveValue("VISA");

  const blurs = (await callLog(page)).filter((c) => c.name === "onBlurExpiryDate" || c.name === "onBlurCardHolder");
  expect(blurs.map((c) => [c.name, c.thisTag, c.className?.split(" ")[2], c.args])).toEqual([
    // The autofocused expiry, left empty for the holder's label; the holder, left empty for the number; then both filled.
    ["onBlurExpiryDate", "IFRAME", "wpwl-control-expiry", [false]],
    ["onBlurCardHolder", "IFRAME", "wpwl-control-cardHolder", [false]],
    ["onBlurExpiryDate", "IFRAME", "wpwl-control-expiry", [true]],
    ["onBlurCardHolder", "IFRAME", "wpwl-control-cardHolder", [true]],
  ]);
  const focuses = (await callLog(page)).filter((c) => c.name === "onFocusIframeCommunication").map((c) => c.className?.split(" ")[2]);
  expect(focuses).toEqual(expect.arrayContaining(["wpwl-control-expiry", "wpwl-control-cardHolder"]));

  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(posts).toHaveLength(1);
  const [post] = posts;
  expect(post?.fromPage).toBe(false);
  expect(post?.body.get("card.expiryMonth")).toBe(VISA.expiry.slice(0, 2));
  expect(post?.body.get("card.expiryYear")).toBe(`20${VISA.expiry.slice(2)}`);
  expect(post?.body.get("card.holder")).toBe("Jane Doe");
  const after = await callLog(page);
  expect(after.find((c) => c.name === "onBeforeSubmitCard")?.thisTag).toBe("FORM");
  expect(after.some((c) => c.name === "onAfterSubmit")).toBe(true);
});

test("a 3-D Secure challenge card, paid with wpwl.executePayment", async ({ page }) => {
  const checkout = new CheckoutPage(page, true);
  await checkout.open({ scenario: "saq-a" });
  await checkout.ready();
  await checkout.fill(enrolledCard("challenge"));
  await page.evaluate(() =>
    (window as unknown as { wpwl: { executePayment(c: string): void } }).wpwl.executePayment("wpwl-container-card"),
  );
  const acs = AcsPage.inline(page);
  await acs.submit(ACS_ONE_TIME_CODE);
  await expect(checkout.result()).toHaveText("Payment approved");
});

test("an expired date is an error in the form: hint, classes, onBlurExpiryDate(false), no payment", async ({ page }) => {
  const posts = paymentPosts(page);
  const checkout = new CheckoutPage(page, true);
  await checkout.open({ scenario: "saq-a" });
  await checkout.ready();
  await checkout.fill({ ...VISA, expiry: "0120" });
  await expect(checkout.hint("expiry")).toHaveText(errorMessages.expiryMonthError);
  await expect(checkout.hint("expiry")).toHaveClass(/wpwl-hint-expiryMonthError/);
  await expect(checkout.container.locator("iframe.wpwl-control-expiry")).toHaveClass(/wpwl-has-error/);
  // The frame's own field tells assistive technology too.
  await expect(checkout.expiryInput()).toHaveAttribute("aria-invalid", "true");
  const blur = (await callLog(page)).find((c) => c.name === "onBlurExpiryDate");
  expect([blur?.thisTag, blur?.args]).toEqual(["IFRAME", [false]]);
  // Disabled while the error shows, as on the established widget.
  await expect(checkout.payButton()).toBeDisabled();
  // Fixed in the frame, the error goes and the payment goes through.
  await checkout.expiryInput().clear();
  await checkout.expiryInput().pressSequentially(futureExpiry());
  await expect(checkout.hint("expiry")).toHaveCount(0);
  expect(posts).toHaveLength(0);
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
});

test("allowEmptyCardHolderName: false: an empty holder is refused", async ({ page }) => {
  const posts = paymentPosts(page);
  const checkout = new CheckoutPage(page, true);
  await checkout.open({ scenario: "saq-a" });
  await checkout.ready();
  await checkout.fill({ ...VISA, holder: undefined });
  await checkout.pay();
  await expect(checkout.hint("cardHolder")).toHaveText(errorMessages.cardHolderError);
  await expect(checkout.holderInput()).toBeFocused();
  await page.waitForTimeout(500);
  expect(posts).toHaveLength(0);
});

test("allowEmptyCardHolderName: an empty holder pays, without card.holder", async ({ page }) => {
  const posts = paymentPosts(page);
  const checkout = new CheckoutPage(page, true);
  await checkout.open({ scenario: "saq-a-relaxed" });
  await checkout.ready();
  await checkout.fill({ ...VISA, holder: undefined });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(posts.map((p) => p.body.has("card.holder"))).toEqual([false]);
});

test("disableCardExpiryDateValidation: a past date passes the form, the gateway's refusal marks the expiry", async ({ page }) => {
  const checkout = new CheckoutPage(page, true);
  await checkout.open({ scenario: "saq-a-relaxed" });
  await checkout.ready();
  await checkout.fill({ ...VISA, expiry: "0120" });
  await expect(checkout.hint("expiry")).toHaveCount(0);
  await checkout.pay();
  await expect(checkout.hint("expiry")).toHaveText(errorMessages.expiryMonthError);
  await expect(checkout.expiryInput()).toHaveAttribute("aria-invalid", "true");
  const errors = (await callLog(page)).filter((c) => c.name === "onError");
  expect(errors.map((c) => c.args)).toEqual([[{ name: "PaymentError", code: "100.100.303" }]]);
});

test("forceCardHolderEqualsBillingName: no holder frame, the names make card.holder", async ({ page }) => {
  const posts = paymentPosts(page);
  const checkout = new CheckoutPage(page, true);
  await checkout.open({ scenario: "saq-a-billing" });
  await checkout.ready();
  await expect(checkout.container.locator("iframe.wpwl-control-iframe")).toHaveCount(3);
  await expect(checkout.container.locator("iframe.wpwl-control-cardHolder")).toHaveCount(0);
  await checkout.fill({ number: VISA.number, expiry: VISA.expiry, cvv: VISA.cvv });
  await checkout.container.getByLabel(labels.givenName).fill("Jane");
  await checkout.container.getByLabel(labels.surname).fill("Doe");
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(posts.map((p) => [p.body.get("card.holder"), p.body.get("card.expiryMonth")])).toEqual([["Jane Doe", VISA.expiry.slice(0, 2)]]);
});
