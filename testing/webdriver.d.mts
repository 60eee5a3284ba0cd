import type { WebDriver } from "selenium-webdriver";
import type { CardField, CardInput } from "./index.mjs";

export { futureExpiry, ONE_TIME_CODE, TEST_CARDS } from "./index.mjs";

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
