/**
 * Result codes the sandbox produces, with their descriptions, and the classifiers clients use.
 * Codes follow the gateway's dotted AN11 format (spec 2.30, 7.2).
 */
export const RESULT_CODES = /* @__PURE__ */ Object.freeze({
  "000.000.100": "successful request",
  "000.100.110": "Request successfully processed in 'Merchant in Integrator Test Mode'",
  "000.100.200": "chargeback: reason not specified",
  "000.100.201": "chargeback: account or bank details incorrect",
  "000.200.000": "transaction pending",
  "000.200.100": "successfully created checkout",
  "000.200.101": "successfully updated checkout",
  "000.200.110": "payment data saved for the summary page (useSummaryPage): the payment runs when the merchant confirms it",
  "100.100.101": "invalid creditcard, bank account number or bank name",
  "100.100.303": "card expired",
  "100.100.600": "empty CVV for VISA, MASTER, AMEX not allowed",
  "100.100.601": "invalid CVV/brand combination",
  "100.100.700": "invalid cc number/brand combination",
  "100.400.147": "transaction declined by the fraud check (simulated: red); the payment was not executed",
  "100.400.148": "transaction challenged by the fraud check (simulated: yellow); the payment was voided",
  "100.380.401": "User Authentication Failed: the 3-D Secure authentication was refused",
  "100.396.101": "Cancelled by user: the shopper cancelled at the bank's page (3-D Secure or a redirect brand)",
  "100.396.103": "Previously pending transaction timed out: the shopper answered after the checkout expired (30 minutes)",
  "800.120.101": "maximum number of transactions per account already exceeded: at most 10 payment attempts per checkout (sandbox)",
  "100.350.101": "referenced session is CLOSED (no action possible): this checkout was already paid",
  "200.300.404": "invalid or missing parameter",
  "200.300.405": "duplicate or expired checkout: a checkout can be used for 30 minutes after it was created",
  "800.100.100": "transaction declined for unknown reason",
  "800.100.151": "transaction declined (invalid card)",
  "800.100.152": "transaction declined by authorization system",
  "800.100.153": "transaction declined (invalid CVV)",
  "800.100.155": "transaction declined (amount exceeds credit)",
  "800.100.157": "transaction declined (wrong expiry date)",
  "800.100.162": "transaction declined (limit exceeded)",
  "800.100.203": "transaction declined (insufficient funds)",
  // More of the established declines, for the codes a test forces (customParameters[forceResultCode], a card holder).
  "600.200.100": "invalid Payment Method",
  "800.100.156": "transaction declined (format error)",
  "800.100.159": "transaction declined (stolen card)",
  "800.100.160": "transaction declined (card blocked)",
  "800.100.161": "transaction declined (too many invalid tries)",
  "800.100.165": "transaction declined (card lost)",
  "800.100.168": "transaction declined (restricted card)",
  "800.100.170": "transaction declined (transaction not permitted)",
  "800.100.171": "transaction declined (pick up card)",
  "800.100.172": "transaction declined (account blocked)",
  "800.100.174": "transaction declined (invalid amount)",
  "800.100.175": "transaction declined (invalid brand)",
  "800.120.100": "Too many requests. Please try again later.",
  "800.900.300": "invalid authentication information",
  "800.900.301": "user authorization failed, user has no sufficient rights to process transaction",
  "700.400.100": "cannot capture: the amount exceeds what is authorized, or the authorization is closed, reversed or not successful",
  "700.400.200": "cannot refund: the amount exceeds what is captured and not yet refunded, or the payment was reversed",
  "700.400.300": "cannot reverse: the payment was already reversed, refunded or closed",
  "700.400.510": "capture needs at least one successful transaction of type (PA)",
  "700.400.520": "refund needs at least one successful transaction of type (CP or DB or RB or RC)",
  "700.400.530": "reversal needs at least one successful transaction of type (CP or DB or RB or PA)",
  "700.400.580": "cannot find transaction",
  "700.400.700": "cannot perform this operation on the referenced payment type",
  "900.100.100": "unexpected communication error with connector/acquirer",
  "900.100.400": "error in the risk system (simulated: error); the payment was not executed",
} as const);

