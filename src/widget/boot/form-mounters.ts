import type { FormKind } from "../../shared/payment-methods.ts";
import { mountCardForm } from "../card/mount-card-form.tsx";
import { mountDirectDebitForm } from "../direct-debit/mount-direct-debit-form.tsx";
import { mountOnlineTransferForm } from "../redirect/mount-online-transfer-form.tsx";
import { mountVirtualAccountForm } from "../virtual-account/mount-virtual-account-form.tsx";
import { mountWalletForm } from "../wallets/mount-wallet-form.ts";
import type { FormMounter } from "./form-kind.ts";

/** The form each kind of payment method renders; a kind without a row is not offered by this build. */
export const FORM_MOUNTERS: Readonly<Partial<Record<FormKind, FormMounter>>> = {
  card: mountCardForm,
  directDebit: mountDirectDebitForm,
  onlineTransfer: mountOnlineTransferForm,
  virtualAccount: mountVirtualAccountForm,
  wallet: mountWalletForm,
};

/** The kinds a fast checkout (no checkout id yet) renders: buttons that create the checkout on click. */
export const FAST_CHECKOUT_KINDS: ReadonlySet<FormKind> = new Set(["wallet"]);
