import { log } from "../../log.ts";

let link: HTMLLinkElement | undefined;
let loaded: Promise<void> | undefined;
let users = 0;

/**
 * The wallet buttons' stylesheet (dist/modules/wallets.css), pinned by the hash compiled into this
 * module: kept out of the widget's stylesheet so that pages without wallets do not load it. One
 * `<link>` for all wallet forms, removed when the last one is destroyed (wpwl.unload()).
 */
export function useWalletStyles(gatewayOrigin: string): { readonly ready: Promise<void>; release(): void } {
  users++;
  if (!link || !loaded) {
    const l = document.createElement("link");
    loaded = new Promise((resolve) => {
      l.addEventListener("load", () => resolve());
      l.addEventListener("error", () => {
        log.error(`the wallet stylesheet ${l.href} was refused (integrity mismatch or network error); the wallet buttons are unstyled.`);
        resolve();
      });
    });
    l.rel = "stylesheet";
    l.href = `${gatewayOrigin}/v1/modules/wallets.css`;
    l.integrity = __WPWL_WALLETS_CSS_INTEGRITY__;
    l.crossOrigin = "anonymous";
    l.setAttribute("data-wpwl", "");
    document.head.append(l);
    link = l;
  }
  let released = false;
  return {
    ready: loaded,
    release() {
      if (released) return;
      released = true;
      users--;
      if (users === 0) {
        link?.remove();
        link = undefined;
        loaded = undefined;
      }
    },
  };
}
