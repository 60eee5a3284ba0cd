import { mountDirectDebitForm } from "../direct-debit/mount-direct-debit-form.tsx";
import { defineModule } from "../modules/define-module.ts";
import type { MethodsModule } from "../modules/methods-api.ts";
import { mountOnlineTransferForm } from "../redirect/mount-online-transfer-form.tsx";
import { mountVirtualAccountForm } from "../virtual-account/mount-virtual-account-form.tsx";

/** dist/modules/methods.js: the non-card forms (SEPA direct debit, redirect brands, virtual accounts), loaded when a page shows one. */
const api: MethodsModule = {
  directDebit: mountDirectDebitForm,
  onlineTransfer: mountOnlineTransferForm,
  virtualAccount: mountVirtualAccountForm,
};
defineModule("methods", api, __WPWL_MODULE_CSS_INTEGRITY__);
