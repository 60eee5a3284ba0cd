import { encodeParams } from "../../../shared/form-params.ts";
import { log } from "../../log.ts";

/**
 * Apple Pay merchant validation through the gateway (POST /v1/applepay/merchant-validation): the
 * merchant session object for completeMerchantValidation, or undefined (logged) when refused.
 */
export async function validateMerchant(gatewayOrigin: string, checkoutId: string, validationURL: string): Promise<unknown> {
  try {
    const res = await fetch(`${gatewayOrigin}/v1/applepay/merchant-validation`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
      body: encodeParams({ checkoutId, validationURL }),
      credentials: "omit",
      cache: "no-store",
    });
    if (res.ok) return await res.json();
    log.error(`Apple Pay merchant validation was refused by the gateway (HTTP ${res.status}).`);
  } catch {
    log.error("Apple Pay merchant validation failed: the gateway did not answer.");
  }
  return undefined;
}
