/**
 * The store-contract tests: the gateway's test files that run twice, on SQLite (the `unit` project)
 * and on PostgreSQL (the `postgres` project, vite.config.ts). A test file belongs here when it starts
 * gateways through the test harness (`gateway`, `gatewayPerTest`, `gatewayFixture`, `testDatabase`):
 * everything such a gateway stores goes through the store, so it is the store's contract. The other
 * gateway tests touch no database, or build one of their own, and run once.
 *
 * store-contract-tests.test.ts keeps this list true: a test file that starts harness gateways and is
 * missing here, or one listed that no longer does, fails it. SQLITE_ONLY names the harness users that
 * test SQLite itself, with the reason.
 */
export const STORE_CONTRACT_TESTS: readonly string[] = Object.freeze([
  "src/gateway/accounts.test.ts",
  "src/gateway/activemerchant-requests.test.ts",
  "src/gateway/store/card-data-at-rest.test.ts",
  "src/gateway/checkouts/checkout-lifecycle.test.ts",
  "src/gateway/cli-client.test.ts",
  "src/gateway/cli-stream.test.ts",
  "src/gateway/request-log/logs-api.test.ts",
  "src/gateway/triggers/triggers.test.ts",
  "src/gateway/faults/faults.test.ts",
  "src/gateway/faults/webhook-faults.test.ts",
  "src/gateway/faults/checkout-faults.test.ts",
  "src/gateway/replay/replay.test.ts",
  "src/gateway/replay/replay-shopper.test.ts",
  "src/gateway/cluster.test.ts",
  "src/gateway/console/console.test.ts",
  "src/gateway/doc-commands.test.ts",
  "src/gateway/drop-in-round-3.test.ts",
  "src/gateway/events/clock-and-retries.test.ts",
  "src/gateway/events/readme-receiver.test.ts",
  "src/gateway/events/receivers.test.ts",
  "src/gateway/events/webhooks.test.ts",
  "src/gateway/fraud-cases/cases.test.ts",
  "src/gateway/hyperswitch-requests.test.ts",
  "src/gateway/multi-process.test.ts",
  "src/gateway/omnipay-requests.test.ts",
  "src/gateway/params/tolerant-input.test.ts",
  "src/gateway/payments/payments-api.test.ts",
  "src/gateway/payments/chargebacks.test.ts",
  "src/gateway/payments/paid-back.test.ts",
  "src/gateway/payments/industry-practice.test.ts",
  "src/gateway/payments/server-redirect-payment.test.ts",
  "src/gateway/payments/stored-answer.test.ts",
  "src/gateway/payments/summary-page.test.ts",
  "src/gateway/payments/three-d-secure-payment.test.ts",
  "src/gateway/payments/registration-payments.test.ts",
  "src/gateway/widget-api/bin-lookup-api.test.ts",
  "src/gateway/checkouts/checkout-route.test.ts",
  "src/gateway/widget-api/payment-methods-api.test.ts",
  "src/gateway/query/query-api.test.ts",
  "src/gateway/checkouts/registration-checkout.test.ts",
  "src/gateway/widget-api/stored-cards.test.ts",
  "src/gateway/widget-api/wallet-payments.test.ts",
  "src/gateway/http/widget-caller.test.ts",
  "src/gateway/widget-api/widget-merchant-inputs.test.ts",
  "src/gateway/sandbox/clock-across-gateways.test.ts",
  "src/gateway/sandbox/clock-per-account.test.ts",
  "src/gateway/receiver-check/receiver-check.test.ts",
  "src/gateway/schedules/schedules.test.ts",
  "src/gateway/security-round-3.test.ts",
  "src/gateway/security.test.ts",
  "src/gateway/settlement/ftp-delivery.test.ts",
  "src/gateway/settlement/settlement.test.ts",
  "src/gateway/simulator/test-switches.test.ts",
  "src/gateway/store/postgres-database.test.ts",
  "src/gateway/three-d-secure/acs-simulator.test.ts",
]);

/** Harness users that test SQLite itself: they run on SQLite only. */
export const SQLITE_ONLY: Readonly<Record<string, string>> = Object.freeze({
  "src/gateway/store/durability.test.ts": "SQLite's file surviving a crash (synchronous=FULL, the WAL on disk)",
});
