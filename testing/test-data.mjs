// Written by `npm run test-data` from the sandbox gateway's tables (src/gateway/simulator/): do not edit.

/** Every test card: number, brand, the result code the sandbox answers, and its 3-D Secure enrolment when it has one. */
export const CARDS = Object.freeze([
  {
    "number": "4200000000000000",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "5454545454545454",
    "brand": "MASTER",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "377777777777770",
    "brand": "AMEX",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "6759000000000000",
    "brand": "MAESTRO",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "6799851000000032",
    "brand": "MAESTRO",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "36961903000009",
    "brand": "DINERS",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "6011587918359498",
    "brand": "DISCOVER",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "3541599999092431",
    "brand": "JCB",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "36000000000008",
    "brand": "DINERS",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "3528000000000007",
    "brand": "JCB",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "6011000000000004",
    "brand": "DISCOVER",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "4464040000000007",
    "brand": "MADA",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "5888450000000003",
    "brand": "MADA",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "4035501000000008",
    "brand": "CARTEBANCAIRE",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "4917300800000000",
    "brand": "VISAELECTRON",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "4286710000000001",
    "brand": "MADA",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "5351100000000002",
    "brand": "MAESTRO",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "number": "4012888888881881",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "approved, address and CVV do not match"
  },
  {
    "number": "4005550000000001",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "approved, only the postcode matches"
  },
  {
    "number": "5105105105105100",
    "brand": "MASTER",
    "code": "000.100.110",
    "scenario": "approved, only the address matches, CVV not processed"
  },
  {
    "number": "5555555555554444",
    "brand": "MASTER",
    "code": "000.100.110",
    "scenario": "approved, AVS and CVV unavailable"
  },
  {
    "number": "4000000000000259",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "approved, then charged back by itself 5 days later (CB, `000.100.201`)"
  },
  {
    "number": "4000000000000267",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "approved, but its settlement fails (`SettlementStatus` FAILED)"
  },
  {
    "number": "4000000000000002",
    "brand": "VISA",
    "code": "800.100.152",
    "scenario": "declined by the authorization system"
  },
  {
    "number": "4000000000000010",
    "brand": "VISA",
    "code": "800.100.203",
    "scenario": "declined, insufficient funds"
  },
  {
    "number": "4000000000000101",
    "brand": "VISA",
    "code": "100.100.303",
    "scenario": "declined, card expired (issuer)"
  },
  {
    "number": "5200000000000007",
    "brand": "MASTER",
    "code": "800.100.155",
    "scenario": "declined, amount exceeds credit"
  },
  {
    "number": "5200000000000106",
    "brand": "MASTER",
    "code": "800.100.162",
    "scenario": "declined, limit exceeded"
  },
  {
    "number": "340000000000009",
    "brand": "AMEX",
    "code": "800.100.153",
    "scenario": "declined, invalid CVV"
  },
  {
    "number": "4000000000003014",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "authenticated without a challenge, approved",
    "threeDS": "frictionless"
  },
  {
    "number": "4000000000003022",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "the ACS page asks for the one-time code; approved with the right one",
    "threeDS": "challenge"
  },
  {
    "number": "4000000000003030",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "the issuer refuses the authentication; not sent to the acquirer",
    "threeDS": "failed"
  },
  {
    "number": "4000000000003048",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "the issuer's ACS is unavailable; the attempt counts as proof, approved",
    "threeDS": "attempted"
  },
  {
    "number": "5200000000003019",
    "brand": "MASTER",
    "code": "000.100.110",
    "scenario": "authenticated without a challenge, approved",
    "threeDS": "frictionless"
  },
  {
    "number": "5200000000003027",
    "brand": "MASTER",
    "code": "000.100.110",
    "scenario": "the ACS page asks for the one-time code; approved with the right one",
    "threeDS": "challenge"
  },
  {
    "number": "5200000000003035",
    "brand": "MASTER",
    "code": "000.100.110",
    "scenario": "the issuer refuses the authentication; not sent to the acquirer",
    "threeDS": "failed"
  },
  {
    "number": "5200000000003043",
    "brand": "MASTER",
    "code": "000.100.110",
    "scenario": "the issuer's ACS is unavailable; the attempt counts as proof, approved",
    "threeDS": "attempted"
  },
  {
    "number": "340000000003011",
    "brand": "AMEX",
    "code": "000.100.110",
    "scenario": "authenticated without a challenge, approved",
    "threeDS": "frictionless"
  },
  {
    "number": "340000000003029",
    "brand": "AMEX",
    "code": "000.100.110",
    "scenario": "the ACS page asks for the one-time code; approved with the right one",
    "threeDS": "challenge"
  },
  {
    "number": "340000000003037",
    "brand": "AMEX",
    "code": "000.100.110",
    "scenario": "the issuer refuses the authentication; not sent to the acquirer",
    "threeDS": "failed"
  },
  {
    "number": "340000000003045",
    "brand": "AMEX",
    "code": "000.100.110",
    "scenario": "the issuer's ACS is unavailable; the attempt counts as proof, approved",
    "threeDS": "attempted"
  },
  {
    "number": "4200000000000091",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "authenticated without a challenge, approved",
    "threeDS": "frictionless"
  },
  {
    "number": "4200000000000026",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "authenticated without a challenge, approved",
    "threeDS": "frictionless"
  },
  {
    "number": "4200000000000109",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "the issuer's ACS is unavailable; the attempt counts as proof, approved",
    "threeDS": "attempted"
  },
  {
    "number": "4200000000000059",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "the issuer's ACS is unavailable; the attempt counts as proof, approved",
    "threeDS": "attempted"
  },
  {
    "number": "4200000000000042",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "the ACS page asks for the one-time code; approved with the right one",
    "threeDS": "challenge"
  },
  {
    "number": "4200000000000067",
    "brand": "VISA",
    "code": "000.100.110",
    "scenario": "the ACS page asks for the one-time code; approved with the right one",
    "threeDS": "challenge"
  },
  {
    "number": "5200000000000056",
    "brand": "MASTER",
    "code": "000.100.110",
    "scenario": "authenticated without a challenge, approved",
    "threeDS": "frictionless"
  },
  {
    "number": "5200000000000023",
    "brand": "MASTER",
    "code": "000.100.110",
    "scenario": "the issuer's ACS is unavailable; the attempt counts as proof, approved",
    "threeDS": "attempted"
  },
  {
    "number": "5200000000000015",
    "brand": "MASTER",
    "code": "000.100.110",
    "scenario": "the ACS page asks for the one-time code; approved with the right one",
    "threeDS": "challenge"
  },
  {
    "number": "5200000000000049",
    "brand": "MASTER",
    "code": "000.100.110",
    "scenario": "the ACS page asks for the one-time code; approved with the right one",
    "threeDS": "challenge"
  },
  {
    "number": "6761301000993772",
    "brand": "MAESTRO",
    "code": "000.100.110",
    "scenario": "authenticated without a challenge, approved",
    "threeDS": "frictionless"
  },
  {
    "number": "374500262001008",
    "brand": "AMEX",
    "code": "000.100.110",
    "scenario": "authenticated without a challenge, approved",
    "threeDS": "frictionless"
  },
  {
    "number": "375987000000062",
    "brand": "AMEX",
    "code": "000.100.110",
    "scenario": "authenticated without a challenge, approved",
    "threeDS": "frictionless"
  },
  {
    "number": "377277081382243",
    "brand": "AMEX",
    "code": "000.100.110",
    "scenario": "the issuer's ACS is unavailable; the attempt counts as proof, approved",
    "threeDS": "attempted"
  },
  {
    "number": "373953192351004",
    "brand": "AMEX",
    "code": "000.100.110",
    "scenario": "the issuer's ACS is unavailable; the attempt counts as proof, approved",
    "threeDS": "attempted"
  },
  {
    "number": "343434343434343",
    "brand": "AMEX",
    "code": "000.100.110",
    "scenario": "the ACS page asks for the one-time code; approved with the right one",
    "threeDS": "challenge"
  },
  {
    "number": "375987000000021",
    "brand": "AMEX",
    "code": "000.100.110",
    "scenario": "the ACS page asks for the one-time code; approved with the right one",
    "threeDS": "challenge"
  }
]);

