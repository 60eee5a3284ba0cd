import type { FormKind } from "../../shared/payment-methods.ts";
import type { Checkout } from "../checkouts/checkouts.ts";
import type { GatewayContext } from "../context.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { WIDGET_PAYMENT_ROWS, widgetPaymentAccepts } from "../params/widget-payment-rules.ts";
import { startAsyncPayment } from "./async-payment.ts";
import { executeInitialPayment } from "./initial-payment.ts";
import { followableResultUrl } from "./result-url-trust.ts";
import { withMandate } from "./sepa-mandate.ts";
import type { Reply } from "./settle-payment.ts";

/** What a widget payment runs with besides the checkout and the merged parameters. */
export interface WidgetPaymentRun {
  readonly now: number;
  /** The gateway's origin as browsers reach it (the ACS and bank pages' address). */
  readonly gatewayOrigin: string;
  /** The merchant page's origin and the widget's channel, for the 3-D Secure relay page. */
  readonly widget?: { readonly origin: string; readonly channel: string } | undefined;
}

/**
 * One row per kind of form the widget pays with (`formKindOf(paymentBrand)`; undefined: no brand
 * given, brand detection on the card number): which parameters the browser may send, their rules,
 * whether the summary page applies, and what runs the payment.
 */
export interface WidgetPaymentKind {
  readonly accepts: (name: string) => boolean;
  /** The parameters of its own, as specification rows (params/widget-payment-rules.ts). */
  readonly rows: readonly SpecRow[];
  /** useSummaryPage is for card payments typed into the card form only. */
  readonly summaryPage: boolean;
  readonly run: (ctx: GatewayContext, c: Checkout, params: Readonly<Record<string, string>>, r: WidgetPaymentRun) => Reply;
}

/** Card data or a wallet's token: the pipeline of POST /v1/payments (fraud check, 3-D Secure, registration). */
const initialPayment: WidgetPaymentKind["run"] = (ctx, c, params, r) =>
  executeInitialPayment(ctx, {
    entityId: c.entityId,
    params,
    checkoutId: c.id,
    challenge: {
      gatewayOrigin: r.gatewayOrigin,
      widget: r.widget,
      // The result URL the shopper's page named, bound to this payment: followed once the challenge ends.
      resultUrlTrusted: params.shopperResultUrl !== undefined && followableResultUrl(params.shopperResultUrl),
    },
  });

/** A redirect brand or a virtual account: pending, the shopper goes to the bank's (sandbox) page. */
const asyncPayment: WidgetPaymentKind["run"] = (ctx, c, params, r) =>
  startAsyncPayment(ctx, { entityId: c.entityId, checkoutId: c.id }, params, r.gatewayOrigin);

/** SEPA direct debit: executed at once, with the checkout's mandate or one the gateway issues. */
const directDebit: WidgetPaymentKind["run"] = (ctx, c, params, r) =>
  executeInitialPayment(ctx, { entityId: c.entityId, params: withMandate(params, r.now), checkoutId: c.id });

const row = (kind: FormKind | "detected", summaryPage: boolean, run: WidgetPaymentKind["run"]): WidgetPaymentKind => ({
  accepts: (name) => widgetPaymentAccepts(kind, name),
  rows: WIDGET_PAYMENT_ROWS[kind],
  summaryPage,
  run,
});

const KINDS: Readonly<Record<FormKind | "detected", WidgetPaymentKind>> = {
  detected: row("detected", true, initialPayment),
  card: row("card", true, initialPayment),
  directDebit: row("directDebit", false, directDebit),
  onlineTransfer: row("onlineTransfer", false, asyncPayment),
  virtualAccount: row("virtualAccount", false, asyncPayment),
  // Wallets send a token from the wallet (spec 2.7): the pipeline of card payments.
  wallet: row("wallet", false, initialPayment),
};

export function widgetPaymentKind(kind: FormKind | "detected"): WidgetPaymentKind {
  return KINDS[kind];
}
