import type { FormContext, MountedForm } from "../boot/form-kind.ts";
import { log } from "../log.ts";
import { loadWalletChunk } from "./load-wallet-chunk.ts";
import type { WalletHandle } from "./wallet-chunk-api.ts";

/**
 * One wallet button (APPLEPAY, APPLEPAYTKN, GOOGLEPAY, SAMSUNGPAY): a container now, the wallet
 * code from the gateway on demand. A chunk that cannot load hides the container, reports through
 * onError and still counts as ready, so the page's other forms are unaffected.
 */
export function mountWalletForm(ctx: FormContext): MountedForm {
  const brand = ctx.brands[0] ?? "";
  const container = document.createElement("div");
  container.className = `wpwl-container wpwl-container-wallet wpwl-container-wallet-${brand} wpwl-loading`;
  container.lang = ctx.locale.tag;
  container.dir = ctx.locale.dir;
  ctx.merchantForm.before(container);
  const chunk = loadWalletChunk(ctx.gatewayOrigin);
  let handle: WalletHandle | undefined;
  let destroyed = false;
  return {
    container,
    activate(config) {
      chunk.then(
        (c) => {
          if (!destroyed) handle = c.mount({ ctx, brand, container, config });
        },
        (err: Error) => {
          if (destroyed) return;
          log.error(`${brand}: ${err.message} The wallet button is not shown.`);
          container.hidden = true;
          ctx.onError({ name: "WidgetError", message: err.message, brand, event: "load" });
          ctx.onReady();
        },
      );
    },
    submit() {
      handle?.submit();
    },
    destroy() {
      destroyed = true;
      handle?.destroy();
      container.remove();
    },
  };
}
