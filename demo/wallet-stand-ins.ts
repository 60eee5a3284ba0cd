/**
 * The wallets' stand-ins (Apple Pay JS, the Google Pay API, Samsung Pay for Chromium, which has none of them):
 * the package's test kit ships them (testing/wallet-stand-ins.mjs); the demo shop inlines the same script.
 */
export { WALLET_STAND_INS } from "../testing/wallet-stand-ins.mjs";
