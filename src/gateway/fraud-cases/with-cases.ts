import type { Store } from "../db.ts";
import { hexId } from "../envelope.ts";
import { opensCase } from "../simulator/fraud.ts";
import type { CaseStore } from "./case-store.ts";

/**
 * The store, opening a fraud case (status OPEN) for every payment or fraud check whose answer goes
 * to a human review (the `yellow` simulation, spec 6.5), in the same transaction as the payment.
 */
export function withCases(store: Store, cases: CaseStore): Store {
  return {
    ...store,
    recordPayment: (p, closesCheckout) =>
      store.atomically(() => {
        const ok = store.recordPayment(p, closesCheckout);
        const answer = JSON.parse(p.response) as { result?: { code?: string }; merchantTransactionId?: string };
        if (ok && opensCase(answer.result?.code ?? "")) {
          cases.openCase({
            id: hexId(),
            entity_id: p.entity_id,
            payment_id: p.id,
            merchant_transaction_id: answer.merchantTransactionId ?? null,
            created_at: p.created_at,
          });
        }
        return ok;
      }),
  };
}
