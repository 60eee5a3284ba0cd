import { group, type SpecGroup, type SpecRow } from "./spec-table.ts";

const SCHEMES = ["visa", "mastercard", "amex", "diners", "jcb", "cartebancaire"];

/** Spec 2.20: 3-D Secure, for the authentication message, as proof of an external authentication, and exemptions. */
export const THREE_D_SECURE: SpecGroup = group({
  id: "threeDSecure",
  section: "2.20",
  rows: [
    ["threeDSecure.amount", "N9.N2", "O"],
    ["threeDSecure.currency", "CURRENCY", "O"],
    ["threeDSecure.deviceInfo", "AN8192", "C"],
    ["threeDSecure.merchant.name", "AN100", "O"],
    ["threeDSecure.merchant.url", "AN2048", "O"],
    ["threeDSecure.merchant.country", "A3{3,3}[A-Z]", "O"],
    ...SCHEMES.flatMap((s): SpecRow[] => [
      [`threeDSecure.v2.${s}.requestorId`, "AN100", "O"],
      [`threeDSecure.v2.${s}.requestorName`, "AN100", "O"],
    ]),
    ["threeDSecure.channel", "N2:1-99", "O"],
    ["threeDSecure.npa", "BOOL", "O"],
    ["threeDSecure.decoupled", "BOOL", "O"],
    ["threeDSecure.threeRIInd", "RECURRING|SPLIT_SHIPMENT|DELAYED_SHIPMENT", "O"],
    [
      "threeDSecure.authenticationInd",
      "PAYMENT|RECURRING|INSTALLMENT|ADD_CARD|MAINTAIN_CARD|EMV_ID|BILLING_AGREEMENT|SPLIT_SHIPMENT|_DELAYED_SHIPMENT|SPLIT_PAYMENT",
      "O",
    ],
    ["threeDSecure.disable", "BOOL", "O"],
    ["threeDSecure.schemeData[CB-ITEMSNB]", "N2", "C"],
    ["threeDSecure.schemeData[CB-SCORE_MERCHANT]", "AN20", "C"],
    ["threeDSecure.schemeData[CB-USECASE]", "N2", "C"],
    ["threeDSecure.eci", "N2:01-08", "C"],
    ["threeDSecure.verificationId", "AN28{28,28}", "C"],
    ["threeDSecure.authenticationStatus", "Y|I|A|U|N", "C"],
    ["threeDSecure.dsTransactionId", "AN36{36,36}", "O"],
    ["threeDSecure.acsTransactionId", "AN36{36,36}", "O"],
    ["threeDSecure.challengeMandatedIndicator", "Y|N", "O"],
    ["threeDSecure.version", "VERSION", "O"],
    ["threeDSecure.authType", "N2:01-04", "O"],
    ["threeDSecure.transactionStatusReason", "N2", "O"],
    ["threeDSecure.challengeIndicator", "N2:01-09", "O"],
    ["threeDSecure.exemptionFlag", "N2:01-04", "O"],
  ],
});
