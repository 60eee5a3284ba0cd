import type { Page } from "@playwright/test";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { errorMessages, labels } from "./support/env.ts";
import { paymentBodies, wpwlMessages } from "./support/payment-bodies.ts";
import { expect, test } from "./support/test.ts";

interface Call {
  readonly name: string;
  readonly args: unknown[];
}
const callsOf = async (page: Page, name: string) =>
  (await page.evaluate(() => (window as unknown as { callbackLog?: Call[] }).callbackLog ?? [])).filter((c) => c.name === name);

const MAESTRO = "6759000000000000";
const CARD = { number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" };

test.describe("wpwlOptions for the card form", () => {
  test("style plain, maskCvv, showCVVHint, iframeStyles (unsafe CSS dropped with one message), autofocus", async ({ page }) => {
    test.slow(); // many checks across both frames, then a payment
    const messages = wpwlMessages(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "field-options" });
    await checkout.ready();
    await expect(checkout.container).toHaveClass(/wpwl-style-plain/);
    // plain: the badge is there too (merchants clone `.wpwl-brand:first` for their own logo), in its plain variant.
    await expect(checkout.container.locator(".wpwl-group-brand .wpwl-brand.wpwl-brand-plain")).toHaveCount(1);
    await expect(checkout.container.locator(".wpwl-brand-card")).toHaveCount(0);

    // autofocus "card.number": the number input inside its frame has the focus.
    await expect(checkout.numberInput()).toBeFocused();

    // maskCvv: the CVV shows dots; showCVVHint: its hint, AMEX's once an AMEX number is typed.
    await expect(checkout.cvvInput()).toHaveAttribute("type", "password");
    await expect(checkout.container.locator(".wpwl-group-cvv .wpwl-cvv-hint")).toHaveText(labels.cvvHint);
    await checkout.numberInput().pressSequentially("3777");
    // (the keys reached the frame: a failure here is the input's, not the hint's)
    await expect(checkout.numberInput()).toHaveValue("3777");
    await expect(checkout.container.locator(".wpwl-group-cvv .wpwl-cvv-hint")).toHaveText(labels.cvvHintAmex);

    // iframeStyles go into the frames: the safe properties, camelCase too; never url().
    const placeholder = (input: ReturnType<CheckoutPage["numberInput"]>) =>
      input.evaluate((el) => {
        const s = getComputedStyle(el, "::placeholder");
        return { color: s.color, fontSize: s.fontSize, fontStyle: s.fontStyle, backgroundImage: s.backgroundImage };
      });
    expect(await placeholder(checkout.numberInput())).toEqual({
      color: "rgb(200, 0, 0)",
      fontSize: "18px",
      fontStyle: "normal",
      backgroundImage: "none",
    });
    expect(await placeholder(checkout.cvvInput())).toMatchObject({ fontStyle: "italic", backgroundImage: "none" });
    // The words come with the module "diagnostics", which a page loads when an option is wrong.
    await expect
      .poll(() => messages.filter((m) => m.includes("iframeStyles")))
      .toEqual([
        expect.stringMatching(
          /^\[wpwl\] wpwlOptions\.iframeStyles: expected .+, got card-number-placeholder\.background, cvv-placeholder\.junk-property; these are ignored\.$/,
        ),
      ]);

    // A masked CVV still pays.
    await checkout.numberInput().clear();
    await checkout.fill(CARD);
    await checkout.pay();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
  });

  test("allowEmptyCvv, allowEmptyCardHolderName, disableCardExpiryDateValidation: the gateway's verdict shows on the field", async ({
    page,
  }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    // A Maestro card without CVV (the simulator accepts those for MAESTRO, docs/test-data.md).
    await checkout.open({ scenario: "relaxed", brands: "MAESTRO VISA" });
    await checkout.ready();
    await expect(checkout.container.getByLabel(labels.cardHolder), "autofocus card.holder").toBeFocused();

    // A past expiry passes the form, and the gateway refuses it: the expiry field shows that.
    await checkout.fill({ number: MAESTRO, expiry: "0120" });
    await checkout.pay();
    await expect(checkout.hint("expiry")).toHaveText(errorMessages.expiryMonthError);
    const first = bodies[0] as URLSearchParams;
    expect([first.get("card.expiryMonth"), first.get("card.expiryYear"), first.get("paymentBrand")]).toEqual(["01", "2020", "MAESTRO"]);
    expect(first.has("card.cvv"), "an empty CVV is left out").toBe(false);
    expect(first.has("card.holder"), "an empty holder is left out").toBe(false);
    await expect.poll(() => callsOf(page, "onError")).toHaveLength(1);

    const expiry = checkout.container.getByLabel(labels.expiryDate);
    await expiry.clear();
    await expiry.pressSequentially(CARD.expiry);
    await checkout.pay();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
    expect(bodies).toHaveLength(2);
  });

  test("validation: false sends what the shopper typed and shows the gateway's verdict; bad option values are reported", async ({
    page,
  }) => {
    const messages = wpwlMessages(page);
    const bodies = paymentBodies(page);
    const modules: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/v1/modules/")) modules.push(new URL(r.url()).pathname);
    });
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "no-validation" });
    await checkout.ready();
    // A page with a wrong option loads the words for it (a page without one never does: on-demand-modules.spec.ts).
    await expect
      .poll(() => messages)
      .toEqual([
        '[wpwl] wpwlOptions.autofocus: expected "card.number", "card.expiryDate", "card.holder" or "card.cvv", got "the number please"; using the default (undefined).',
        '[wpwl] wpwlOptions.requireCvv: expected true or false, got "maybe"; using the default (true).',
      ]);
    expect(modules).toEqual(["/v1/modules/diagnostics.js"]);

    // A number failing Luhn: no hint in the form, the gateway refuses it and the form shows that.
    await checkout.fill({ number: "4200000000000001", expiry: CARD.expiry, holder: CARD.holder, cvv: CARD.cvv });
    await checkout.numberInput().press("Tab");
    await expect(checkout.hint("cardNumber")).toHaveCount(0);
    await checkout.pay();
    await expect.poll(() => bodies.length).toBe(1);
    await expect(checkout.hint("cardNumber")).toHaveText(errorMessages.cardNumberError);
    await expect(checkout.page).toHaveURL(/\/checkout/);
  });

  test("requireCvv: false shows no CVV field and pays without one; numberFormatting: false shows the digits only", async ({ page }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "no-cvv", brands: "MAESTRO" });
    await checkout.ready();
    await expect(checkout.container.locator(".wpwl-group-cvv")).toBeHidden();
    await checkout.fill({ number: MAESTRO, expiry: CARD.expiry, holder: CARD.holder });
    await expect(checkout.numberInput()).toHaveValue(MAESTRO);
    await checkout.pay();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
    expect(bodies[0]?.has("card.cvv")).toBe(false);
  });

  test("style logos with brandDetection: false: the shopper picks the brand by its logo, the number does not change it", async ({
    page,
  }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "logos" });
    await checkout.ready();
    const logos = checkout.container.getByRole("group", { name: labels.brand });
    await expect(logos.getByRole("radio")).toHaveCount(3);
    await expect(checkout.container.locator("select.wpwl-control-brand")).toBeHidden();
    await expect(checkout.container.locator(".wpwl-brand-VISA")).toHaveClass(/wpwl-selected/);

    // The shopper clicks the logo (the radio inside is for keyboards and screen readers).
    await checkout.container.locator("label.wpwl-brand-MASTER").click();
    await expect(logos.getByRole("radio", { name: "Mastercard" })).toBeChecked();
    await expect(checkout.container.locator(".wpwl-selected")).toHaveClass(/wpwl-brand-MASTER/);
    await expect.poll(async () => (await callsOf(page, "onChangeBrand")).map((c) => c.args[0])).toEqual(["VISA", "MASTER"]);
    await checkout.fill(CARD);
    await expect(checkout.container.locator(".wpwl-selected"), "brandDetection: false").toHaveClass(/wpwl-brand-MASTER/);

    // Keyboard: arrows move within the radio group, as in any radio group.
    await logos.getByRole("radio", { name: "Mastercard" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(checkout.container.locator(".wpwl-selected")).toHaveClass(/wpwl-brand-VISA/);
    await checkout.pay();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
    expect(bodies[0]?.get("paymentBrand")).toBe("VISA");
  });

  test("a co-badged card: brandDetectionPriority picks VISA, the shopper may choose mada instead", async ({ page }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "co-badged", brands: "MADA VISA MASTER" });
    await checkout.ready();
    const choice = checkout.container.getByRole("group", { name: labels.coBadgedBrand });
    await expect(choice).toHaveCount(0);
    await checkout.fill({ ...CARD, number: "4464040000000007" });
    await expect(choice.getByRole("radio")).toHaveCount(2);
    await expect(choice.getByRole("radio", { name: "Visa" })).toBeChecked();
    await expect(checkout.container.locator("select.wpwl-control-brand")).toHaveValue("VISA");
    await expect.poll(async () => (await callsOf(page, "onDetectBrand")).at(-1)?.args).toEqual([["MADA", "VISA"]]);

    await checkout.container.locator("label.wpwl-brand-MADA").click();
    await expect(choice.getByRole("radio", { name: "mada" })).toBeChecked();
    await expect(checkout.container.locator("label.wpwl-brand-MADA")).toHaveClass(/wpwl-selected/);
    await expect(checkout.container.locator("select.wpwl-control-brand")).toHaveValue("MADA");
    await checkout.pay();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
    expect(bodies[0]?.get("paymentBrand")).toBe("MADA");
  });
});

