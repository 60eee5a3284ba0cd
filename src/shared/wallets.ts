/**
 * The device wallets of spec 2.7 (written there walletA, walletB, walletC): their brands and the
 * prefix of their parameters. Adding a wallet is one row here (+ a test row).
 */
export type WalletPrefix = "applePay" | "googlePay" | "samsungPay";

export const WALLET_PREFIXES: readonly WalletPrefix[] = ["applePay", "googlePay", "samsungPay"];

/** Wallet brands (data-brands, paymentBrand) → parameter prefix. */
export const WALLET_BRANDS: Readonly<Record<string, WalletPrefix>> = Object.freeze({
  APPLEPAY: "applePay",
  APPLEPAYTKN: "applePay",
  GOOGLEPAY: "googlePay",
  SAMSUNGPAY: "samsungPay",
});

export function walletPrefixOf(brand: string | undefined): WalletPrefix | undefined {
  return brand !== undefined && Object.hasOwn(WALLET_BRANDS, brand) ? WALLET_BRANDS[brand] : undefined;
}

/** The parameter names that carry a wallet's encrypted token (never stored, never echoed). */
export const WALLET_TOKEN_PARAM = /^(applePay|googlePay|samsungPay)\.paymentToken$/;
