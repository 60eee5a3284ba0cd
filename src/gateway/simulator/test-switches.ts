import { isPendingCode, outsideCode, RESULT_CODE_FORMAT, type ResultCode } from "../../shared/result-codes.ts";
import type { ParameterError } from "../http/envelope.ts";

/**
 * The established platform's test switches, sent as custom parameters by many integrations in test
 * mode (docs/test-data.md): still custom parameters (echoed as sent), but with their own values,
 * checked where the request is validated, and honoured by the simulator.
 */
export const FORCE_RESULT_CODE = "customParameters[forceResultCode]";

export const TEST_SWITCHES: readonly { readonly name: string; readonly problem: (value: string) => string | undefined }[] = [
  {
    // ActiveMerchant's Cardprocess tests, a Salesforce Commerce cartridge and WooCommerce plugins send it.
    name: FORCE_RESULT_CODE,
    problem: (v) =>
      !RESULT_CODE_FORMAT.test(v)
        ? "expected a result code such as 800.100.151: the simulated acquirer answers it"
        : isPendingCode(v)
          ? "a pending result cannot be forced: an enrolled card (3-D Secure) or a redirect brand's page is pending until the shopper answers"
          : undefined,
  },
  { name: "customParameters[3DS2_enrolled]", problem: (v) => (/^(true|false)$/i.test(v) ? undefined : "expected true or false") },
  {
    name: "customParameters[3DS2_flow]",
    problem: (v) => (/^(challenge|frictionless)$/i.test(v) ? undefined : "expected challenge or frictionless"),
  },
];

/** The switches a request sets to a value they do not take. */
export function testSwitchErrors(params: Readonly<Record<string, string>>): ParameterError[] {
  const errors: ParameterError[] = [];
  for (const s of TEST_SWITCHES) {
    const value = params[s.name];
    const problem = value === undefined ? undefined : s.problem(value);
    if (problem) errors.push({ name: s.name, value: (value ?? "").slice(0, 64), message: problem });
  }
  return errors;
}

/**
 * customParameters[forceResultCode]: the code the simulated acquirer answers instead of its own
 * (success codes approve, any other code fails the payment). The checks before the acquirer still
 * run first: card data, the fraud check, 3-D Secure, the shopper's answer on a bank page.
 */
export function forcedResultCode(params: Readonly<Record<string, string>> | undefined): ResultCode | undefined {
  const value = params?.[FORCE_RESULT_CODE];
  return value === undefined || isPendingCode(value) ? undefined : outsideCode(value);
}
