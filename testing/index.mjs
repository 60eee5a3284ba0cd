// The test kit of paymentWidgets.js for a merchant's own Playwright suite: the card form found by the widget's
// DOM contract (wpwl-* classes), its hosted fields typed into as a shopper types, the sandbox's 3-D Secure
// page answered. Plain JavaScript with its types beside it (index.d.mts): Playwright loads it from
// node_modules as it is.

import { CARDS, ONE_TIME_CODE } from "./test-data.mjs";
import { WALLET_STAND_INS } from "./wallet-stand-ins.mjs";

export * from "./test-data.mjs";

/** The first Visa test card of the sandbox's table that `pick` takes. */
const visa = (pick) => {
  const card = CARDS.find((c) => c.brand === "VISA" && pick(c));
  if (!card) throw new Error("payment-widgets/testing: the sandbox's table has no such test card");
  return card.number;
};

/** Test cards by what they do, from the sandbox's own table (test-data.mjs, docs/test-data.md). */
export const TEST_CARDS = Object.freeze({
  approved: visa((c) => c.code === "000.100.110" && !c.threeDS),
  declined: visa((c) => c.code === "800.100.152"),
  insufficientFunds: visa((c) => c.code === "800.100.203"),
  frictionless: visa((c) => c.threeDS === "frictionless"),
  challenge: visa((c) => c.threeDS === "challenge"),
  challengeFailed: visa((c) => c.threeDS === "failed"),
});

