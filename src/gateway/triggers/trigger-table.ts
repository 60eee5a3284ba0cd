/**
 * What `POST /sandbox/v1/triggers` can make happen, as data: each row is one real operation of the gateway's
 * public API that sends one kind of event (or, for a fraud case's decision, a tieback). A row that acts on an
 * object (`on`) takes the merchant's own (`for`) or makes one first with the row named in `make` — so every
 * event is one the gateway really sends, about an object that really exists, after a request that was
 * validated as any other. The merchant's overrides go to the acting request; the names in `fixed` are the
 * trigger's own (a refund with another paymentType would be another trigger).
 */
export type ObjectKind = "payment" | "registration" | "schedule" | "case";

/** What the acting request is given besides the overrides: the sandbox time and the object acted on (its GET answer). */
export interface TriggerInput {
  readonly entityId: string;
  readonly now: number;
  readonly target?: Readonly<Record<string, unknown>>;
}

export interface TriggerRow {
  readonly name: string;
  /** The event it sends: TYPE.ACTION of a webhook, or TIEBACK. */
  readonly sends: string;
  readonly summary: string;
  /** The object it acts on, and the trigger that makes one when the merchant names none. */
  readonly on?: { readonly kind: ObjectKind; readonly make: string };
  /**
   * How it acts: a request of the merchant API ({id} is the object's id), or the shopper's answer on the
   * sandbox bank page of a pending payment (what the shopper's browser would send).
   */
  readonly via: { readonly method: "POST" | "DELETE"; readonly path: string } | "bank-page";
  /** The request's parameters before the overrides. */
  readonly params: (t: TriggerInput) => Record<string, string>;
  readonly fixed: readonly string[];
  /** What the answer made, when it is not `answer.id` of this kind: a payment that opened a fraud case. */
  readonly makes?: "case";
}

/** The approved Visa of the test cards, valid for three more years of sandbox time. */
export const TEST_CARD = (now: number) => ({
  paymentBrand: "VISA",
  "card.number": "4200000000000000",
  "card.holder": "Jane Jones",
  "card.expiryMonth": "12",
  "card.expiryYear": String(new Date(now).getUTCFullYear() + 3),
  "card.cvv": "123",
});

const money = () => ({ amount: "10.00", currency: "EUR" });
/** A reference operation takes the amount and currency of the payment it follows. */
const targetMoney = (t: TriggerInput) => ({
  amount: String(t.target?.amount ?? "10.00"),
  currency: String(t.target?.currency ?? "EUR"),
});
const entity = (t: TriggerInput) => ({ entityId: t.entityId });
const cardPayment = (paymentType: string) => (t: TriggerInput) => ({ ...entity(t), ...money(), paymentType, ...TEST_CARD(t.now) });
const reference = (paymentType: string, withMoney: boolean) => (t: TriggerInput) => ({
  ...entity(t),
  paymentType,
  ...(withMoney ? targetMoney(t) : {}),
});
const PAYMENTS = { method: "POST", path: "/v1/payments" } as const;
const ON_PAYMENT = { method: "POST", path: "/v1/payments/{id}" } as const;

