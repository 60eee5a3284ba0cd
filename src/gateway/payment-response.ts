import { nestParams } from "../shared/form-params.ts";
import { describeResult } from "../shared/result-codes.ts";
import { envelope, hexId } from "./envelope.ts";

/** Request parameters never echoed in a response: the card data itself and the credentials. */
const NOT_ECHOED = /^(card\.(number|cvv)|entityId|integrity|shopperResultUrl|notificationUrl)$/;

/** Parameter names echoed from the checkout and the payment request (spec 2.30: any request structure may be echoed). */
function echoed(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([k]) => !NOT_ECHOED.test(k)));
}

export interface CardPaymentInput {
  readonly now: number;
  readonly code: string;
  readonly brand?: string;
  readonly checkout: Record<string, string>;
  readonly request: Record<string, string>;
}

/** The payment response of spec 2.30, with the card reduced to bin and last 4 digits. */
export function cardPaymentResponse({ now, code, brand, checkout, request }: CardPaymentInput) {
  const number = request["card.number"] ?? "";
  const id = hexId();
  const body = {
    ...nestParams(echoed({ ...checkout, ...request })),
    id,
    paymentType: checkout.paymentType,
    ...(brand === undefined ? {} : { paymentBrand: brand }),
    amount: checkout.amount,
    currency: checkout.currency,
    ...(checkout.descriptor ? { descriptor: checkout.descriptor } : {}),
    resultDetails: {
      clearingInstituteName: "Sandbox Simulator",
      ConnectorTxID1: hexId(8),
      AcquirerResponse: code.startsWith("000.") ? "00" : "05",
    },
    card: {
      bin: number.slice(0, 6),
      last4Digits: number.slice(-4),
      ...(request["card.holder"] ? { holder: request["card.holder"] } : {}),
      expiryMonth: request["card.expiryMonth"],
      expiryYear: request["card.expiryYear"],
    },
  };
  return envelope(now, { code, description: describeResult(code) }, body);
}
