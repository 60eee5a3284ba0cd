import { nestParams } from "../shared/form-params.ts";
import { describeResult } from "../shared/result-codes.ts";
import { envelope } from "./envelope.ts";
import type { AccountRef } from "./simulator/account-ref.ts";

/** Request parameters never echoed in a response: the account secrets and the credentials. */
const NOT_ECHOED =
  /^(card\.|tokenAccount\.(number|cryptogram|dtvc)$|(applePay|googlePay|samsungPay)\.paymentToken$|threeDSecure\.verificationId$|giftCard\.(number|pin)$|entityId$|integrity$|shopperResultUrl$|notificationUrl$|overridePaymentType\[)/;

/** Parameters echoed from the request (spec 2.30: any request structure may be echoed; customParameters always are). */
export function echoed(params: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([k]) => !NOT_ECHOED.test(k)));
}

export interface PaymentResponseInput {
  readonly id: string;
  readonly now: number;
  readonly code: string;
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
}

function accountFields(a: AccountRef | undefined) {
  if (!a) return {};
  const shown = {
    ...(a.bin ? { bin: a.bin } : {}),
    ...(a.last4 ? { last4Digits: a.last4 } : {}),
    ...(a.holder ? { holder: a.holder } : {}),
    ...(a.expiryMonth ? { expiryMonth: a.expiryMonth } : {}),
    ...(a.expiryYear ? { expiryYear: a.expiryYear } : {}),
  };
  if (a.kind === "card" || a.kind === "tokenAccount") return { card: shown };
  if (a.kind === "wallet") return { card: shown, ...(a.threeDSecure ? { threeDSecure: a.threeDSecure } : {}) };
  if (a.kind === "bankAccount") return { bankAccount: shown };
  return {};
}

/** The payment response of spec 2.30, with an account reduced to bin and last 4 digits. */
export function paymentResponse(p: PaymentResponseInput) {
  const approved = p.code.startsWith("000.");
  const nested = nestParams(echoed(p.params));
  const risk = p.riskScore === undefined ? {} : { risk: { ...(typeof nested.risk === "object" ? nested.risk : {}), score: p.riskScore } };
  const body = {
    ...nested,
    id: p.id,
    ...(p.paymentType ? { paymentType: p.paymentType } : {}),
    ...(p.account?.brand ? { paymentBrand: p.account.brand } : {}),
    ...(p.amount ? { amount: p.amount } : {}),
    ...(p.currency ? { currency: p.currency } : {}),
    ...(p.params.descriptor ? { descriptor: p.params.descriptor } : {}),
    ...(p.referencedId ? { referencedId: p.referencedId } : {}),
    ...(p.registrationId ? { registrationId: p.registrationId } : {}),
    testMode: p.params.testMode ?? "INTERNAL",
    resultDetails: {
      clearingInstituteName: "Sandbox Simulator",
      ConnectorTxID1: p.id.slice(0, 16),
      AcquirerResponse: approved ? "00" : "05",
      simulator: p.params.testMode === "EXTERNAL" ? "EXTERNAL (sandbox simulator, no processor test platform)" : "INTERNAL",
    },
    ...accountFields(p.account),
    ...risk,
  };
  const result = {
    code: p.code,
    description: p.description ?? describeResult(p.code),
    ...(p.account?.avsResult ? { avsResponse: p.account.avsResult } : {}),
    ...(p.account?.cvvResult ? { cvvResponse: p.account.cvvResult } : {}),
  };
  return envelope(p.now, result, body);
}
