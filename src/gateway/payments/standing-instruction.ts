import { randomInt } from "node:crypto";
import type { ParameterError } from "../http/envelope.ts";
import { hexId } from "../http/envelope.ts";
import { ownFields } from "../widget-api/own-fields.ts";

const DAY = 86_400_000;

/** What the card-on-file rules need to know of the registration's history (successful authorizations over it). */
export interface AgreementHistory {
  readonly authorizations: number;
  readonly lastAt: number | undefined;
}

/** The scheme reference of a customer-initiated INITIAL payment (acquirer dependent: here 15 digits). */
export function newInitialTransactionId(): string {
  return String(randomInt(100_000, 999_999)) + String(randomInt(100_000_000, 999_999_999));
}

/**
 * The card-on-file rules of spec 2.27 on one payment, before it runs:
 *
 * - An INITIAL payment gets `standingInstruction.initialTransactionId` and `agreementId` (when not
 *   sent): the answer echoes them and a registration made with it keeps them.
 * - A merchant-initiated REPEATED payment needs one of them (sent, or from its registration) — except
 *   a schedule's own runs, whose registration is the link — and stays inside the agreement:
 *   no authorization after `expiry`, at least `frequency` days apart, at most `numberOfInstallments`.
 *
 * Answers the parameters to pay with, or the parameter errors (200.300.404).
 */
/** A standingInstruction.* parameter (a module function: a closure per payment would be named again each time by tsx's keepNames). */
const instruction = (params: Readonly<Record<string, string>>, k: string) => params[`standingInstruction.${k}`];

export function applyStandingInstruction(
  params: Readonly<Record<string, string>>,
  now: number,
  history: AgreementHistory | undefined,
  scheduled = false,
): { readonly params: Record<string, string> } | { readonly errors: ParameterError[] } {
  const out: Record<string, string> = ownFields(params);
  if (instruction(params, "mode") === "INITIAL") {
    out["standingInstruction.initialTransactionId"] ??= newInitialTransactionId();
    out["standingInstruction.agreementId"] ??= hexId(10).toUpperCase();
    return { params: out };
  }
  if (instruction(params, "mode") !== "REPEATED" || instruction(params, "source") !== "MIT") return { params: out };
  const errors: ParameterError[] = [];
  const fail = (k: string, message: string) =>
    errors.push({ name: `standingInstruction.${k}`, value: (instruction(params, k) ?? "").slice(0, 64), message });
  if (!scheduled && instruction(params, "initialTransactionId") === undefined && instruction(params, "agreementId") === undefined) {
    fail(
      "initialTransactionId",
      history === undefined
        ? "is required for a merchant-initiated REPEATED payment: send the initialTransactionId (or agreementId) the INITIAL payment answered, or pay over its registration"
        : "is required for a merchant-initiated REPEATED payment, and this registration was not stored with a customer-initiated INITIAL payment (standingInstruction.mode=INITIAL, source=CIT) that would give it one: send the initialTransactionId (or agreementId) of the first payment",
    );
  }
  const expiry = instruction(params, "expiry");
  if (expiry !== undefined && Date.parse(`${expiry}T23:59:59.999Z`) < now)
    fail("expiry", `the agreement ended on ${expiry}: no authorizations after it`);
  const frequency = Number(instruction(params, "frequency") ?? 0);
  if (frequency > 0 && history?.lastAt !== undefined && now - history.lastAt < frequency * DAY) {
    fail(
      "frequency",
      `the agreement allows one authorization every ${frequency} days; the last was ${Math.floor((now - history.lastAt) / DAY)} days ago`,
    );
  }
  const installments = Number(instruction(params, "numberOfInstallments") ?? 0);
  if (installments > 0 && history !== undefined && history.authorizations >= installments) {
    fail("numberOfInstallments", `the agreement allows ${installments} authorizations and ${history.authorizations} were made`);
  }
  return errors.length > 0 ? { errors } : { params: out };
}
