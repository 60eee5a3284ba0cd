import { expect, type Locator, type Page, type Response } from "@playwright/test";
import { labels, stack } from "./env.ts";
import { MethodForm } from "./method-forms.ts";

export const WALLET_BRANDS = "APPLEPAY GOOGLEPAY SAMSUNGPAY VISA MASTER";

/** The demo shop's pages with wallet buttons (checkout scenario "wallets", and the fast-checkout cart), as a shopper sees them. */
export class WalletPage {
  readonly events: Locator;

  constructor(readonly page: Page) {
    this.events = page.locator("#events");
  }

  /** The checkout page with wallet buttons next to the card form. */
  openCheckout(brands = WALLET_BRANDS): Promise<Response | null> {
    const qs = new URLSearchParams({ brands, scenario: "wallets" }).toString();
    return this.page.goto(`${stack().shopUrl}/checkout?${qs}`);
  }

  /** The fast-checkout cart page (script without a checkout id). */
  openCart(query: { reject?: "once"; appleTotal?: string } = {}): Promise<Response | null> {
    const qs = new URLSearchParams(query).toString();
    return this.page.goto(`${stack().shopUrl}/cart${qs ? `?${qs}` : ""}`);
  }

  async ready(): Promise<void> {
    await expect(this.events.getByText("ready", { exact: true })).toBeVisible();
  }

  container(brand: string): Locator {
    return this.page.locator(`.wpwl-container-wallet-${brand}`);
  }

  /** Each wallet's button: Apple's is the widget's (label from locales/en.json), the others come from the wallet's API. */
  button(brand: "APPLEPAY" | "GOOGLEPAY" | "SAMSUNGPAY"): Locator {
    const name = { APPLEPAY: labels.applePayButton, GOOGLEPAY: "Buy with Google Pay", SAMSUNGPAY: "Pay with Samsung Pay" }[brand];
    return this.container(brand).getByRole("button", { name });
  }

  /** The fast-checkout cart's PayPal continue button (`.wpwl-container-virtualAccount-PAYPAL`). */
  payPal(): MethodForm {
    return new MethodForm(this.page.locator(".wpwl-container-virtualAccount-PAYPAL"));
  }

  /** `window.wpwl.checkout`: the checkout's id, amount and currency (in fast checkout once a button created it). */
  publicCheckout(): Promise<{ id: string; amount?: string; currency?: string; config: Record<string, unknown> }> {
    return this.page.evaluate(() => ({
      ...(window as unknown as { wpwl: { checkout: { id: string; config: Record<string, unknown> } } }).wpwl.checkout,
    }));
  }

  message(brand: string): Locator {
    return this.container(brand).locator(".wpwl-message.wpwl-has-error");
  }

  result(): Locator {
    return this.page.locator("h1.result");
  }

  /** The scenario's callback log, kept across the redirect (sessionStorage). */
  callbackLog(): Promise<{ name: string; args: unknown[] }[]> {
    return this.page.evaluate(() => JSON.parse(sessionStorage.getItem("callbackLog") ?? "[]") as { name: string; args: unknown[] }[]);
  }
}
