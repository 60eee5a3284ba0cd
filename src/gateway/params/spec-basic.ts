import { group, type SpecGroup } from "./spec-table.ts";

/** Spec 2.3 basic payment parameters, 2.4 forex, 2.5 authentication. */
export const BASIC: SpecGroup = group({
  id: "basic",
  section: "2.3",
  rows: [
    ["amount", "N10.N2", "R"],
    ["taxAmount", "N10.N2", "C"],
    ["discountAmount", "N10.N2", "O"],
    ["currency", "CURRENCY", "R"],
    ["paymentBrand", "AN32[A-Za-z0-9_]", "C"],
    ["paymentType", "A2[A-Z]", "R"],
    ["integrity", "BOOL", "O"],
    ["overridePaymentType[brand]", "PA|DB|CD|PR", "O"],
    ["descriptor", "AN127", "O"],
    ["merchantTransactionId", "AN255{8,255}", "C"],
    ["merchantInvoiceId", "AN255{8,255}", "O"],
    ["merchantMemo", "AN255{8,255}", "O"],
    ["transactionCategory", "AN32{0,32}[A-Za-z0-9]", "O"],
    ["sequence", "AN255", "O"],
    ["numberOfCaptures", "N2:1-98", "O"],
    ["promotionCode", "AN15[A-Za-z0-9]", "O"],
    ["locale", "AN10", "O"],
    ["transactionPurposeCode", "AN12", "O"],
    ["integrationType", "AN10", "O"],
    ["transactionBai", "AN2", "O"],
    ["transactionTti", "AN3", "O"],
    ["transactionProcessingCode", "PURCHASE|FUNDING|PAYMENT", "O"],
    ["lifecycleId", "AN35", "O"],
    ["referenceUuid", "AN32[A-Za-z0-9]", "O"],
    ["transactionPurposeAccount", "AN255", "O"],
    ["testMode", "EXTERNAL|INTERNAL", "O"],
    ["shopperResultUrl", "URL", "C"],
    ["notificationUrl", "URL", "O"],
    ["createRegistration", "BOOL", "O"],
    ["overrideHolder", "BOOL", "O"],
  ],
});

/**
 * The stored cards a checkout offers in the widget (one-click): registration ids of the checkout's
 * entity, listed when the checkout is created or updated (widget integration guide, not section 2).
 */
export const CHECKOUT_REGISTRATIONS: SpecGroup = group({
  id: "checkoutRegistrations",
  section: "4.1",
  rows: [["registrations[n].id", "AN32[A-Za-z0-9]", "O"]],
});

export const FOREX: SpecGroup = group({
  id: "forex",
  section: "2.4",
  rows: [
    ["forex.amount", "N10.N2", "C"],
    ["forex.currency", "CURRENCY", "C"],
    ["forex.tax", "N10.N2", "C"],
  ],
});

export const AUTHENTICATION: SpecGroup = group({ id: "authentication", section: "2.5", rows: [["entityId", "HEX32", "C"]] });

/** Spec 2.19, deprecated: a registration with the data of its INITIAL transaction. */
export const RECURRING_MIGRATION: SpecGroup = group({
  id: "recurringMigration",
  section: "2.19",
  prefix: "recurringMigration.",
  rows: [
    ["recurringMigration.paymentType", "DB|CD|PA", "R"],
    ["recurringMigration.amount", "N8.N2", "O"],
    ["recurringMigration.requestTimestamp", "DATETIME", "C"],
    ["recurringMigration.connectorTxId1", "AN128", "C"],
    ["recurringMigration.connectorTxId2", "AN128", "C"],
    ["recurringMigration.connectorTxId3", "AN128", "C"],
  ],
});

export const CHARGEBACK: SpecGroup = group({ id: "chargeback", section: "2.28", rows: [["chargebackResultCode", "CHARGEBACK", "O"]] });

/** Spec 2.29; merchantTransactionId is already a basic parameter. */
export const QUERY: SpecGroup = group({
  id: "query",
  section: "2.29",
  rows: [
    ["limit", "N3:100-500", "O"],
    ["date.from", "DATETIME", "O"],
    ["date.to", "DATETIME", "O"],
    ["paymentTypes", "QUERY_PAYMENT_TYPES", "O"],
    ["paymentMethods", "QUERY_PAYMENT_METHODS", "O"],
    ["includeLinkedTransactions", "BOOL", "O"],
    ["shortId", "AN14", "O"],
  ],
});
