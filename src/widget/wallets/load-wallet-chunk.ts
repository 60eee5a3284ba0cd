import { loadScript } from "../boot/script-loader.ts";
import { WALLET_CHUNK_KEY, type WalletChunk } from "./wallet-chunk-api.ts";

const loading = new Map<string, Promise<WalletChunk>>();

/**
 * The wallet code (Apple Pay, Google Pay, Samsung Pay), fetched from the gateway only when a page
 * shows a wallet button, and checked against the hash compiled into this build: a changed byte is
 * refused by the browser. Loaded once per gateway.
 */
export function loadWalletChunk(gatewayOrigin: string): Promise<WalletChunk> {
  const cached = loading.get(gatewayOrigin);
  if (cached) return cached;
  const registered = () => (window as unknown as Record<string, WalletChunk | undefined>)[WALLET_CHUNK_KEY];
  const promise = (
    registered() ? Promise.resolve() : loadScript(`${gatewayOrigin}/v1/wallets/wallets.js`, __WPWL_WALLETS_INTEGRITY__)
  ).then(() => {
    const chunk = registered();
    if (!chunk) throw new Error("the wallet script ran but did not register itself");
    return chunk;
  });
  promise.catch(() => loading.delete(gatewayOrigin));
  loading.set(gatewayOrigin, promise);
  return promise;
}
