import { DELIVERY_LIST, REGISTER } from "../events/webhooks-api.ts";
import { CONFIGURE, DECIDE, ENTITY_ONLY } from "../fraud-cases/cases-api.ts";
import { OPERATIONS, type Operation } from "../params/operations.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { CHARGEBACK, REVERSAL } from "../payments/chargebacks-api.ts";
import { MANY as QUERY_MANY, ONE as QUERY_ONE } from "../query/query-api.ts";
import { CLOCK_MOVE, CLOCK_READ } from "../sandbox/sandbox-api.ts";
import { DETAIL, FILES, PAGED, SUMMARY } from "../settlement/reports-api.ts";
import { BIN_ROWS } from "../widget-api/bin-lookup-api.ts";

/** Who may call a route: the merchant's server (bearer token), anyone (the widget's public files and pages), or the console's session. */
export type Caller = "bearer" | "public" | "session";

/** What a route's parameters are checked against: an operation of the spec tables, or a route's own rows. */
export type Params =
  | { readonly operation: Operation }
  | {
      readonly rows: readonly SpecRow[];
      /** Other names pass on to another request, which checks them (the overrides of a trigger): said, not listed. */
      readonly more?: string;
    }
  | { readonly widget: true };

export interface RouteDoc {
  readonly method: "GET" | "POST" | "DELETE";
  /** OpenAPI style: /v1/payments/{id}. */
  readonly path: string;
  readonly tag: "Checkouts" | "Payments" | "Registrations" | "Risk" | "Query" | "Reports" | "Scheduling" | "Sandbox" | "Widget";
  readonly summary: string;
  readonly caller: Caller;
  readonly body?: Params;
  readonly query?: readonly SpecRow[];
  /** The answer's media type when it is not JSON. */
  readonly produces?: string;
}

const ENTITY_QUERY: readonly SpecRow[] = [["entityId", "HEX32", "O"]];
const op = (o: Operation): Params => ({ operation: o });

/** One row: the tag's default caller (the widget's routes are public, the rest need the bearer token) unless given. */
export const describeRoute = (
  tag: RouteDoc["tag"],
  route: string,
  summary: string,
  more: Partial<Pick<RouteDoc, "caller" | "body" | "query" | "produces">> = {},
): RouteDoc => {
  const [method, path] = route.split(" ") as [RouteDoc["method"], string];
  return { method, path, tag, summary, caller: tag === "Widget" ? "public" : "bearer", ...more };
};
const r = describeRoute;

/**
 * Every route the gateway serves, described once (the OpenAPI document is made from this list, the rows
 * the rooms declare themselves (`Room.docs`, room.ts) and the parameter tables; openapi.test.ts fails when a served route is missing here or a listed one
 * is not served).
 */
