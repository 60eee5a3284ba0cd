import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { TEST_CARDS, type ThreeDSOutcome } from "../../src/gateway/simulator/test-cards.ts";
import { ACS_ONE_TIME_CODE } from "../../src/gateway/simulator/three-d-secure.ts";
import { futureExpiry } from "./checkout-page.ts";
import { stack } from "./env.ts";

export { ACS_ONE_TIME_CODE };

/** A 3-D Secure enrolled test card of the README's table, ready for CheckoutPage.fill. */
export function enrolledCard(outcome: ThreeDSOutcome, brand = "VISA") {
  const card = TEST_CARDS.find((c) => c.threeDS === outcome && c.brand === brand);
  if (!card) throw new Error(`no ${outcome} card for ${brand}`);
  return { number: card.number, expiry: futureExpiry(), holder: "Jane Doe", cvv: brand === "AMEX" ? "1234" : "123" };
}

/** The sandbox ACS page (the bank's 3-D Secure challenge), wherever it shows: inline iframe, named iframe or the window. */
export class AcsPage {
  readonly code: Locator;
  constructor(readonly root: FrameLocator | Page) {
    this.code = root.getByLabel("One-time code");
  }

  /** The inline challenge of the widget: `iframe.wpwl-target`. */
  static inline(page: Page): AcsPage {
    return new AcsPage(page.frameLocator("iframe.wpwl-target"));
  }

  /**
   * The ACS page's buttons are pressed from the keyboard (focus, Enter), as a keyboard user does, not
   * clicked at coordinates: the page is mostly in a cross-origin iframe the fill has just scrolled into
   * view, and on a CPU-starved run the browser routed the click by a frame drawn before that scroll — it
   * landed beside the button, and no form was sent (a CI trace: "click action done", no request, the
   * screencast still unscrolled 60 ms after the click).
   */
  async submit(code: string): Promise<void> {
    await this.code.fill(code);
    await this.root.getByRole("button", { name: "Submit" }).press("Enter");
  }

  async cancel(): Promise<void> {
    await expect(this.code).toBeVisible();
    await this.root.getByRole("button", { name: "Cancel" }).press("Enter");
  }
}

/** The 3-D Secure rows of the shop's result page. */
export function resultRow(page: Page | FrameLocator, name: string): Locator {
  return page.locator("tr", { has: page.locator("th", { hasText: name }) }).locator("td");
}

/** Payments the gateway stored for a checkout (from its SQLite file): how many, and how many succeeded. */
export function checkoutPayments(checkoutId: string): { total: number; successful: number } {
  const db = new Database(stack().db, { readonly: true });
  try {
    return (
      db
        .prepare<[string], { total: number; successful: number }>(
          "SELECT COUNT(*) AS total, COALESCE(SUM(success), 0) AS successful FROM payments WHERE checkout_id = ?",
        )
        .get(checkoutId) ?? { total: 0, successful: 0 }
    );
  } finally {
    db.close();
  }
}
