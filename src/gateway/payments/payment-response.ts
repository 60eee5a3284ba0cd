import { nestParams } from "../../shared/form-params.ts";
import { describeResult, type ResultCode } from "../../shared/result-codes.ts";
import { sealed } from "../http/envelope.ts";
import { notEchoed } from "../params/sensitive.ts";
import type { AccountRef } from "../simulator/account-ref.ts";
import { testBin } from "../simulator/test-bins.ts";
import type { ThreeDSecureData } from "../simulator/three-d-secure.ts";
import { ownFields } from "../widget-api/own-fields.ts";

/** Parameters echoed from the request (spec 2.30: any request structure may be echoed; customParameters always are). */
export function echoed(params: Readonly<Record<string, string>>): Record<string, string> {
  // A decrypted wallet payment's verificationId is the wallet's cryptogram: a secret, never echoed.
  // External 3-D Secure data (spec 2.20) of a card payment is echoed unchanged.
  const names = Object.keys(params);
  const wallet = names.some((k) => WALLET_PARAM.test(k));
  // Copied by defineProperty: a parameter named __proto__ stays a field (as Object.fromEntries kept it), never the prototype.
  const out: Record<string, string> = {};
  for (const k of names) {
    if (notEchoed(k) || (wallet && k === "threeDSecure.verificationId")) continue;
    if (k === "__proto__") Object.defineProperty(out, k, { value: params[k], enumerable: true, writable: true, configurable: true });
    else out[k] = params[k] as string;
  }
  return out;
}

const WALLET_PARAM = /^(applePay|googlePay|samsungPay)\./;

export interface PaymentResponseInput {
  readonly id: string;
  /** The payment's short id (payments/short-id.ts: newShortId for a new payment, the stored one after). */
  readonly shortId: string;
  readonly now: number;
  readonly code: ResultCode;
  readonly description?: string;
  readonly paymentType: string | undefined;
  readonly amount: string | undefined;
  readonly currency: string | undefined;
  /** All parameters of the payment (checkout's and request's); echoed without secrets. */
  readonly params: Readonly<Record<string, string>>;
  readonly account?: AccountRef;
  readonly referencedId?: string;
  readonly registrationId?: string;
  readonly riskScore?: number;
  /** The sandbox's own 3-D Secure authentication (external 3DS data is echoed from params instead). */
  readonly threeDSecure?: ThreeDSecureData;
  /** Where the shopper goes next, for a pending payment (spec 2.22). */
  readonly redirect?: { readonly url: string; readonly parameters: readonly { readonly name: string; readonly value: string }[] };
}

/** An account as answers show it: bin and last 4 digits, holder and expiry; never the number. */
function shownAccount(a: AccountRef): Record<string, string> {
  const shown: Record<string, string> = {};
  if (a.bin) shown.bin = a.bin;
  if (a.last4) shown.last4Digits = a.last4;
  if (a.holder) shown.holder = a.holder;
  if (a.expiryMonth) shown.expiryMonth = a.expiryMonth;
  if (a.expiryYear) shown.expiryYear = a.expiryYear;
  return shown;
}

/**
 * The `card` of a payment's or registration's answer. For a BIN the sandbox knows (simulator/test-bins.ts),
 * what its issuer says: the card's type (spec 2.30) and the issuing country, which merchants' code reads as
 * card.binCountry (a PHP client stores $response['card']['binCountry'] with the card).
 */
export function shownCard(a: AccountRef): Record<string, string> {
  const shown = shownAccount(a);
  const issued = a.kind === "card" && a.bin ? testBin(a.bin) : undefined;
  if (issued) {
    shown.binCountry = issued.country;
    shown.type = issued.type;
  }
  return shown;
}

function accountFields(a: AccountRef | undefined, params: Readonly<Record<string, string>>) {
  if (!a) return {};
  if (a.kind === "card" || a.kind === "tokenAccount") return { card: shownCard(a) };
  if (a.kind === "wallet") return { card: shownAccount(a), ...(a.threeDSecure ? { threeDSecure: a.threeDSecure } : {}) };
  if (a.kind === "bankAccount") {
    // The mandate (spec 2.9) and the BIC are shown; the IBAN only by its last 4 characters.
    const mandate: Record<string, string> = {};
    if (params["bankAccount.mandate.id"]) mandate.id = params["bankAccount.mandate.id"];
    if (params["bankAccount.mandate.dateOfSignature"]) mandate.dateOfSignature = params["bankAccount.mandate.dateOfSignature"];
    const bic = params["bankAccount.bic"];
    const bankAccount: Record<string, unknown> = shownAccount(a);
    if (bic) bankAccount.bic = bic;
    if (Object.keys(mandate).length) bankAccount.mandate = mandate;
    return { bankAccount };
  }
  return {};
}