/**
 * Sandbox code (pending family 000.200, spec 7.2) of a widget payment with useSummaryPage: the data is
 * validated and saved, nothing is charged until the merchant's server confirms.
 */
export const SAVED_FOR_SUMMARY = "000.200.110";

export type KnownResultCode = keyof typeof RESULT_CODES;

/**
 * A code outside RESULT_CODES that the gateway answers on purpose: a negative test's decline code
 * (card holder "800.100.171"), or a code read back from storage. Only `outsideCode` makes one, after
 * checking the format, so a mistyped literal still fails to compile.
 */
export type OutsideCode = string & { readonly outside: unique symbol };
/** What the gateway answers with: a code of the table, or a checked outside code. */
export type ResultCode = KnownResultCode | OutsideCode;

export function outsideCode(code: string): OutsideCode | undefined {
  return RESULT_CODE_FORMAT.test(code) ? (code as OutsideCode) : undefined;
}

/**
 * The codes the gateway's own checks answer with, by what they mean (the simulators' tables keep
 * their codes as data). Each one is a row of RESULT_CODES: the compiler checks it.
 */
export const CODES = {
  /** A request that is not a payment succeeded (a sandbox control, a lookup). */
  requestOk: "000.000.100",
  /** Approved in the sandbox (test mode). */
  approved: "000.100.110",
  /** Pending: the shopper is on another page (3-D Secure, a bank, a wallet). */
  pending: "000.200.000",
  /** A parameter is invalid or missing, or the id names nothing of this entity. */
  invalidRequest: "200.300.404",
  /** The checkout was already paid. */
  sessionClosed: "100.350.101",
  notAuthenticated: "800.900.300",
  notAuthorized: "800.900.301",
  throttled: "800.120.100",
  tooManyAttempts: "800.120.101",
  cannotCapture: "700.400.100",
  cannotRefund: "700.400.200",
  cannotReverse: "700.400.300",
  wrongPaymentType: "700.400.700",
  /** A capture, refund or reversal whose id names no successful payment it can reference (the established texts, which clients match). */
  captureNeedsAuthorization: "700.400.510",
  refundNeedsPayment: "700.400.520",
  reversalNeedsPayment: "700.400.530",
  /** The transaction query (spec 2.29) found nothing of this entity: 404, as the established gateway answers it. */
  transactionNotFound: "700.400.580",
  internalError: "900.100.100",
} as const satisfies Record<string, KnownResultCode>;

export const RESULT_CODE_FORMAT = /^\d{3}\.\d{3}\.\d{3}$/;

export function describeResult(code: string): string {
  const description = Object.hasOwn(RESULT_CODES, code) ? (RESULT_CODES as Record<string, string>)[code] : undefined;
  return description ?? "simulated result";
}

/** Successfully processed transactions (including test-mode and review variants). */
export function isSuccessCode(code: string): boolean {
  return /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.1[12]0|000\.400\.0[^3]|000\.400\.100)/.test(code);
}

/** Pending: the final status arrives later (asynchronous flows). */
export function isPendingCode(code: string): boolean {
  return /^(000\.200)/.test(code) || /^(800\.400\.5|100\.400\.500)/.test(code);
}

/**
 * Rejections by the processor, bank, risk or blacklist checks: the payment was processed and
 * declined, so the shopper is sent to the result page. Everything else that is not a success or
 * pending code is an error the shopper can correct in the form (validation, session, format).
 */
export function isDeclineCode(code: string): boolean {
  return /^(000\.400\.[1][0-9][1-9]|000\.400\.2|800\.[17]00|800\.800\.[123]|900\.[1234]00|000\.400\.030|100\.39[765]|100\.400|100\.38|100\.370\.100|100\.370\.11|800\.[56]|999\.|600\.1|800\.8|800\.1[123456]0|100\.[13]50)/.test(
    code,
  );
}
