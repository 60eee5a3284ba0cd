import { mountDirectDebitForm } from "../direct-debit/mount-direct-debit-form.tsx";
import { mountOnlineTransferForm } from "../redirect/mount-online-transfer-form.tsx";
import { mountVirtualAccountForm } from "../virtual-account/mount-virtual-account-form.tsx";
import { defineModule } from "./define-module.ts";
import type { MethodsModule } from "./methods-api.ts";

/** dist/modules/methods.js: the non-card forms (SEPA direct debit, redirect brands, virtual accounts), loaded when a page shows one. */
const api: MethodsModule = {
  directDebit: mountDirectDebitForm,
  onlineTransfer: mountOnlineTransferForm,
  virtualAccount: mountVirtualAccountForm,
};
defineModule("methods", api, __WPWL_MODULE_CSS_INTEGRITY__);
