// The test kit of paymentWidgets.js for a merchant's own Selenium WebDriver suite (the selenium-webdriver
// package, with Chrome's or Debian's chromedriver): the card form found by the widget's DOM contract (wpwl-*
// classes, the hosted fields' iframes), typed into as a shopper types, and the sandbox's 3-D Secure page
// answered. The same calls as payment-widgets/testing for Playwright.
import { By, until } from "selenium-webdriver";
import { BANK_DECISIONS, futureExpiry, ONE_TIME_CODE, TEST_CARDS } from "./index.mjs";
import { WALLET_STAND_INS } from "./wallet-stand-ins.mjs";

export { BANK_DECISIONS, futureExpiry, ONE_TIME_CODE, TEST_CARDS };

const CONTAINER = ".wpwl-container-card";

/** Runs `inside` with the driver switched into the iframe `css` finds, then back to the page. */
async function inFrame(driver, css, inside) {
  await driver.switchTo().frame(await driver.findElement(By.css(css)));
  try {
    return await inside();
  } finally {
    await driver.switchTo().defaultContent();
  }
}

/**
 * The widget's card form on the page `driver` shows. Typing goes into the gateway's hosted fields key by key;
 * the expiry and the holder are the page's own inputs, or hosted fields too with enableSAQACompliance.
 */
export function cardForm(driver, { timeout = 10_000 } = {}) {
  /** Types `text` into a field: in its hosted field when there is one, else on the page. */
  const type = async (field, text, replace = false) => {
    const frames = await driver.findElements(By.css(`${CONTAINER} iframe.wpwl-control-${field}`));
    const typeInto = async (input) => {
      if (replace) await input.clear();
      await input.sendKeys(text);
    };
    if (frames.length > 0)
      return inFrame(driver, `${CONTAINER} iframe.wpwl-control-${field}`, async () => typeInto(await driver.findElement(By.css("input"))));
    return typeInto(await driver.findElement(By.css(`${CONTAINER} input.wpwl-control-${field}`)));
  };
  return {
    /** Waits until the form shows and its card-number field can take typing. */
    async ready() {
      const form = await driver.wait(until.elementLocated(By.css(`${CONTAINER} form.wpwl-form-card`)), timeout);
      await driver.wait(until.elementIsVisible(form), timeout);
      await driver.wait(until.elementLocated(By.css(`${CONTAINER} iframe.wpwl-control-cardNumber`)), timeout);
      await inFrame(driver, `${CONTAINER} iframe.wpwl-control-cardNumber`, async () => {
        const input = await driver.wait(until.elementLocated(By.css("input")), timeout);
        await driver.wait(until.elementIsEnabled(input), timeout);
      });
    },
    /** Types the card in, field by field; fields left out get sensible defaults (the holder stays as it is). */
    async fill(card = {}) {
      const number = (card.number ?? TEST_CARDS.approved).replace(/\s/g, "");
      await type("cardNumber", number);
      await type("expiry", card.expiry ?? futureExpiry());
      if (card.holder !== undefined) await type("cardHolder", card.holder, true);
      await type("cvv", card.cvv ?? (/^3[47]/.test(number) ? "1234" : "123"));
    },
    /** Presses the form's pay button. */
    async pay() {
      await driver.findElement(By.css(`${CONTAINER} button.wpwl-button-pay`)).click();
    },
    /** The message under a field (`.wpwl-hint`), or "" when it has none. */
    async hint(field) {
      const hints = await driver.findElements(By.css(`${CONTAINER} .wpwl-group-${field} .wpwl-hint`));
      return hints.length > 0 ? hints[0].getText() : "";
    },
  };
}

