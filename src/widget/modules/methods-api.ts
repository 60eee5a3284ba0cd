import type { FormMounter } from "../form-contract.ts";

/** What dist/modules/methods.js defines: a mounter per non-card form kind. */
export interface MethodsModule {
  readonly directDebit: FormMounter;
  readonly onlineTransfer: FormMounter;
  readonly virtualAccount: FormMounter;
}
