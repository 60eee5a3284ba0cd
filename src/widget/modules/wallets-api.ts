import type { FormMounter } from "../form-contract.ts";

/** What dist/modules/wallets.js defines: the wallet form (APPLEPAY, APPLEPAYTKN, GOOGLEPAY, SAMSUNGPAY). */
export interface WalletsModule {
  readonly wallet: FormMounter;
}
