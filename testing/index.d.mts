import type { FrameLocator, Locator, Page } from "@playwright/test";

export * from "./test-data.mjs";

/** Test cards by what they do, from the sandbox's own table (test-data.mjs, docs/test-data.md). */
export declare const TEST_CARDS: {
  readonly approved: string;
  readonly declined: string;
  readonly insufficientFunds: string;
  readonly frictionless: string;
  readonly challenge: string;
  readonly challengeFailed: string;
};
/** A future expiry as a shopper types it (MMYY), `years` from now (default 3). */
export declare function futureExpiry(years?: number): string;

export interface CardInput {
  /** Default: the approved test card. Spaces are dropped. */
  readonly number?: string;
  /** MMYY; default: three years ahead. */
  readonly expiry?: string;
  readonly holder?: string;
  /** Default: 123 (1234 for AMEX). */
  readonly cvv?: string;
}
export type CardField = "cardNumber" | "expiry" | "cardHolder" | "cvv";

/** The widget's card form on `page`, or inside `scope`. */
export declare function cardForm(
  page: Page,
  scope?: Page | Locator,
): {
  readonly container: Locator;
  ready(): Promise<void>;
  fill(card: CardInput): Promise<void>;
  pay(): Promise<void>;
  hint(field: CardField): Locator;
};

/** The sandbox's 3-D Secure page: inline (iframe.wpwl-target), or the whole page (paymentTarget _top). */
export declare function challenge(
  page: Page,
  where?: "inline" | "page",
): {
  submitCode(code?: string): Promise<void>;
  choose(outcome: "Card Default" | "Approve" | "Decline" | "Cancel"): Promise<void>;
  cancel(): Promise<void>;
};

/** The form of a redirect brand or virtual account (`.wpwl-container-onlineTransfer-<BRAND>`, `-virtualAccount-<BRAND>`). */
export declare function redirectForm(
  page: Page,
  brand: string,
): {
  readonly container: Locator;
  /** A field by its name in the DOM contract: accountId, bankName, bic, iban, holder, … */
  fill(field: string, value: string): Promise<void>;
  pay(): Promise<void>;
};

/** The sandbox's bank page of a redirect brand or wallet account, answered as the shopper does. */
export declare function bankPage(page: Page): {
  ready(): Promise<void>;
  brand(): Locator;
  approve(): Promise<void>;
  decline(): Promise<void>;
  cancel(): Promise<void>;
};
export declare const BANK_DECISIONS: { readonly approve: string; readonly decline: string; readonly cancel: string };

export type WalletBrand = "APPLEPAY" | "GOOGLEPAY" | "SAMSUNGPAY";
export interface WalletStandIns {
  /** The sandbox test card the wallet pays with (default the approved Visa). */
  readonly card?: string;
  readonly authMethod?: "CRYPTOGRAM_3DS" | "PAN_ONLY";
  /** The shopper closes the wallet's sheet. */
  readonly cancel?: boolean;
  /** Which wallets exist on the device (default all three). */
  readonly applePay?: boolean;
  readonly googlePay?: boolean;
  readonly samsungPay?: boolean;
  /** Apple Pay asks for a shipping contact (the page's onShippingContactSelected runs). */
  readonly shippingContact?: boolean;
}
export interface WalletCall {
  readonly api: string;
  readonly call: string;
  readonly [key: string]: unknown;
}
/** Installs the wallets' stand-ins into every page opened from now on: call before page.goto. */
export declare function installWallets(page: Page, config?: WalletStandIns): Promise<void>;
/** A wallet's button in the widget, and the calls its stand-in took. */
export declare function wallet(
  page: Page,
  brand: WalletBrand,
): {
  readonly container: Locator;
  button(): Locator;
  pay(): Promise<void>;
  calls(): Promise<WalletCall[]>;
};

export type { FrameLocator };
