import type { CheckoutConfig } from "../../../shared/checkout-config.ts";
import { totalMismatch } from "./wallet-total.ts";

/** Apple Pay JS versions the widget speaks (ApplePaySession(version, request)). */
export const APPLE_PAY_VERSIONS = { min: 3, max: 14, fallback: 3 } as const;

/** Options of wpwlOptions.applePay passed to the payment request unchanged when present (Apple's own names). */
const PASSED_THROUGH = [
  "requiredBillingContactFields",
  "requiredShippingContactFields",
  "billingContact",
  "shippingContact",
  "lineItems",
  "shippingMethods",
  "shippingType",
  "supportedCountries",
  "applicationData",
  "recurringPaymentRequest",
  "automaticReloadPaymentRequest",
  "deferredPaymentRequest",
  "multiTokenContexts",
] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const amountOf = (v: unknown) => (typeof v === "string" && /^\d{1,10}(\.\d{1,2})?$/.test(v) ? v : undefined);

export interface AppleRequest {
  readonly version: number;
  readonly request: Record<string, unknown>;
  /** Options that were ignored or overruled (a bad version; a total other than the checkout's), for the console. */
  readonly warnings: readonly string[];
}

/**
 * The ApplePayPaymentRequest from wpwlOptions.applePay and the checkout (amount and currency from the
 * checkout when there is one, which wins over a different `total.amount` / `currencyCode` with a
 * warning, so the sheet never shows one amount while the gateway charges another; in fast checkout
 * from `total.amount` and `currencyCode`). Returns the integrator's problems instead when something
 * required is missing: "wpwlOptions.applePay.x: expected …".
 */
export function applePayRequest(
  o: Readonly<Record<string, unknown>>,
  config: CheckoutConfig | undefined,
): AppleRequest | { problems: string[] } {
  const problems: string[] = [];
  const total = isRecord(o.total) ? o.total : {};
  const amount = config?.amount ?? amountOf(total.amount);
  const currencyCode =
    config?.currency ?? (typeof o.currencyCode === "string" && /^[A-Z]{3}$/.test(o.currencyCode) ? o.currencyCode : undefined);
  const countryCode = typeof o.countryCode === "string" && /^[A-Z]{2}$/.test(o.countryCode) ? o.countryCode : undefined;
  const version =
    typeof o.version === "number" &&
    Number.isInteger(o.version) &&
    o.version >= APPLE_PAY_VERSIONS.min &&
    o.version <= APPLE_PAY_VERSIONS.max
      ? o.version
      : APPLE_PAY_VERSIONS.fallback;
  if (o.version !== undefined && version !== o.version)
    problems.push(
      `wpwlOptions.applePay.version: expected an integer from ${APPLE_PAY_VERSIONS.min} to ${APPLE_PAY_VERSIONS.max}, got ${JSON.stringify(o.version)}`,
    );
  if (!countryCode)
    problems.push(
      `wpwlOptions.applePay.countryCode: expected the merchant's country, two upper-case letters such as "DE", got ${JSON.stringify(o.countryCode)}`,
    );
  if (!amount)
    problems.push(
      `wpwlOptions.applePay.total.amount: expected the amount such as "49.99" (required in fast checkout), got ${JSON.stringify(total.amount)}`,
    );
  if (!currencyCode)
    problems.push(
      `wpwlOptions.applePay.currencyCode: expected an ISO 4217 code such as "EUR" (required in fast checkout), got ${JSON.stringify(o.currencyCode)}`,
    );
  if (!countryCode || !amount || !currencyCode) return { problems };
  const warnings = problems.map((p) => `${p}; using ${version}.`);
  const overruled = config && totalMismatch("applePay.total", { amount: total.amount, currency: o.currencyCode }, config);
  if (overruled) warnings.push(`${overruled}; the sheet shows and the gateway charges the checkout's amount.`);
  const label = typeof total.label === "string" ? total.label : typeof o.displayName === "string" ? o.displayName : "Total";
  const request: Record<string, unknown> = {
    countryCode,
    currencyCode,
    total: { label, amount, type: total.type === "pending" ? "pending" : "final" },
    supportedNetworks: Array.isArray(o.supportedNetworks) ? o.supportedNetworks : ["amex", "discover", "masterCard", "visa"],
    merchantCapabilities: Array.isArray(o.merchantCapabilities) ? o.merchantCapabilities : ["supports3DS"],
  };
  for (const key of PASSED_THROUGH) if (o[key] !== undefined) request[key] = o[key];
  return { version, request, warnings };
}