/** The SEPA test accounts: IBAN, BIC and the result code of a direct debit from them. */
export const BANK_ACCOUNTS = Object.freeze([
  {
    "iban": "AT611904300234573201",
    "bic": "BKAUATWW",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "iban": "DE89370400440532013000",
    "bic": "COBADEFFXXX",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "iban": "ES9121000418450200051332",
    "bic": "CAIXESBBXXX",
    "code": "000.100.110",
    "scenario": "approved"
  },
  {
    "iban": "DE02120300000000202051",
    "bic": "BYLADEM1001",
    "code": "800.100.203",
    "scenario": "declined, insufficient funds"
  },
  {
    "iban": "AT242011182221219800",
    "bic": "GIBAATWWXXX",
    "code": "800.100.152",
    "scenario": "declined by the authorization system"
  },
  {
    "iban": "ES7921000813610123456789",
    "bic": "CAIXESBBXXX",
    "code": "800.100.100",
    "scenario": "declined for unknown reason"
  }
]);

/** The BIN table (brandDetectionType "binlist"): brands in priority order, card type and issuing country. */
export const BINS = Object.freeze([
  {
    "bin": "420000",
    "brands": [
      "VISA"
    ],
    "type": "CREDIT",
    "country": "DE"
  },
  {
    "bin": "401288",
    "brands": [
      "VISA"
    ],
    "type": "CREDIT",
    "country": "US"
  },
  {
    "bin": "400555",
    "brands": [
      "VISA"
    ],
    "type": "PREPAID",
    "country": "GB"
  },
  {
    "bin": "545454",
    "brands": [
      "MASTER"
    ],
    "type": "CREDIT",
    "country": "US"
  },
  {
    "bin": "555555",
    "brands": [
      "MASTER"
    ],
    "type": "DEBIT",
    "country": "US"
  },
  {
    "bin": "377777",
    "brands": [
      "AMEX"
    ],
    "type": "CREDIT",
    "country": "US"
  },
  {
    "bin": "675900",
    "brands": [
      "MAESTRO"
    ],
    "type": "DEBIT",
    "country": "GB"
  },
  {
    "bin": "446404",
    "brands": [
      "MADA",
      "VISA"
    ],
    "type": "DEBIT",
    "country": "SA"
  },
  {
    "bin": "588845",
    "brands": [
      "MADA"
    ],
    "type": "DEBIT",
    "country": "SA"
  },
  {
    "bin": "428671",
    "brands": [
      "MADA",
      "VISA"
    ],
    "type": "DEBIT",
    "country": "SA"
  },
  {
    "bin": "403550",
    "brands": [
      "CARTEBANCAIRE",
      "VISA"
    ],
    "type": "DEBIT",
    "country": "FR"
  },
  {
    "bin": "535110",
    "brands": [
      "MAESTRO",
      "MASTER"
    ],
    "type": "DEBIT",
    "country": "DE"
  }
]);

/** The fraud simulations: customer.givenName and customer.surname of a payment, and what the sandbox answers. */
export const FRAUD_SIMULATIONS = Object.freeze([
  {
    "givenName": "simulate",
    "surname": "red",
    "code": "100.400.147",
    "outcome": "denied by the fraud check, payment not executed"
  },
  {
    "givenName": "simulate",
    "surname": "yellow",
    "code": "100.400.148",
    "outcome": "payment voided, transaction challenged"
  },
  {
    "givenName": "simulate",
    "surname": "error",
    "code": "900.100.400",
    "outcome": "error in the risk system, payment not executed"
  }
]);

/** The one-time code the sandbox's 3-D Secure page accepts. */
export const ONE_TIME_CODE = "1234";

/** The custom parameter that makes a payment answer a given result code. */
export const FORCE_RESULT_CODE = "customParameters[forceResultCode]";
