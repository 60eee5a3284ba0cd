import type { WebDriver, WebElement } from "selenium-webdriver";
import type { CardField, CardInput, WalletBrand, WalletCall, WalletStandIns } from "./index.mjs";

export { BANK_DECISIONS, futureExpiry, ONE_TIME_CODE, TEST_CARDS } from "./index.mjs";

/** The widget's card form on the page `driver` shows. */
export declare function cardForm(
  driver: WebDriver,
  options?: { timeout?: number },
): {
  ready(): Promise<void>;
  fill(card?: CardInput): Promise<void>;
  pay(): Promise<void>;
  hint(field: CardField): Promise<string>;
};

/** The sandbox's 3-D Secure page: inline (iframe.wpwl-target), or the whole page (paymentTarget _top). */
export declare function challenge(
  driver: WebDriver,
  where?: "inline" | "page",
  options?: { timeout?: number },
): {
  submitCode(code?: string): Promise<void>;
  choose(outcome: "Card Default" | "Approve" | "Decline" | "Cancel"): Promise<void>;
  cancel(): Promise<void>;
};

/** The form of a redirect brand or virtual account: its pay (or brand) button. */
export declare function redirectForm(
  driver: WebDriver,
  brand: string,
  options?: { timeout?: number },
): {
  /** A field by its name in the DOM contract: accountId, bankName, bic, iban, holder, … */
  fill(field: string, value: string): Promise<void>;
  pay(): Promise<void>;
};

/** The sandbox's bank page of a redirect brand or wallet account, answered as the shopper does. */
export declare function bankPage(
  driver: WebDriver,
  options?: { timeout?: number },
): {
  ready(): Promise<void>;
  brand(): Promise<string>;
  approve(): Promise<void>;
  decline(): Promise<void>;
  cancel(): Promise<void>;
};

/** Installs the wallets' stand-ins into every page opened from now on (a Chrome or Chromium driver): call before driver.get. */
export declare function installWallets(
  driver: WebDriver & { sendDevToolsCommand(cmd: string, params?: object): Promise<void> },
  config?: WalletStandIns,
): Promise<void>;

/** A wallet's button in the widget, and the calls its stand-in took. */
export declare function wallet(
  driver: WebDriver,
  brand: WalletBrand,
  options?: { timeout?: number },
): {
  button(): Promise<WebElement>;
  pay(): Promise<void>;
  calls(): Promise<WalletCall[]>;
};
