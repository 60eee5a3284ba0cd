import type { ResultCode } from "../../shared/result-codes.ts";
/**
 * Fraud simulation (spec 6.5): customer.givenName "simulate" and customer.surname one of the rows.
 * Everyone else passes with score 0. docs/test-data.md mirrors this table.
 */
export interface FraudSimulation {
  readonly surname: string;
  readonly code: ResultCode;
  readonly score?: number;
  /** Whether the payment reaches the acquirer at all (yellow: executed, then voided). */
  readonly executes: boolean;
  readonly outcome: string;
  /** The outcome goes to a human: the gateway opens a fraud case an analyst decides (fraud-cases/). */
  readonly opensCase?: boolean;
}

export const FRAUD_SIMULATIONS: readonly FraudSimulation[] = Object.freeze([
  { surname: "red", code: "100.400.147", score: 100, executes: false, outcome: "denied by the fraud check, payment not executed" },
  { surname: "yellow", code: "100.400.148", score: 50, executes: true, outcome: "payment voided, transaction challenged", opensCase: true },
  { surname: "error", code: "900.100.400", executes: false, outcome: "error in the risk system, payment not executed" },
]);

export interface FraudResult {
  readonly simulation?: FraudSimulation;
  /** risk.score of the response; undefined when the risk system failed. */
  readonly score: number | undefined;
}

export function fraudCheck(params: Readonly<Record<string, string>>): FraudResult {
  if (params["customer.givenName"] !== "simulate") return { score: 0 };
  const simulation = FRAUD_SIMULATIONS.find((s) => s.surname === params["customer.surname"]);
  return simulation ? { simulation, score: simulation.score } : { score: 0 };
}

/** The result codes that open a fraud case. */
export const CASE_CODES: readonly string[] = FRAUD_SIMULATIONS.filter((s) => s.opensCase === true).map((s) => s.code);

/** Whether a payment or fraud check answered with this code is reviewed in a fraud case. */
export function opensCase(code: string): boolean {
  return CASE_CODES.includes(code);
}