export const TRIGGERS: readonly TriggerRow[] = Object.freeze([
  {
    name: "payment.debit",
    sends: "PAYMENT.CREATED",
    summary: "a card payment (DB), approved with the test Visa unless card.number says otherwise",
    via: PAYMENTS,
    params: cardPayment("DB"),
    fixed: ["paymentType"],
  },
  {
    name: "payment.preauthorization",
    sends: "PAYMENT.CREATED",
    summary: "a card preauthorization (PA)",
    via: PAYMENTS,
    params: cardPayment("PA"),
    fixed: ["paymentType"],
  },
  {
    name: "payment.capture",
    sends: "PAYMENT.CREATED",
    summary: "a capture (CP) of a preauthorization, its whole amount unless amount says less",
    on: { kind: "payment", make: "payment.preauthorization" },
    via: ON_PAYMENT,
    params: reference("CP", true),
    fixed: ["paymentType"],
  },
  {
    name: "payment.refund",
    sends: "PAYMENT.CREATED",
    summary: "a refund (RF) of a debit or capture, its whole amount unless amount says less",
    on: { kind: "payment", make: "payment.debit" },
    via: ON_PAYMENT,
    params: reference("RF", true),
    fixed: ["paymentType"],
  },
  {
    name: "payment.reversal",
    sends: "PAYMENT.CREATED",
    summary: "a reversal (RV) of a preauthorization",
    on: { kind: "payment", make: "payment.preauthorization" },
    via: ON_PAYMENT,
    params: reference("RV", false),
    fixed: ["paymentType"],
  },
  {
    name: "payment.chargeback",
    sends: "PAYMENT.CREATED",
    summary: "a chargeback (CB) of a debit or capture, as the acquirer books it (amount, chargebackResultCode)",
    on: { kind: "payment", make: "payment.debit" },
    via: { method: "POST", path: "/sandbox/v1/payments/{id}/chargeback" },
    params: entity,
    fixed: [],
  },
  {
    name: "payment.chargeback-reversal",
    sends: "PAYMENT.CREATED",
    summary: "a chargeback reversal (CR) of a chargeback",
    on: { kind: "payment", make: "payment.chargeback" },
    via: { method: "POST", path: "/sandbox/v1/payments/{id}/chargeback-reversal" },
    params: entity,
    fixed: [],
  },
  {
    name: "payment.pending",
    sends: "PAYMENT.CREATED",
    summary: "a PayPal payment waiting for the shopper on the sandbox bank page (000.200.000)",
    via: PAYMENTS,
    params: (t) => ({
      ...entity(t),
      ...money(),
      paymentType: "DB",
      paymentBrand: "PAYPAL",
      shopperResultUrl: "https://merchant.example/result",
    }),
    fixed: ["paymentType"],
  },
  {
    name: "payment.updated",
    sends: "PAYMENT.UPDATED",
    summary: "the shopper's answer on the bank page of a pending payment: decision approve (default), decline or cancel",
    on: { kind: "payment", make: "payment.pending" },
    via: "bank-page",
    params: () => ({ decision: "approve" }),
    fixed: [],
  },
  {
    name: "registration.created",
    sends: "REGISTRATION.CREATED",
    summary: "a stored card (POST /v1/registrations)",
    via: { method: "POST", path: "/v1/registrations" },
    params: (t) => ({ ...entity(t), ...TEST_CARD(t.now) }),
    fixed: [],
  },
  {
    name: "registration.deleted",
    sends: "REGISTRATION.DELETED",
    summary: "a stored card deleted",
    on: { kind: "registration", make: "registration.created" },
    via: { method: "DELETE", path: "/v1/registrations/{id}" },
    params: entity,
    fixed: [],
  },
  {
    name: "schedule.created",
    sends: "SCHEDULE.CREATED",
    summary: "a monthly charge of a stored card (POST /scheduling/v1/schedules), job.* as you set them",
    on: { kind: "registration", make: "registration.created" },
    via: { method: "POST", path: "/scheduling/v1/schedules" },
    params: (t) => ({
      ...entity(t),
      registrationId: String(t.target?.id ?? ""),
      ...money(),
      paymentType: "DB",
      "job.month": "*",
      "job.dayOfMonth": "1",
    }),
    fixed: ["registrationId"],
  },
  {
    name: "schedule.deleted",
    sends: "SCHEDULE.DELETED",
    summary: "a schedule deleted",
    on: { kind: "schedule", make: "schedule.created" },
    via: { method: "DELETE", path: "/scheduling/v1/schedules/{id}" },
    params: entity,
    fixed: [],
  },
  {
    name: "risk.created",
    sends: "RISK.CREATED",
    summary:
      "a fraud check without a payment (POST /v2/riskShield); customer.surname=red, yellow or error with customer.givenName=simulate",
    via: { method: "POST", path: "/v2/riskShield" },
    params: (t) => ({ ...entity(t), ...money(), merchantTransactionId: `trigger-${t.now}` }),
    fixed: [],
  },
  {
    name: "case.opened",
    sends: "PAYMENT.CREATED",
    summary: "a card payment the fraud check sends to review (the yellow simulation): it opens a fraud case",
    via: PAYMENTS,
    params: (t) => ({ ...cardPayment("DB")(t), "customer.givenName": "simulate", "customer.surname": "yellow" }),
    fixed: ["paymentType", "customer.givenName", "customer.surname"],
    makes: "case",
  },
  {
    name: "case.decided",
    sends: "TIEBACK",
    summary: "an analyst's decision on a fraud case (decision APPROVE, CANCEL or PENDING): the tieback to your configured URL",
    on: { kind: "case", make: "case.opened" },
    via: { method: "POST", path: "/sandbox/v1/cases/{id}/decision" },
    params: (t) => ({ ...entity(t), decision: "APPROVE" }),
    fixed: [],
  },
] satisfies TriggerRow[]);

export const TRIGGER_NAMES = TRIGGERS.map((t) => t.name);
export const triggerNamed = (name: string) => TRIGGERS.find((t) => t.name === name);
