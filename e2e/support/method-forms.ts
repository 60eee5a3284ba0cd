import { expect, type Locator, type Page } from "@playwright/test";
import { labels, stack } from "./env.ts";

/** The checkout page showing non-card forms (SEPA, redirect brands, virtual accounts). */
export class MethodsPage {
  readonly events: Locator;

  constructor(readonly page: Page) {
    this.events = page.locator("#events");
  }

  /** A new checkout (or the given one) offering `brands`, optionally with a scenario of demo/scenarios.ts. */
  async open(brands: string, query: Record<string, string> = {}): Promise<void> {
    const qs = new URLSearchParams({ brands, ...query }).toString();
    await this.page.goto(`${stack().shopUrl}/checkout?${qs}`);
    await expect(this.events.getByText("ready", { exact: true })).toBeVisible();
  }

  checkoutId(): Promise<string> {
    return this.page.evaluate(() => (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id);
  }

  /** `.wpwl-container-directDebit` */
  directDebit(): DirectDebitForm {
    return new DirectDebitForm(this.page.locator(".wpwl-container-directDebit"));
  }

  /** `.wpwl-container-onlineTransfer-<BRAND>` */
  onlineTransfer(brand: string): MethodForm {
    return new MethodForm(this.page.locator(`.wpwl-container-onlineTransfer-${brand}`));
  }

  /** `.wpwl-container-virtualAccount-<BRAND>` */
  virtualAccount(brand: string): MethodForm {
    return new MethodForm(this.page.locator(`.wpwl-container-virtualAccount-${brand}`));
  }

  result(): Locator {
    return this.page.locator("h1.result");
  }

  /** Every payment POST the page makes (card frames and merchant page alike). */
  countPayments(): string[] {
    const posts: string[] = [];
    this.page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/payment")) posts.push(r.url());
    });
    return posts;
  }
}

/** One non-card form: its pay button, form message and fields by label. */
export class MethodForm {
  constructor(readonly container: Locator) {}

  /** `button.wpwl-button-pay`, or in a form that has none (PayPal's, as established) its brand button, `button.wpwl-button`. */
  payButton(): Locator {
    return this.container.locator("button.wpwl-button-pay, button.wpwl-button.wpwl-button-brand");
  }

  async pay(): Promise<void> {
    await this.payButton().click();
  }

  field(label: string): Locator {
    return this.container.getByLabel(label, { exact: true });
  }

  hint(field: string): Locator {
    return this.container.locator(`.wpwl-group-${field} .wpwl-hint`);
  }

  formMessage(): Locator {
    return this.container.locator(".wpwl-message.wpwl-has-error");
  }
}

export class DirectDebitForm extends MethodForm {
  async fill(account: { holder?: string; iban?: string; bic?: string }): Promise<void> {
    if (account.holder !== undefined) await this.field(labels.accountHolder).fill(account.holder);
    if (account.iban !== undefined) await this.field(labels.iban).pressSequentially(account.iban);
    if (account.bic !== undefined) await this.field(labels.bic).fill(account.bic);
  }
}

/** The sandbox bank/wallet page the gateway serves for redirect brands and virtual accounts. */
export class BankSimulatorPage {
  constructor(readonly page: Page) {}

  async expectShown(brandName: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`^${stack().gatewayUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/v1/simulator/redirect/`));
    await expect(this.page.getByRole("heading", { level: 1 })).toHaveText(brandName);
  }

  async answer(decision: "Approve payment" | "Decline payment" | "Cancel and return to the shop"): Promise<void> {
    await this.page.getByRole("button", { name: decision }).click();
  }
}
