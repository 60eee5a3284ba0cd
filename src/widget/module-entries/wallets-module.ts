import { defineModule } from "../modules/define-module.ts";
import { mountWalletForm } from "../wallets/chunk/mount-wallet-form.ts";

/** dist/modules/wallets.js: Apple Pay, Google Pay and Samsung Pay, loaded when a page shows a wallet button. */
defineModule("wallets", { wallet: mountWalletForm }, __WPWL_MODULE_CSS_INTEGRITY__);