/** A future expiry as a shopper types it (MMYY), `years` from now. */
export function futureExpiry(years = 3) {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, "0")}${String((d.getFullYear() + years) % 100).padStart(2, "0")}`;
}

/**
 * The widget's card form on `page` (or inside `scope`, a locator of the part of the page that holds it).
 * Typing goes into the gateway's hosted fields key by key; the expiry and the holder are the page's own
 * inputs, or hosted fields too with enableSAQACompliance.
 */
export function cardForm(page, scope = page) {
  const container = scope.locator(".wpwl-container-card");
  const frame = (field) => container.frameLocator(`iframe.wpwl-control-${field}`);
  /** A field's input: in its hosted field when there is one, else on the page. */
  const input = async (field) =>
    (await container.locator(`iframe.wpwl-control-${field}`).count()) > 0
      ? frame(field).locator("input")
      : container.locator(`input.wpwl-control-${field}`);
  return {
    container,
    /** Waits until the form shows and its card-number field can take typing. */
    async ready() {
      await container.locator("form.wpwl-form-card").waitFor({ state: "visible" });
      await frame("cardNumber").locator("input").waitFor({ state: "visible" });
    },
    /** Types the card in, field by field; fields left out stay as they are. */
    async fill(card) {
      const number = card.number ?? TEST_CARDS.approved;
      await (await input("cardNumber")).pressSequentially(number.replace(/\s/g, ""));
      await (await input("expiry")).pressSequentially(card.expiry ?? futureExpiry());
      if (card.holder !== undefined) await (await input("cardHolder")).fill(card.holder);
      await (await input("cvv")).pressSequentially(card.cvv ?? (/^3[47]/.test(number) ? "1234" : "123"));
    },
    /** Presses the form's pay button. */
    async pay() {
      await container.locator("button.wpwl-button-pay").click();
    },
    /** The message under a field (`.wpwl-hint`), for a field of cardNumber, expiry, cardHolder, cvv. */
    hint(field) {
      return container.locator(`.wpwl-group-${field} .wpwl-hint`);
    },
  };
}

/** The sandbox's 3-D Secure page: inline in the widget's iframe.wpwl-target, or the whole page (paymentTarget _top). */
export function challenge(page, where = "inline") {
  const root = where === "inline" ? page.frameLocator("iframe.wpwl-target") : page;
  return {
    /** The shopper's way: the one-time code, then Submit. */
    async submitCode(code = ONE_TIME_CODE) {
      await root.getByLabel("One-time code").fill(code);
      await root.getByRole("button", { name: "Submit" }).press("Enter");
    },
    /** The test simulator's way: an outcome (Approve, Decline, Cancel, …), then Pay. */
    async choose(outcome) {
      await root.locator("select#returnCode").selectOption({ label: outcome });
      await root.locator('input[type="submit"][value="Pay"]').press("Enter");
    },
    /** Cancels the authentication: the form comes back for another card. */
    async cancel() {
      await root.getByRole("button", { name: "Cancel" }).press("Enter");
    },
  };
}

const REDIRECT_CONTAINER = (brand) => `.wpwl-container-onlineTransfer-${brand}, .wpwl-container-virtualAccount-${brand}`;
const REDIRECT_PAY = "button.wpwl-button-pay, button.wpwl-button.wpwl-button-brand";

/**
 * The form of a redirect brand (SOFORTUEBERWEISUNG, GIROPAY, IDEAL, EPS, …) or virtual account (PAYPAL, …):
 * `.wpwl-container-onlineTransfer-<BRAND>` or `.wpwl-container-virtualAccount-<BRAND>`. Its pay button is
 * `.wpwl-button-pay`, or the brand button where the form has none (PayPal's, as established).
 */
export function redirectForm(page, brand) {
  const container = page.locator(REDIRECT_CONTAINER(brand));
  return {
    container,
    /** Fills a field of the form by its name in the DOM contract (`.wpwl-control-<field>`: accountId, bankName, …). */
    fill: (field, value) => container.locator(`.wpwl-control-${field}`).fill(value),
    /** Presses the pay (or brand) button: the shopper goes to the sandbox's bank page (bankPage). */
    pay: () => container.locator(REDIRECT_PAY).first().click(),
  };
}

/** The bank page's buttons, by what the shopper decides. */
export const BANK_DECISIONS = Object.freeze({
  approve: "Approve payment",
  decline: "Decline payment",
  cancel: "Cancel and return to the shop",
});

/**
 * The sandbox's bank page, where a redirect brand or a wallet account (PayPal, SOFORT, iDEAL, EPS, giropay, …)
 * sends the shopper: waits for it in the window, then answers as the shopper does. The shopper goes back to
 * the page's shopperResultUrl.
 */
export function bankPage(page) {
  const answer = async (decision) => {
    await page.waitForURL(/\/v1\/simulator\/redirect\//);
    await page.getByRole("button", { name: BANK_DECISIONS[decision] }).click();
  };
  return {
    /** Waits until the window shows the bank page. */
    ready: () => page.waitForURL(/\/v1\/simulator\/redirect\//),
    /** The brand the page shows (its heading). */
    brand: () => page.getByRole("heading", { level: 1 }),
    approve: () => answer("approve"),
    decline: () => answer("decline"),
    cancel: () => answer("cancel"),
  };
}

/**
 * Puts the wallets' stand-ins (Apple Pay JS, the Google Pay API, Samsung Pay: Chromium has none of them) into
 * every page `page` opens from now on, before the page's own scripts: call it before `page.goto`. Each pays at
 * once with `card` (a sandbox test card, default the approved Visa), or is cancelled with `cancel: true`.
 */
export async function installWallets(page, config = {}) {
  await page.addInitScript({ content: `window.__walletStandIn = ${JSON.stringify(config)};\n${WALLET_STAND_INS}` });
}

/** A wallet's button in the widget (`.wpwl-container-virtualAccount-<BRAND>`), and what the stand-ins were asked. */
export function wallet(page, brand) {
  const container = page.locator(`.wpwl-container-virtualAccount-${brand}`);
  return {
    container,
    button: () => container.getByRole("button").first(),
    /** Presses the wallet's button: the stand-in answers as the shopper's wallet would. */
    pay: () => container.getByRole("button").first().click(),
    /** Every call the stand-ins took on this tab (kept across the redirect to the result page). */
    calls: () => page.evaluate(() => JSON.parse(sessionStorage.getItem("walletLog") ?? "[]")),
  };
}
