import { hexId } from "../http/envelope.ts";
import { CASE_CODES, opensCase } from "../simulator/fraud.ts";
import type { WriteListener } from "../store/write-listeners.ts";
import type { CaseStore } from "./case-store.ts";

type CaseAnswer = { result?: { code?: string }; merchantTransactionId?: unknown };

const QUOTED_CASE_CODES = CASE_CODES.map((code) => `"${code}"`);
const mayOpenCase = (response: string) => QUOTED_CASE_CODES.some((quoted) => response.includes(quoted));

/**
 * Opens a fraud case (status OPEN) for every payment or fraud check whose answer goes to a human review (the
 * `yellow` simulation, spec 6.5), in the same transaction as the payment (store/write-listeners.ts).
 */
export function caseListener(cases: CaseStore): WriteListener {
  return {
    paymentStored: (p) => {
      // Read only when the answer can hold a case's code (the stored answer is not parsed for every payment).
      const answer = mayOpenCase(p.response) ? (JSON.parse(p.response) as CaseAnswer) : undefined;
      if (answer && opensCase(answer.result?.code ?? "")) {
        cases.openCase({
          id: hexId(),
          entity_id: p.entity_id,
          payment_id: p.id,
          merchant_transaction_id: typeof answer.merchantTransactionId === "string" ? answer.merchantTransactionId : null,
          created_at: p.created_at,
        });
      }
    },
  };
}
