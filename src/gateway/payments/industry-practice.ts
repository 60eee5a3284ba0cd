import type { PaymentRow } from "../store/db-rows.ts";

/** What a payment with `referenceUuid` and `standingInstruction.industryPractice` (spec 2.27) may reference and be. */
interface PracticeRule {
  /** Payment types of the referenced transaction. */
  readonly references: readonly string[];
  /** Whether the referenced transaction must have succeeded (RESUBMISSION: must have failed). */
  readonly referencedSucceeded: boolean;
  /** Payment types this request may have. */
  readonly paymentTypes: readonly string[];
  /** The referenced authorization must still be open (not closed by a final capture or a reversal). */
  readonly open?: boolean;
  /** The new authorization joins the referenced one's chain (its amount adds to what can be captured). */
  readonly joinsChain?: boolean;
  readonly meaning: string;
}

/**
 * The industry practices as data: an incremental authorization adds to an open PA; a
 * reauthorization renews a PA; a resubmission retries a declined charge; delayed charges and a
 * no-show charge after a successful stay or rental. Without industryPractice, referenceUuid links a
 * new payment to any successful one (a reauthorization).
 */
export const PRACTICES: Readonly<Record<string, PracticeRule>> = {
  INCREMENTAL_AUTH: {
    references: ["PA"],
    referencedSucceeded: true,
    paymentTypes: ["PA"],
    open: true,
    joinsChain: true,
    meaning: "adds to an open authorization (PA)",
  },
  REAUTHORIZATION: { references: ["PA"], referencedSucceeded: true, paymentTypes: ["PA"], meaning: "renews an authorization (PA)" },
  RESUBMISSION: {
    references: ["DB", "PA"],
    referencedSucceeded: false,
    paymentTypes: ["DB", "PA"],
    meaning: "retries a declined DB or PA",
  },
  DELAYED_CHARGES: {
    references: ["DB", "PA", "CP"],
    referencedSucceeded: true,
    paymentTypes: ["DB"],
    meaning: "charges extra (DB) after a successful DB, PA or capture",
  },
  NO_SHOW: {
    references: ["DB", "PA"],
    referencedSucceeded: true,
    paymentTypes: ["DB"],
    meaning: "charges the no-show fee (DB) after a successful DB or PA",
  },
};

const DEFAULT: PracticeRule = {
  references: ["DB", "PA", "CP"],
  referencedSucceeded: true,
  paymentTypes: ["DB", "PA", "CD"],
  meaning: "is linked to a successful transaction",
};

/** Why `original` cannot be referenced by a payment of `paymentType` with this practice, or undefined; and whether it joins the chain. */
export function practiceProblem(
  practice: string | undefined,
  paymentType: string | undefined,
  original: Pick<PaymentRow, "payment_type" | "success" | "closed" | "account">,
): { readonly problem?: string; readonly joinsChain: boolean } {
  const rule = practice === undefined ? DEFAULT : (PRACTICES[practice] ?? DEFAULT);
  const name = practice ?? "a referenced payment";
  const joinsChain = rule.joinsChain === true;
  if (!original.account) return { problem: "the referenced transaction has no account to charge", joinsChain };
  if (!rule.references.includes(original.payment_type ?? ""))
    return { problem: `${name} ${rule.meaning}: the referenced transaction is a ${original.payment_type}`, joinsChain };
  if (Boolean(original.success) !== rule.referencedSucceeded)
    return {
      problem: `${name} ${rule.meaning}: the referenced transaction ${original.success ? "succeeded" : "did not succeed"}`,
      joinsChain,
    };
  if (!rule.paymentTypes.includes(paymentType ?? ""))
    return { problem: `${name} is a ${rule.paymentTypes.join(" or ")}, not a ${paymentType}`, joinsChain };
  if (rule.open && original.closed) return { problem: `${name} ${rule.meaning}: the authorization is closed`, joinsChain };
  return { joinsChain };
}