test.describe("billing address and name fields", () => {
  test("billingAddress prefills, mandatoryBillingFields are required, forceCardHolderEqualsBillingName builds the holder", async ({
    page,
  }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "billing" });
    await checkout.ready();
    const c = checkout.container;
    const field = (label: string) => c.getByLabel(label, { exact: true });
    await expect(c.locator(".wpwl-group-billing legend")).toHaveText(labels.billingAddress);
    await expect(field(labels.city)).toHaveValue("Berlin");
    await expect(field(labels.country)).toHaveValue("DE");
    await expect(field(labels.street1)).toHaveAttribute("name", "billing.street1");
    await expect(c.locator(".wpwl-group-cardHolder"), "the holder is the billing name").toBeHidden();

    await checkout.fill({ number: CARD.number, expiry: CARD.expiry, cvv: CARD.cvv });
    await checkout.pay();
    for (const [group, message] of [
      ["givenName", errorMessages.requiredFieldError],
      // The page's errorMessages.surNameError (the established widget's key) is the surname's message.
      ["surname", "Enter the surname printed on your card"],
      ["street1", errorMessages.requiredFieldError],
      ["postcode", errorMessages.requiredFieldError],
    ] as const) {
      await expect(c.locator(`.wpwl-group-${group} .wpwl-hint`), group).toHaveText(message);
    }
    await expect(c.locator(".wpwl-group-street2 .wpwl-hint"), "street2 is optional").toHaveCount(0);
    await expect(field(labels.givenName), "the first invalid field takes the focus").toBeFocused();
    expect(bodies).toHaveLength(0);

    await field(labels.givenName).fill("Jane");
    await field(labels.surname).fill("Doe");
    await field(labels.street1).fill("Unter den Linden 1");
    await field(labels.postcode).fill("10117");
    // The country is a choice of countries by name, sending the ISO code; none chosen is "required".
    await expect(c.locator("select.wpwl-control-country option:checked")).toHaveText("Germany");
    await field(labels.country).selectOption("");
    await expect(c.locator(".wpwl-group-country .wpwl-hint")).toHaveText(errorMessages.requiredFieldError);
    await field(labels.country).selectOption({ label: "Germany" });
    await expect(field(labels.country)).toHaveValue("DE");
    await expect(c.locator(".wpwl-group-country .wpwl-hint")).toHaveCount(0);
    await checkout.pay();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
    const body = bodies[0] as URLSearchParams;
    expect(Object.fromEntries([...body].filter(([k]) => /^(billing|customer\.(givenName|surname)|card\.holder)/.test(k)))).toEqual({
      "billing.street1": "Unter den Linden 1",
      "billing.city": "Berlin",
      "billing.postcode": "10117",
      "billing.country": "DE",
      "customer.givenName": "Jane",
      "customer.surname": "Doe",
      "card.holder": "Jane Doe",
    });
  });

  test("a plain page renames the billing fields in onReady as merchants do: the country choice's first option, the state's placeholder", async ({
    page,
  }) => {
    const bodies = paymentBodies(page);
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "billing-plain" });
    await checkout.ready();
    const c = checkout.container;
    const country = c.locator("select.wpwl-control-country");
    await expect(country).toHaveAttribute("name", "billing.country");
    await expect(country.locator("option:checked")).toHaveText("Izberite zemlju");
    await expect(country).toHaveValue("");
    await expect(c.locator("input.wpwl-control-stateText")).toHaveAttribute("placeholder", "Država/Provincija");
    await expect(c.locator("input.wpwl-control-stateText")).toHaveAttribute("name", "billing.state");
    await expect(c.locator(".wpwl-label-billing")).toHaveText("Adresa plaćanja");
    expect(await country.locator("option").count()).toBeGreaterThan(240);

    await checkout.fill(CARD);
    await checkout.pay();
    await expect(c.locator(".wpwl-group-country .wpwl-hint")).toHaveText(errorMessages.requiredFieldError);
    expect(bodies).toHaveLength(0);
    await c.locator("input.wpwl-control-street1").fill("Knez Mihailova 1");
    await c.locator("input.wpwl-control-city").fill("Beograd");
    await c.locator("input.wpwl-control-postcode").fill("11000");
    await country.selectOption({ label: "Serbia" });
    await expect(country.locator("option:checked"), "the renamed first option stays renamed").toHaveText("Serbia");
    await expect(country.locator("option").first()).toHaveText("Izberite zemlju");
    await checkout.pay();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
    expect(Object.fromEntries([...(bodies[0] as URLSearchParams)].filter(([k]) => k.startsWith("billing.")))).toEqual({
      "billing.street1": "Knez Mihailova 1",
      "billing.city": "Beograd",
      "billing.postcode": "11000",
      "billing.country": "RS",
    });
  });

  test("showTaxNumberField and showBirthDate: required fields from the on-demand module, sent as customer data", async ({ page }) => {
    const bodies = paymentBodies(page);
    const modules: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/v1/modules/")) modules.push(new URL(r.url()).pathname);
    });
    const checkout = new CheckoutPage(page);
    await checkout.open({ scenario: "customer-fields" });
    await checkout.ready();
    expect(modules, "the fields are there by onReady").toEqual(["/v1/modules/card-fields.js"]);
    const c = checkout.container;
    const tax = c.getByLabel(labels.taxNumber, { exact: true });
    const birth = c.getByLabel(labels.birthDate, { exact: true });
    await expect(tax).toHaveAttribute("name", "customer.identificationDocId");
    await expect(birth).toHaveAttribute("type", "date");
    await expect(c.locator(".wpwl-group-billing"), "no address without billingAddress").toHaveCount(0);
    // wpwlOptions.spinner { lines, color }: the colour reaches the form through a CSS custom property; spin.js keys are ignored.
    expect(await c.evaluate((el) => getComputedStyle(el).getPropertyValue("--wpwl-spinner"))).toBe("#0a7d32");

    await checkout.fill({ number: CARD.number, expiry: CARD.expiry, holder: "Jane Doe", cvv: CARD.cvv });
    await checkout.pay();
    await expect(c.locator(".wpwl-group-taxNumber .wpwl-hint")).toHaveText(errorMessages.requiredFieldError);
    await expect(c.locator(".wpwl-group-birthDate .wpwl-hint")).toHaveText(errorMessages.requiredFieldError);
    await expect(tax, "the first invalid field takes the focus").toBeFocused();
    await tax.fill("1234");
    await tax.blur();
    await expect(c.locator(".wpwl-group-taxNumber .wpwl-hint")).toHaveText(errorMessages.taxNumberError);
    await birth.fill(`${new Date().getFullYear() + 1}-01-01`);
    await birth.blur();
    await expect(c.locator(".wpwl-group-birthDate .wpwl-hint")).toHaveText(errorMessages.birthDateError);
    expect(bodies).toHaveLength(0);

    await tax.fill("123.456.789-09");
    await birth.fill("1990-04-30");
    await checkout.pay();
    await expect(checkout.result()).toHaveAttribute("class", /result-approved/);
    const body = bodies[0] as URLSearchParams;
    expect(Object.fromEntries([...body].filter(([k]) => /^customer\.(identification|birth)/.test(k)))).toEqual({
      "customer.identificationDocId": "123.456.789-09",
      "customer.identificationDocType": "TAXSTATEMENT",
      "customer.birthDate": "1990-04-30",
    });
  });
});
