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

export type { FrameLocator };
