import type { CheckoutConfig } from "../../../shared/checkout-config.ts";
import { loadScript } from "../../script-loader.ts";
import type { WalletFlow } from "./wallet-flow.ts";
import type { WalletHandle, WalletMount } from "./wallet-mount.ts";

/** A wallet whose API comes from its maker's script and draws its own button (Google Pay, Samsung Pay). */
export interface ScriptedWallet<Client> {
  /** The maker's script, loaded unless the page already has the API (or a test stand-in of it). */
  readonly script: string;
  /** Whether the page has the API now. */
  hasApi(): boolean;
  /** The API's client once the script ran, if it can pay here (isReadyToPay); throws when the API is missing. */
  client(): Promise<Client | undefined>;
  /** The wallet's own button, calling `onClick`. */
  button(client: Client, onClick: () => void): HTMLElement;
  /** Opens the wallet's sheet for the checkout and pays; true when the page is being left. */
  pay(client: Client, checkout: CheckoutConfig): Promise<boolean>;
}

/**
 * What Google Pay and Samsung Pay share: the maker's script, the client, the readiness check (not
 * ready or not loadable: hidden and reported, still counted for onReady), the button, and one
 * attempt per click through the flow (the checkout first, fast checkout included).
 */
export function mountScriptedWallet<Client>(m: WalletMount, flow: WalletFlow, w: ScriptedWallet<Client>): WalletHandle {
  const { ctx, container } = m;
  let submit = () => {};
  const ready = (reason?: string) => {
    container.classList.remove("wpwl-loading");
    if (reason) flow.unavailable(reason);
    ctx.onReady();
  };
  (w.hasApi() ? Promise.resolve() : loadScript(w.script))
    .then(async () => {
      const client = await w.client();
      if (!flow.alive()) return;
      if (!client) return ready("isReadyToPay() is false");
      submit = () => void flow.attempt((checkout) => w.pay(client, checkout));
      container.prepend(w.button(client, () => submit()));
      ready();
    })
    .catch((err: unknown) => {
      if (flow.alive()) ready(err instanceof Error ? err.message : String(err));
    });
  return {
    submit: () => submit(),
    destroy: flow.destroy,
  };
}
