import type { FormContext, MountedForm } from "../../form-contract.ts";
import { mountApplePay } from "./apple-pay.ts";
import { mountGooglePay } from "./google-pay.ts";
import { mountSamsungPay } from "./samsung-pay.ts";
import type { WalletHandle, WalletMount } from "./wallet-mount.ts";

/** The wallet of a brand: its button, sheet and payment. */
function mountWallet(m: WalletMount): WalletHandle {
  const mount = m.brand === "GOOGLEPAY" ? mountGooglePay : m.brand === "SAMSUNGPAY" ? mountSamsungPay : mountApplePay;
  return mount(m);
}

/**
 * One wallet button (APPLEPAY, APPLEPAYTKN, GOOGLEPAY, SAMSUNGPAY) in `div.wpwl-container-virtualAccount-<BRAND>`
 * (the established widget's name; also `wpwl-container-wallet-<BRAND>`),
 * shown once the checkout is in (in fast checkout at once: the button creates the checkout). Part of
 * the on-demand module "wallets": the widget shows a placeholder until this code is in.
 */
export function mountWalletForm(ctx: FormContext): MountedForm {
  const brand = ctx.brands[0] ?? "";
  const container = document.createElement("div");
  // Also the established widget's names: merchant pages style and hide the container by them, and call
  // wpwl.executePayment("wpwl-container-virtualAccount-APPLEPAY") from a button of their own.
  container.className = `wpwl-container wpwl-container-wallet wpwl-container-wallet-${brand} wpwl-container-virtualAccount wpwl-container-virtualAccount-${brand}`;
  container.lang = ctx.locale.tag;
  container.dir = ctx.locale.dir;
  let handle: WalletHandle | undefined;
  return {
    container,
    activate(config) {
      handle ??= mountWallet({ ctx, brand, container, config });
    },
    submit() {
      handle?.submit();
    },
    destroy() {
      handle?.destroy();
      container.remove();
    },
  };
}
