import { CONDITIONAL_RULES, type ConditionalRule } from "./conditional-rules.ts";

/** What one endpoint requires and refuses on top of the parameter tables (spec 2.3, 4). */
export interface Operation {
  readonly id: string;
  readonly required: readonly string[];
  /** paymentType values this operation carries out. */
  readonly paymentTypes?: readonly [string, ...string[]];
  readonly refused?: readonly { readonly names: RegExp; readonly reason: string }[];
  /** The conditional rules it checks (default: all of conditional-rules.ts). */
  readonly conditionalRules?: readonly ConditionalRule[];
}

export const INITIAL_PAYMENT_TYPES = ["PA", "DB", "CD"] as const;
export const REFERENCE_PAYMENT_TYPES = ["CP", "RF", "RV"] as const;

const OVERRIDE = {
  names: /^overridePaymentType\[/,
  reason: "is accepted only when a checkout is created (POST /v1/checkouts, spec 2.3)",
};
const ACCOUNT = {
  names:
    /^(card\.(number|expiryMonth|expiryYear|numberType)|bankAccount\.|virtualAccount\.|tokenAccount\.|(applePay|googlePay|samsungPay)\.)/,
  reason: "the registration supplies the account: send no account structure when paying over a registration",
};

/**
 * Card data and the other account secrets never travel through a checkout: the shopper types them into the
 * widget's card fields, which send them with the payment; the established platform's checkout samples
 * carry none. A checkout's parameters are stored as they came (and shown back in the console), so these
 * are refused rather than kept. card.holder stays: it pre-fills the form and overrideHolder (spec 2.3) uses it.
 */
const CARD_DATA = {
  names:
    /^(card\.(number|cvv|expiryMonth|expiryYear|numberType|bin)|tokenAccount\.(number|cryptogram|dtvc|expiryMonth|expiryYear)|(applePay|googlePay|samsungPay)\.paymentToken|giftCard\.(number|pin))$/,
  reason:
    "is card data, which a checkout never carries: the shopper enters it in the widget's card fields, and a server-to-server payment sends it to POST /v1/payments",
};

/** job.* (spec 2.26) schedules payments: only the scheduling endpoint takes it, a payment request never charges once instead. */
const JOB = {
  names: /^job\./,
  reason:
    "schedules payments: create a schedule with POST /scheduling/v1/schedules (registrationId, amount, currency, paymentType, job.*); a payment or checkout request never schedules",
};

/**
 * A redirect brand's or virtual account's payment made server-to-server (payments/server-async-payment.ts):
 * the shopper pays on the bank's or wallet's page, so the request carries no account to charge and
 * nothing that belongs to cards (3-D Secure, card on file, a registration to store).
 */
const paidElsewhere = (account: RegExp, reason: string) => [
  { names: account, reason },
  {
    names: /^(threeDSecure|standingInstruction)\./,
    reason: "belongs to card payments (3-D Secure, card on file); a redirect brand is authenticated on its own page",
  },
  { names: /^referenceUuid$/, reason: "links a card's authorizations (incremental authorization, reauthorization)" },
  { names: /^createRegistration$/, reason: "the sandbox stores cards and SEPA accounts; a redirect brand's payment stores nothing" },
];
/** An online transfer may name the shopper's bank (bankAccount.bic, .bankName, .country): a choice of bank, not an account (2.9's account rules do not apply). */
const BANK_CHOICE_RULES = CONDITIONAL_RULES.filter((r) => !(r.kind === "oneOf" && r.prefix === "bankAccount."));

/** The simulator's test switches (simulator/test-switches.ts) decide a payment's or registration's own result only. */
const switches = (reason: string) => ({ names: /^customParameters\[(forceResultCode|3DS2_enrolled|3DS2_flow)\]$/, reason });

const CHECKOUT_ONLY = {
  names: /^registrations\[/,
  reason: "lists the stored cards of a checkout: accepted only by POST /v1/checkouts and /v1/checkouts/{id}",
};

export const OPERATIONS = Object.freeze({
  createCheckout: {
    id: "createCheckout",
    required: ["entityId", "amount", "currency", "paymentType"],
    paymentTypes: ["PA", "DB", "CD", "PR"],
    refused: [CARD_DATA, JOB],
  },
  /**
   * A registration-only checkout (createRegistration=true and no paymentType) for the
   * `checkoutId={id}/registration` widget: it stores a card and pays nothing, so amount, currency and
   * paymentType (spec 2.3 R for payments) are not required; amount and currency may come together
   * (checked by the route), e.g. for the 3-D Secure data of a later payment.
   */
  createRegistrationCheckout: {
    id: "createRegistrationCheckout",
    required: ["entityId", "createRegistration"],
    refused: [
      { names: /^overridePaymentType\[/, reason: "a registration-only checkout (no paymentType) has no payment to override" },
      CARD_DATA,
      JOB,
    ],
  },
  updateCheckout: {
    id: "updateCheckout",
    required: ["entityId"],
    paymentTypes: ["PA", "DB", "CD", "PR"],
    refused: [OVERRIDE, CARD_DATA, JOB],
  },
  payment: {
    id: "payment",
    required: ["entityId", "amount", "currency", "paymentType"],
    paymentTypes: INITIAL_PAYMENT_TYPES,
    refused: [OVERRIDE, CHECKOUT_ONLY, JOB],
  },
  /** POST /v1/payments of SOFORTUEBERWEISUNG, GIROPAY, IDEAL, EPS: the shopper's bank may be named (bankAccount.bankName, .bic, .country), nothing more. */
  onlineTransferPayment: {
    id: "onlineTransferPayment",
    required: ["entityId", "amount", "currency", "paymentType", "paymentBrand", "shopperResultUrl"],
    paymentTypes: ["PA", "DB"],
    conditionalRules: BANK_CHOICE_RULES,
    refused: [
      OVERRIDE,
      CHECKOUT_ONLY,
      JOB,
      ...paidElsewhere(
        /^(card|tokenAccount|applePay|googlePay|samsungPay|virtualAccount)\.|^bankAccount\.(?!(bankName|bic|country)$)/,
        "is account data: the shopper signs in at their own bank's page; name the bank with bankAccount.bic, bankAccount.bankName or bankAccount.country only",
      ),
    ],
  },
  /** POST /v1/payments of PAYPAL, STC_PAY: the wallet account may be named (virtualAccount.accountId), nothing more. */
  virtualAccountPayment: {
    id: "virtualAccountPayment",
    required: ["entityId", "amount", "currency", "paymentType", "paymentBrand", "shopperResultUrl"],
    paymentTypes: ["PA", "DB"],
    refused: [
      OVERRIDE,
      CHECKOUT_ONLY,
      JOB,
      ...paidElsewhere(
        /^(card|tokenAccount|applePay|googlePay|samsungPay|bankAccount)\./,
        "is account data: the shopper signs in at the wallet's page; name the wallet account with virtualAccount.accountId only",
      ),
    ],
  },
  reference: {
    id: "reference",
    required: ["entityId", "paymentType"],
    paymentTypes: REFERENCE_PAYMENT_TYPES,
    refused: [
      OVERRIDE,
      CHECKOUT_ONLY,
      { ...ACCOUNT, reason: "the referenced payment supplies the account" },
      switches("is a test switch of a payment or registration: a capture, refund or reversal follows the rules of its payment"),
    ],
  },
  registrationPayment: {
    id: "registrationPayment",
    required: ["entityId", "amount", "currency", "paymentType"],
    paymentTypes: INITIAL_PAYMENT_TYPES,
    refused: [OVERRIDE, CHECKOUT_ONLY, ACCOUNT, JOB],
  },
  /** POST /v1/registrations: stores an account without a payment (spec 4; standingInstruction.* and recurringMigration.* of 2.19 belong here). */
  registration: {
    id: "registration",
    required: ["entityId"],
    refused: [
      OVERRIDE,
      CHECKOUT_ONLY,
      JOB,
      { names: /^(paymentType|createRegistration)$/, reason: "a registration stores payment data without a payment: send no paymentType" },
      {
        names:
          /^(?!(entityId|paymentBrand|testMode)$|(card|bankAccount|virtualAccount|tokenAccount|applePay|googlePay|samsungPay|customer|billing|shipping|merchant|standingInstruction|recurringMigration|risk)\.|customParameters\[)/,
        reason:
          "is not kept with a registration: it stores the account and the customer, billing, shipping, merchant, risk, standingInstruction and recurringMigration data; send payment parameters with each payment",
      },
    ],
  },
  /** POST /scheduling/v1/schedules (spec 2.26): each run is a payment over the registration. */
  schedule: {
    id: "schedule",
    required: ["entityId", "amount", "currency", "paymentType"],
    paymentTypes: INITIAL_PAYMENT_TYPES,
    refused: [OVERRIDE, CHECKOUT_ONLY, ACCOUNT],
  },
  riskShield: {
    id: "riskShield",
    required: ["entityId", "amount", "currency", "merchantTransactionId"],
    refused: [
      OVERRIDE,
      CHECKOUT_ONLY,
      { names: /^paymentType$/, reason: "a risk-only request has no paymentType (spec 4)" },
      switches(
        "is a test switch of a payment or registration: a risk-only request pays nothing (simulate its outcomes with customer.givenName=simulate, spec 6.5)",
      ),
    ],
  },
} satisfies Record<string, Operation>);
