import { expect, type FrameLocator, type Locator, type Page, type Response } from "@playwright/test";
import { labels, stack } from "./env.ts";

export interface CardInput {
  readonly number?: string;
  readonly expiry?: string;
  readonly holder?: string;
  readonly cvv?: string;
}

/** The demo shop's checkout page with the widget, as a shopper sees it. */
export class CheckoutPage {
  readonly container: Locator;
  readonly numberFrame: FrameLocator;
  readonly cvvFrame: FrameLocator;
  /** With wpwlOptions.enableSAQACompliance (`saq`): the expiry and holder frames. */
  readonly expiryFrame: FrameLocator;
  readonly holderFrame: FrameLocator;
  readonly events: Locator;

  constructor(
    readonly page: Page,
    /** The form runs with enableSAQACompliance: expiry and holder are typed into their frames. */
    readonly saq = false,
  ) {
    this.container = page.locator(".wpwl-container-card");
    // Inside the card form: a stored card's CVV frame (.wpwl-container-registration) has the same class.
    this.numberFrame = this.container.frameLocator("iframe.wpwl-control-cardNumber");
    this.cvvFrame = this.container.frameLocator("iframe.wpwl-control-cvv");
    this.expiryFrame = this.container.frameLocator("iframe.wpwl-control-expiry");
    this.holderFrame = this.container.frameLocator("iframe.wpwl-control-cardHolder");
    this.events = page.locator("#events");
  }

  /** Opens the checkout (a new checkout unless an id is given) and waits for onReady. */
  async open(query: Record<string, string> = {}): Promise<Response | null> {
    const qs = new URLSearchParams(query).toString();
    return this.page.goto(`${stack().shopUrl}/checkout${qs ? `?${qs}` : ""}`);
  }

  async ready(): Promise<void> {
    await expect(this.events.getByText("ready", { exact: true })).toBeVisible();
  }

  checkoutId(): Promise<string> {
    return this.page.evaluate(() => (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id);
  }

  numberInput(): Locator {
    return this.numberFrame.getByLabel(labels.cardNumber);
  }

  cvvInput(): Locator {
    return this.cvvFrame.getByLabel(labels.cvv);
  }

  /** The expiry input: on the page, or (SAQ-A) in its frame. */
  expiryInput(): Locator {
    return (this.saq ? this.expiryFrame : this.container).getByLabel(labels.expiryDate);
  }

  /** The holder input: on the page, or (SAQ-A) in its frame. */
  holderInput(): Locator {
    return (this.saq ? this.holderFrame : this.container).getByLabel(labels.cardHolder);
  }

  async fill(card: CardInput): Promise<void> {
    if (card.number !== undefined) await this.numberInput().pressSequentially(card.number);
    if (card.expiry !== undefined) await this.expiryInput().pressSequentially(card.expiry);
    if (card.holder !== undefined) await this.holderInput().fill(card.holder);
    if (card.cvv !== undefined) await this.cvvInput().pressSequentially(card.cvv);
  }

  async pay(): Promise<void> {
    await this.payButton().click();
  }

  /** The pay button: "Pay {amount}" in the shopper's language. */
  payButton(): Locator {
    return this.container.locator("button.wpwl-button-pay");
  }

  /** The hint shown under a field: `.wpwl-group-<field> .wpwl-hint`. */
  hint(field: "cardNumber" | "expiry" | "cardHolder" | "cvv"): Locator {
    return this.container.locator(`.wpwl-group-${field} .wpwl-hint`);
  }

  formMessage(): Locator {
    return this.container.locator(".wpwl-message.wpwl-has-error");
  }

  result(): Locator {
    return this.page.locator("h1.result");
  }
}

/** A future expiry in MMYY, as a shopper types it. */
export function futureExpiry(years = 3): string {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, "0")}${String((d.getFullYear() + years) % 100).padStart(2, "0")}`;
}