export const ROUTE_DOCS: readonly RouteDoc[] = Object.freeze([
  // Checkouts
  r("Checkouts", "POST /v1/checkouts", "Prepare a checkout for the widget (30 minutes)", { body: op(OPERATIONS.createCheckout) }),
  r("Checkouts", "POST /v1/checkouts/{id}", "Add or replace parameters of an open checkout", { body: op(OPERATIONS.updateCheckout) }),
  r(
    "Checkouts",
    "GET /v1/checkouts/{id}/payment",
    "The checkout's payment status (a paid result is handed out once, then 400 with 200.300.404: read the payment by its id)",
    {
      query: ENTITY_QUERY,
    },
  ),
  r("Checkouts", "GET /v1/checkouts/{id}/registration", "The checkout's registration status", { query: ENTITY_QUERY }),
  // Payments
  r(
    "Payments",
    "POST /v1/payments",
    "Server-to-server payment (PA, DB, CD). A redirect brand or virtual account (SOFORTUEBERWEISUNG, GIROPAY, IDEAL, EPS, PAYPAL, STC_PAY; DB or PA, with shopperResultUrl and no account data) answers pending with redirect.url",
    { body: op(OPERATIONS.payment) },
  ),
  r("Payments", "GET /v1/payments/{id}", "A payment", { query: ENTITY_QUERY }),
  r("Payments", "POST /v1/payments/{id}", "Capture, refund or reverse a payment (CP, RF, RV)", { body: op(OPERATIONS.reference) }),
  // Registrations
  r("Registrations", "POST /v1/registrations", "Store payment data without a payment", { body: op(OPERATIONS.registration) }),
  r("Registrations", "GET /v1/registrations/{id}", "A registration", { query: ENTITY_QUERY }),
  r("Registrations", "DELETE /v1/registrations/{id}", "Delete a registration (its schedules end)", { query: ENTITY_QUERY }),
  r("Registrations", "POST /v1/registrations/{id}/payments", "Pay with a registration", { body: op(OPERATIONS.registrationPayment) }),
  // Risk
  r("Risk", "POST /v2/registrations/{id}/riskShield", "Fraud check against a registration, without a payment", {
    body: op(OPERATIONS.riskShield),
  }),
  r("Risk", "POST /v2/riskShield", "Fraud check without a payment", { body: op(OPERATIONS.riskShield) }),
  // Query
  r("Query", "GET /v1/query/{id}", "One transaction (spec 2.29)", { query: QUERY_ONE }),
  r("Query", "GET /v3/query/{id}", "One transaction (spec 2.29)", { query: QUERY_ONE }),
  r("Query", "GET /v1/query", "Transactions by reference, shortId or time frame (spec 2.29)", { query: QUERY_MANY }),
  r("Query", "GET /v3/query", "Transactions by reference, shortId or time frame (spec 2.29)", { query: QUERY_MANY }),
  r("Query", "GET /v1/payments", "The same query at the established gateway's older path (404 700.400.580 when nothing matches)", {
    query: QUERY_MANY,
  }),
  r("Query", "GET /v1/resultcodes", "The result codes the sandbox answers with", { caller: "public" }),
  // Reports
  r("Reports", "GET /reports/v1/reconciliations/aggregations", "Settlement summaries by day and currency (spec 2.23)", { query: SUMMARY }),
  r("Reports", "GET /reports/v1/reconciliations/aggregations/{id}", "One settlement aggregation's records (spec 2.31)", { query: DETAIL }),
  r("Reports", "GET /reports/v2/reconciliations/aggregations/{id}", "One aggregation's records, 100 a page", { query: PAGED }),
  r("Reports", "GET /reports/v1/reconciliations/files", "The entity's reconciliation files", { query: FILES }),
  r("Reports", "GET /reports/v1/reconciliations/files/{name}", "One reconciliation file (spec 2.31 CSV)", {
    query: FILES,
    produces: "text/csv",
  }),
  // Scheduling
  r("Scheduling", "POST /scheduling/v1/schedules", "Schedule payments over a registration (spec 2.26; registrationId required)", {
    body: op(OPERATIONS.schedule),
  }),
  r("Scheduling", "GET /scheduling/v1/schedules/{id}", "A schedule and its runs", { query: ENTITY_QUERY }),
  r("Scheduling", "DELETE /scheduling/v1/schedules/{id}", "End a schedule", { query: ENTITY_QUERY }),
  // Sandbox
  r("Sandbox", "GET /sandbox/v1/clock", "The sandbox clock", { query: CLOCK_READ }),
  r("Sandbox", "POST /sandbox/v1/clock", "Move the sandbox clock forward (ISO 8601 duration), running what falls due", {
    body: { rows: CLOCK_MOVE },
  }),
  r("Sandbox", "GET /sandbox/v1/notification-key", "The key notificationUrl posts are signed with", { query: ENTITY_ONLY }),
  r("Sandbox", "GET /sandbox/v1/reconciliation/ftp", "The entity's FTP login for the reconciliation files", { query: ENTITY_ONLY }),
  r("Sandbox", "POST /sandbox/v1/webhooks", "Register a webhook (a test notification first)", { body: { rows: REGISTER } }),
  r("Sandbox", "GET /sandbox/v1/webhooks", "The entity's webhooks", { query: ENTITY_ONLY }),
  r("Sandbox", "DELETE /sandbox/v1/webhooks/{id}", "Delete a webhook", { query: ENTITY_ONLY }),
  r("Sandbox", "GET /sandbox/v1/webhooks/{id}/deliveries", "A webhook's deliveries", { query: ENTITY_ONLY }),
  r("Sandbox", "GET /sandbox/v1/deliveries", "The entity's deliveries (webhooks and notificationUrl)", { query: DELIVERY_LIST }),
  r("Sandbox", "POST /sandbox/v1/webhooks/deliveries/{id}/redeliver", "Send a delivery again", { body: { rows: ENTITY_ONLY } }),
  r("Sandbox", "POST /sandbox/v1/payments/{id}/chargeback", "Book a chargeback (CB, spec 2.28)", { body: { rows: CHARGEBACK } }),
  r("Sandbox", "POST /sandbox/v1/payments/{id}/chargeback-reversal", "Book a chargeback reversal (CR)", { body: { rows: REVERSAL } }),
  r("Sandbox", "GET /sandbox/v1/cases", "Fraud cases the fraud check opened", { query: ENTITY_ONLY }),
  r("Sandbox", "POST /sandbox/v1/cases/{id}/decision", "An analyst's decision on a case (sends the tieback)", { body: { rows: DECIDE } }),
  r("Sandbox", "POST /sandbox/v1/tieback", "Configure the entity's tieback (spec 6.3)", { body: { rows: CONFIGURE } }),
  r("Sandbox", "GET /sandbox/v1/tieback", "The entity's tieback configuration", { query: ENTITY_ONLY }),
  r("Sandbox", "GET /sandbox/v1/tiebacks", "Tiebacks sent", { query: ENTITY_ONLY }),
  r("Sandbox", "GET /sandbox/v1/tiebacks/failed", "Tiebacks that failed", { query: ENTITY_ONLY }),
  r("Sandbox", "POST /sandbox/v1/tiebacks/failed/{id}/resubmit", "Send a failed tieback again", { body: { rows: ENTITY_ONLY } }),
  r("Sandbox", "DELETE /sandbox/v1/tiebacks/failed/{id}", "Drop a failed tieback", { query: ENTITY_ONLY }),
  r("Sandbox", "GET /sandbox/console", "The sandbox console (HTML)", { caller: "session", produces: "text/html" }),
  r("Sandbox", "GET /sandbox/console.css", "The console's stylesheet", { caller: "public", produces: "text/css" }),
  r("Sandbox", "POST /sandbox/console/session", "Sign in to the console with the bearer token (form post)", {
    caller: "public",
    produces: "text/html",
  }),
  r("Sandbox", "POST /sandbox/console/logout", "Sign out of the console", { caller: "session", produces: "text/html" }),
  r("Sandbox", "POST /sandbox/console/actions/{name}", "A console button (redeliver, decide a case, move the clock)", {
    caller: "session",
    produces: "text/html",
  }),
  // Widget
  r("Widget", "GET /v1/paymentWidgets.js", "The widget script (same bytes for every checkout: one SRI hash)", {
    produces: "text/javascript",
  }),
  r("Widget", "GET /v1/fastcheckout/integrity", "The widget script's SRI hash"),
  r("Widget", "GET /v1/css/{file}", "The widget's stylesheet", { produces: "text/css" }),
  r("Widget", "GET /v1/locales/{file}", "A label file (hashed name)"),
  r("Widget", "GET /v1/modules/{file}", "A lazily loaded part of the widget", { produces: "text/javascript" }),
  r("Widget", "GET /v1/logos/{file}", "A brand logo", { produces: "image/svg+xml" }),
  r("Widget", "GET /v1/pciIframe.html", "The card field page (hosted field)", { produces: "text/html" }),
  r("Widget", "GET /v1/frames/{file}", "Hosted-field pages and scripts", { produces: "text/html" }),
  r("Widget", "GET /v1/checkouts/{id}/config", "What the widget needs of a checkout (no secrets)"),
  r("Widget", "POST /v1/checkouts/{id}/payment", "The shopper pays (card data from the hosted fields only)", { body: { widget: true } }),
  r("Widget", "POST /v1/checkouts/{id}/registration", "The shopper stores a card (registration-only checkout)", { body: { widget: true } }),
  r("Widget", "POST /v1/checkouts/{id}/bin", "BIN lookup for the card field (hosted fields only)", { body: { rows: BIN_ROWS } }),
  r("Widget", "GET /v1/threeds/{txn}", "The sandbox ACS page (3-D Secure challenge)", { produces: "text/html" }),
  r("Widget", "POST /v1/threeds/{txn}", "The shopper's answer on the ACS page", { produces: "text/html" }),
  r("Widget", "GET /v1/simulator/redirect/{id}", "The sandbox bank page of a redirect brand", { produces: "text/html" }),
  r("Widget", "POST /v1/simulator/redirect/{id}", "The shopper's decision on the bank page", { produces: "text/html" }),
  r("Widget", "GET /v1/simulator/redirect.css", "The bank page's stylesheet", { produces: "text/css" }),
  r("Widget", "POST /v1/applepay/merchant-validation", "Apple Pay merchant validation (simulated session)"),
  r("Widget", "GET /v1/openapi.json", "This document"),
]);
