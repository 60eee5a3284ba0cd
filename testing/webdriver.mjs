// The test kit of paymentWidgets.js for a merchant's own Selenium WebDriver suite (the selenium-webdriver
// package, with Chrome's or Debian's chromedriver): the card form found by the widget's DOM contract (wpwl-*
// classes, the hosted fields' iframes), typed into as a shopper types, and the sandbox's 3-D Secure page
// answered. The same calls as payment-widgets/testing for Playwright.
import { By, until } from "selenium-webdriver";
import { futureExpiry, ONE_TIME_CODE, TEST_CARDS } from "./index.mjs";

export { futureExpiry, ONE_TIME_CODE, TEST_CARDS };

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