/** The sandbox's 3-D Secure page: inline in the widget's iframe.wpwl-target, or the whole page (paymentTarget _top). */
export function challenge(driver, where = "inline", { timeout = 10_000 } = {}) {
  const on = async (act) => {
    if (where !== "inline") return act();
    const frame = await driver.wait(until.elementLocated(By.css("iframe.wpwl-target")), timeout);
    await driver.switchTo().frame(frame);
    try {
      return await act();
    } finally {
      await driver.switchTo().defaultContent();
    }
  };
  return {
    /** The shopper's way: the one-time code, then Submit. */
    submitCode: (code = ONE_TIME_CODE) =>
      on(async () => {
        const input = await driver.wait(until.elementLocated(By.css("input#otp")), timeout);
        await input.sendKeys(code);
        await driver.findElement(By.css('button[type="submit"][value="submit"]')).click();
      }),
    /** The test simulator's way: an outcome (Approve, Decline, Cancel, …), then Pay. */
    choose: (outcome) =>
      on(async () => {
        const select = await driver.wait(until.elementLocated(By.css("select#returnCode")), timeout);
        await select.findElement(By.xpath(`.//option[normalize-space(.)=${JSON.stringify(outcome)}]`)).click();
        await driver.findElement(By.css('input[type="submit"][value="Pay"]')).click();
      }),
    /** Cancels the authentication: the form comes back for another card. */
    cancel: () => on(async () => driver.findElement(By.css('button[type="submit"][value="cancel"]')).click()),
  };
}

/** The form of a redirect brand or virtual account: its pay button (or the brand button where it has none). */
export function redirectForm(driver, brand, { timeout = 10_000 } = {}) {
  const css = [`onlineTransfer-${brand}`, `virtualAccount-${brand}`]
    .flatMap((c) => [`.wpwl-container-${c} button.wpwl-button-pay`, `.wpwl-container-${c} button.wpwl-button.wpwl-button-brand`])
    .join(", ");
  const containers = [`onlineTransfer-${brand}`, `virtualAccount-${brand}`].map((c) => `.wpwl-container-${c}`);
  return {
    /** Fills a field of the form by its name in the DOM contract (`.wpwl-control-<field>`: accountId, bankName, …). */
    fill: async (field, value) => {
      const input = await driver.wait(
        until.elementLocated(By.css(containers.map((c) => `${c} .wpwl-control-${field}`).join(", "))),
        timeout,
      );
      await input.clear();
      await input.sendKeys(value);
    },
    /** Presses the pay (or brand) button: the shopper goes to the sandbox's bank page (bankPage). */
    pay: async () => (await driver.wait(until.elementLocated(By.css(css)), timeout)).click(),
  };
}

/** The sandbox's bank page of a redirect brand or wallet account, answered as the shopper does. */
export function bankPage(driver, { timeout = 10_000 } = {}) {
  const answer = async (decision) => {
    await driver.wait(until.urlMatches(/\/v1\/simulator\/redirect\//), timeout);
    const name = JSON.stringify(BANK_DECISIONS[decision]);
    await (await driver.wait(until.elementLocated(By.xpath(`//button[normalize-space(.)=${name}]`)), timeout)).click();
  };
  return {
    /** Waits until the window shows the bank page. */
    ready: () => driver.wait(until.urlMatches(/\/v1\/simulator\/redirect\//), timeout).then(() => undefined),
    /** The brand the page shows (its heading). */
    brand: async () => (await driver.wait(until.elementLocated(By.css("h1")), timeout)).getText(),
    approve: () => answer("approve"),
    decline: () => answer("decline"),
    cancel: () => answer("cancel"),
  };
}

/**
 * Puts the wallets' stand-ins into every page the browser opens from now on, before the page's own scripts
 * (Chrome DevTools' Page.addScriptToEvaluateOnNewDocument, which chromedriver passes on): call it before
 * `driver.get`. Each pays at once with `card`, or is cancelled with `cancel: true`.
 */
export async function installWallets(driver, config = {}) {
  await driver.sendDevToolsCommand("Page.addScriptToEvaluateOnNewDocument", {
    source: `window.__walletStandIn = ${JSON.stringify(config)};\n${WALLET_STAND_INS}`,
  });
}

/** A wallet's button in the widget (`.wpwl-container-virtualAccount-<BRAND>`), and what the stand-ins were asked. */
export function wallet(driver, brand, { timeout = 10_000 } = {}) {
  const css = `.wpwl-container-virtualAccount-${brand} button`;
  return {
    button: () => driver.wait(until.elementLocated(By.css(css)), timeout),
    /** Presses the wallet's button: the stand-in answers as the shopper's wallet would. */
    pay: async () => (await driver.wait(until.elementLocated(By.css(css)), timeout)).click(),
    /** Every call the stand-ins took on this tab (kept across the redirect to the result page). */
    calls: () => driver.executeScript('return JSON.parse(sessionStorage.getItem("walletLog") || "[]")'),
  };
}