/**
 * The acquirer's transaction id of a payment (resultDetails.ConnectorTxID1, the reconciliation file's
 * ConnectorTxId1): 16 hex characters of its id, unique per payment — the end of the id, where its random
 * part is. (The start was used: payment ids start with their process's tag and the time, so every payment
 * of a minute had the same one.)
 */
export const connectorTxId = (paymentId: string): string => paymentId.slice(-16);

/** The statement name of the sandbox's channel, after the short id in a descriptor the merchant did not send. */
export const DESCRIPTOR_NAME = "Sandbox_Channel";

/** The fields of a payment's answer its callers read (the rest are the echoed parameters and the answer's details). */
interface PaymentAnswerFields extends Record<string, unknown> {
  id: string;
  shortId: string;
}

/**
 * The payment response of spec 2.30, with an account reduced to bin and last 4 digits. Its fields are
 * assigned in the answer's order rather than spread into a literal: an object made by a spread costs
 * Node 20 about 1 µs for each field added after it (own-fields.ts).
 */
export function paymentResponse(p: PaymentResponseInput) {
  const approved = p.code.startsWith("000.");
  const { shortId, account } = p;
  // The established platform's order (a real Java client reads the id from the answer's first characters): id,
  // paymentType, paymentBrand, amount, currency first; the echoed parameters after; values are set below.
  const body = { id: p.id } as PaymentAnswerFields;
  if (p.paymentType) body.paymentType = p.paymentType;
  if (account?.brand) body.paymentBrand = account.brand;
  if (p.amount) body.amount = p.amount;
  if (p.currency) body.currency = p.currency;
  Object.assign(body, nestParams(echoed(p.params)));
  // What the request sent of them, before the account's fields come in: the answer's risk and threeDSecure extend it.
  const sentRisk = typeof body.risk === "object" && body.risk !== null ? body.risk : undefined;
  const sentThreeDSecure = typeof body.threeDSecure === "object" && body.threeDSecure !== null ? body.threeDSecure : undefined;
  body.id = p.id;
  body.shortId = shortId;
  if (p.paymentType) body.paymentType = p.paymentType;
  if (account?.brand) {
    body.paymentBrand = account.brand;
    // Spec 2.30 brandResult: the brand the gateway detected, when the request named none (a capture, refund or
    // reversal detects nothing: its brand is the referenced payment's).
    if (p.params.paymentBrand === undefined && p.referencedId === undefined && /^[A-Z]{1,16}$/.test(account.brand))
      body.brandResult = account.brand;
  }
  if (p.amount) body.amount = p.amount;
  if (p.currency) body.currency = p.currency;
  // Spec 2.30 descriptor, on every payment as the established gateway answers it (Hyperswitch's ACI connector
  // cannot read a capture or reversal without one): the one sent, else the short id and the merchant's name (2.15).
  body.descriptor = p.params.descriptor ?? `${shortId} ${p.params["merchant.name"] ?? DESCRIPTOR_NAME}`;
  if (p.referencedId) body.referencedId = p.referencedId;
  if (p.registrationId) {
    // Spec 2.2 names it registrationId; 2.3 (createRegistration) says the response carries registration.id: both.
    body.registrationId = p.registrationId;
    body.registration = { id: p.registrationId };
  }
  body.testMode = p.params.testMode ?? "INTERNAL";
  body.resultDetails = {
    // The acquirer's answer in words (ISO 8583 texts of 00 and 05): clients' types require it beside the code (Hyperswitch).
    ExtendedDescription: approved ? "Approved or completed successfully" : "Do not honour",
    clearingInstituteName: "Sandbox Simulator",
    ConnectorTxID1: connectorTxId(p.id),
    AcquirerResponse: approved ? "00" : "05",
    simulator: p.params.testMode === "EXTERNAL" ? "EXTERNAL (sandbox simulator, no processor test platform)" : "INTERNAL",
  };
  Object.assign(body, accountFields(account, p.params));
  if (p.riskScore !== undefined) {
    // risk.score as the established gateway writes it, a string ("0", "100"): clients read it as one (Hyperswitch's ACI webhook type).
    const risk = sentRisk ? ownFields(sentRisk) : {};
    risk.score = String(p.riskScore);
    body.risk = risk;
  }
  if (p.threeDSecure) {
    const threeDSecure = sentThreeDSecure ? ownFields(sentThreeDSecure) : {};
    body.threeDSecure = Object.assign(threeDSecure, p.threeDSecure);
  }
  if (p.redirect) body.redirect = p.redirect;
  const result: { code: ResultCode; description: string; avsResponse?: string; cvvResponse?: string } = {
    code: p.code,
    description: p.description ?? describeResult(p.code),
  };
  if (account?.avsResult) result.avsResponse = account.avsResult;
  if (account?.cvvResult) result.cvvResponse = account.cvvResult;
  return sealed(body, p.now, result);
}
