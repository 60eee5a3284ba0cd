import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "../../src/gateway/config.ts";
import { CheckoutPage, futureExpiry } from "./checkout-page.ts";
import { labels, stack } from "./env.ts";

/** A card the merchant's server stores for the shopper (POST /v1/payments with createRegistration=true). */
export interface SavedCard {
  readonly number: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly holder?: string;
  readonly brand: string;
}

export const SAVED_VISA: SavedCard = {
  number: "4200000000000000",
  expiryMonth: "11",
  expiryYear: "2031",
  holder: "Jane Jones",
  brand: "VISA",
};
export const SAVED_MASTER: SavedCard = { number: "5454545454545454", expiryMonth: "03", expiryYear: "2032", brand: "MASTER" };

/** The merchant's server-to-server calls, as a shop makes them with its bearer token. */
export async function merchantApi(method: "GET" | "POST", path: string, body?: Record<string, string>) {
  const res = await fetch(`${stack().gatewayUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${DEFAULT_TOKEN}`,
      ...(body ? { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" } : {}),
    },
    ...(body ? { body: new URLSearchParams(body).toString() } : {}),
  });
  return (await res.json()) as Record<string, unknown> & { result: { code: string }; registrationId?: string; id?: string };
}

/** Stores a card with a first payment (createRegistration=true) and returns its registration id. */
export async function saveCard(card: SavedCard): Promise<string> {
  const json = await merchantApi("POST", "/v1/payments", {
    entityId: DEFAULT_ENTITY_ID,
    amount: "1.00",
    currency: "EUR",
    paymentType: "DB",
    paymentBrand: card.brand,
    "card.number": card.number,
    "card.expiryMonth": card.expiryMonth,
    "card.expiryYear": card.expiryYear,
    "card.cvv": "123",
    ...(card.holder ? { "card.holder": card.holder } : {}),
    createRegistration: "true",
  });
  if (typeof json.registrationId !== "string") throw new Error(`no registration: ${JSON.stringify(json.result)}`);
  return json.registrationId;
}

/** A card registration of another merchant entity, written into the gateway's database as its own payment would have. */
export function foreignRegistration(): string {
  const id = `ff${Date.now().toString(16).padStart(30, "0")}`.slice(0, 32);
  const db = new Database(stack().db);
  try {
    const account = {
      kind: "card",
      brand: "AMEX",
      bin: "377777",
      last4: "7770",
      expiryMonth: "09",
      expiryYear: "2033",
      code: "000.100.110",
    };
    db.prepare("INSERT INTO registrations (id, entity_id, created_at, account, params, checkout_id) VALUES (?, ?, ?, ?, '{}', NULL)").run(
      id,
      "0123456789abcdef0123456789abcdef",
      Date.now(),
      JSON.stringify(account),
    );
  } finally {
    db.close();
  }
  return id;
}

/** The stored cards above the card form (`.wpwl-container-registration`), as a shopper sees them. */
export class StoredCardsPage {
  readonly container: Locator;
  readonly rows: Locator;
  readonly cardContainer: Locator;

  constructor(readonly page: Page) {
    this.container = page.locator(".wpwl-container-registration");
    this.rows = this.container.locator("#wpwl-registrations .wpwl-group-registration");
    this.cardContainer = page.locator(".wpwl-container-card");
  }

  /** The checkout page offering these registrations, with a merchant page of demo/scenarios.ts. */
  async open(registrations: readonly string[], scenario = "one-click"): Promise<void> {
    const qs = new URLSearchParams({ registrations: registrations.join(","), scenario });
    await this.page.goto(`${stack().shopUrl}/checkout?${qs.toString()}`);
    await expect(this.page.locator("#events").getByText("ready", { exact: true })).toBeVisible();
  }

  row(index: number): Locator {
    return this.rows.nth(index);
  }

  radio(index: number): Locator {
    return this.row(index).locator("input[type=radio][name=registrationId]");
  }

  cvvFrame(index: number): FrameLocator {
    return this.row(index).frameLocator("iframe.wpwl-control-cvv");
  }

  cvvInput(index: number): Locator {
    return this.cvvFrame(index).getByLabel(labels.cvv);
  }

  payButton(): Locator {
    return this.container.locator("button.wpwl-button-pay");
  }

  showOthersButton(): Locator {
    return this.container.locator('[data-action="show-initial-forms"]');
  }

  hint(index: number): Locator {
    return this.row(index).locator(".wpwl-hint");
  }

  result(): Locator {
    return this.page.locator("h1.result");
  }

  /** The callbacks the scenario page logged (demo/scenarios.ts `record`), also after the redirect to the result page. */
  callbackLog(): Promise<{ name: string; args: unknown[]; asked?: number; selected?: string }[]> {
    return this.page.evaluate(() => JSON.parse(sessionStorage.getItem("callbackLog") ?? "[]"));
  }
}

/**
 * The shopper stores a card with the registration-only widget on the shop's /save-card page, then
 * the page is opened again with the same checkout (a reload, the back button): it shows the done
 * state. Returns the checkout id.
 */
export async function saveCardThenReopen(page: Page): Promise<string> {
  await page.goto(`${stack().shopUrl}/save-card`);
  const checkout = new CheckoutPage(page);
  await checkout.ready();
  const id = await checkout.checkoutId();
  await checkout.fill({ number: "4200000000000000", expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Card saved");
  await page.goto(`${stack().shopUrl}/save-card?checkoutId=${encodeURIComponent(id)}`);
  return id;
}
