import { group, repeat, type SpecGroup, type SpecRow } from "./spec-table.ts";

/** Spec 2.10, customer incl. browser data for 3-D Secure. */
const CUSTOMER_ROWS: readonly SpecRow[] = [
  ["customer.merchantCustomerId", "AN255", "O"],
  ["customer.givenName", "AN50", "C"],
  ["customer.middleName", "AN50{2,50}", "O"],
  ["customer.surname", "AN50", "C"],
  ["customer.sex", "M|F", "O"],
  ["customer.birthDate", "DATE", "O"],
  ["customer.phone", "PHONE", "O"],
  ["customer.mobile", "PHONE", "O"],
  ["customer.workPhone", "AN25", "O"],
  ["customer.email", "EMAIL", "O"],
  ["customer.companyName", "AN60", "O"],
  ["customer.identificationDocType", "IDCARD|PASSPORT|TAXSTATEMENT", "C"],
  ["customer.identificationDocId", "AN64{8,64}", "C"],
  ["customer.ip", "AN255", "O"],
  ["customer.merchantReference", "AN255", "O"],
  ["customer.salutation", "MR|MRS|MS|MX", "O"],
  ["customer.language", "A2[A-Z]", "O"],
  ["customer.category", "INDIVIDUAL|COMPANY", "O"],
  ["customer.browserFingerprint.id", "AN255", "O"],
  ["customer.browserFingerprint.value", "AN4096", "O"],
  ["customer.browser.acceptHeader", "AN2048", "C"],
  ["customer.browser.language", "AN8", "C"],
  ["customer.browser.screenHeight", "N6", "C"],
  ["customer.browser.screenWidth", "N6", "C"],
  ["customer.browser.timezone", "AN5[0-9\\-]", "C"],
  ["customer.browser.userAgent", "AN2048", "C"],
  ["customer.browser.javaEnabled", "BOOL", "C"],
  ["customer.browser.screenColorDepth", "N2", "O"],
  ["customer.browser.challengeWindow", "N1", "O"],
  ["customer.browser.deviceId", "AN32", "O"],
  ["customer.app.deviceId", "AN40", "O"],
  ["customer.status", "NEW|EXISTING", "O"],
];

export const CUSTOMER: SpecGroup = group({ id: "customer", section: "2.10", rows: CUSTOMER_ROWS });

/**
 * Parameters the established platform publicly documents that the specification's tables omit, and
 * real clients send: accepted with their documented formats in every mode (docs/gateway.md "Validation").
 * Names nobody documents stay unknown.
 */
export const DOCUMENTED_EXTRAS: SpecGroup = group({
  id: "documentedExtras",
  section: "2.10+",
  rows: [
    // EMV 3-D Secure 2 browserJavascriptEnabled, which 3DS2 integrations send beside javaEnabled.
    ["customer.browser.javascriptEnabled", "BOOL", "O"],
    // The recipient's name beside 2.12's shipping.middleName (ActiveMerchant sends them).
    ["shipping.givenName", "AN50", "O"],
    ["shipping.surname", "AN50", "O"],
    // 3-D Secure 1's transaction id beside eci and verificationId, from an external server (ActiveMerchant sends it).
    ["threeDSecure.xid", "AN28{28,28}", "O"],
    // The number of instalments of a deferred-payment plan: the "add custom fields" example of the established widget's
    // advanced options (as HyperPay and Peach publish them), sent by its mobile SDK and by Datafast (Ecuador) pages.
    ["recurring.numberOfInstallments", "N3", "O"],
  ],
});

const NOT_FOR_SHIPPING = /^customer\.(browserFingerprint\.|browser\.deviceId$|app\.deviceId$)/;

/** shipping.customer.* repeats every customer field, all optional, except the device data. */
export const SHIPPING_CUSTOMER: SpecGroup = group({
  id: "shippingCustomer",
  section: "2.10",
  rows: repeat(
    CUSTOMER_ROWS.filter(([name]) => !NOT_FOR_SHIPPING.test(name)),
    "shipping.",
    "O",
  ),
});
