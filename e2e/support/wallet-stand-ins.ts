import type { Page } from "@playwright/test";
import { WALLET_STAND_INS } from "../../demo/wallet-stand-ins.ts";

/**
 * Chromium has neither Apple Pay JS nor the Google Pay sheet nor Samsung Pay: these stand-ins
 * (demo/wallet-stand-ins.ts, test doubles with the real interfaces) are installed before the page's
 * own scripts. Each answers at once with `card` (a sandbox test card) unless `cancel` is set.
 */
export interface StandInConfig {
  readonly card?: string;
  readonly authMethod?: "CRYPTOGRAM_3DS" | "PAN_ONLY";
  readonly cancel?: boolean;
  readonly applePay?: boolean;
  readonly googlePay?: boolean;
  readonly googlePayReady?: boolean;
  readonly samsungPay?: boolean;
  readonly shippingContact?: boolean;
}

export async function installWalletStandIns(page: Page, config: StandInConfig = {}): Promise<void> {
  await page.addInitScript({ content: `window.__walletStandIn = ${JSON.stringify(config)};\n${WALLET_STAND_INS}` });
}

export interface WalletCall {
  readonly api: string;
  readonly call: string;
  readonly [key: string]: unknown;
}

/** What the stand-ins were asked, also after the redirect to the result page (sessionStorage). */
export function walletLog(page: Page): Promise<WalletCall[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("walletLog") ?? "[]") as WalletCall[]);
}

/** Changes a stand-in setting on the open page (e.g. the card for the next attempt). */
export function setStandIn(page: Page, config: StandInConfig): Promise<void> {
  return page.evaluate(
    (c) => {
      const w = window as unknown as { __walletStandIn: Record<string, unknown> };
      Object.assign(w.__walletStandIn, c);
    },
    config as Record<string, unknown>,
  );
}
