import { group, repeat, type SpecGroup, type SpecRow } from "./spec-table.ts";

/** Spec 2.13, all optional. */
export const CORPORATE: SpecGroup = group({
  id: "corporate",
  section: "2.13",
  rows: repeat(
    [
      ["name", "AN30", "O"],
      ["description", "AN160", "O"],
      ["street", "AN100", "O"],
      ["address", "AN100", "O"],
      ["city", "AN80", "O"],
      ["state", "AN50", "O"],
      ["postCode", "AN16", "O"],
      ["suite", "AN30", "O"],
      ["postboxNumber", "AN15", "O"],
      ["purchase", "Y|N", "O"],
      ["phone", "N25", "O"],
      ["fax", "N25", "O"],
      ["vatId", "AN255", "O"],
    ],
    "corporate.",
  ),
});

const PERSON_COMMON: readonly SpecRow[] = [
  ["birthDate", "DATE", "O"],
  ["phone", "AN25", "O"],
  ["accountNumber", "AN32", "O"],
  ["street", "AN100", "O"],
  ["city", "AN50", "O"],
  ["state", "AN50", "O"],
  ["country", "COUNTRY3", "O"],
  ["postcode", "AN30", "O"],
  ["nationality", "A50", "O"],
  ["birthCountry", "A3{3,3}[A-Z]", "O"],
  ["identificationType", "AN50", "O"],
  ["identificationValue", "AN50", "O"],
  ["identificationCountry", "A3{3,3}[A-Z]", "O"],
  ["entityType", "AN50", "O"],
  ["occupation", "AN50", "O"],
];

/** Spec 2.14. */
export const SENDER: SpecGroup = group({
  id: "sender",
  section: "2.14",
  rows: repeat(
    [
      ["name", "AN100", "O"],
      ["givenName", "AN50", "O"],
      ["middleName", "AN50", "O"],
      ["surname", "AN50", "O"],
      ...PERSON_COMMON,
      ["accountNumberType", "OTHER|RTN_AND_BANK_ACCOUNT|IBAN|IBAN_AND_BIC|CARD_ACCOUNT", "O"],
      ["sourceOfFunds", "N2:01-09", "O"],
    ],
    "sender.",
  ),
});

export const RECIPIENT: SpecGroup = group({
  id: "recipient",
  section: "2.14",
  rows: repeat(
    [
      ["givenName", "AN48", "O"],
      ["middleName", "AN48", "O"],
      ["surname", "AN48", "O"],
      ...PERSON_COMMON,
      ["accountNumberType", "OTHER|RTN_AND_BANK_ACCOUNT|IBAN|PHONE_NUMBER|BAN_AND_BIC|WALLET_ID|SOCIAL_NETWORK_ID", "O"],
      ["relationship", "AN50", "O"],
    ],
    "recipient.",
  ),
});

/** Spec 2.15, all optional. */
export const MERCHANT: SpecGroup = group({
  id: "merchant",
  section: "2.15",
  rows: repeat(
    [
      ["name", "AN100", "O"],
      ["mcc", "AN4", "O"],
      ["street", "AN100", "O"],
      ["city", "AN100", "O"],
      ["state", "AN50", "O"],
      ["countryCode", "N3{3,3}", "O"],
      ["country", "COUNTRY2", "O"],
      ["postcode", "AN16", "O"],
      ["geographicCoordinates", "COORDINATES", "O"],
      ["serviceLocationCity", "AN100", "O"],
      ["serviceLocationState", "AN50", "O"],
      ["serviceLocationCountryCode", "AN3", "O"],
      ["serviceLocationPostCode", "AN16", "O"],
      ["serviceLocationGeographicCoordinates", "AN20", "O"],
      ["additionalContact", "AN255", "O"],
      ["phone", "AN25", "O"],
      ["customerContactPhone", "AN25", "O"],
      ["websiteId", "AN255", "O"],
      ["url", "AN255", "O"],
      ["partnerIdCode", "AN60", "O"],
      ["isoId", "AN255", "O"],
      ["payFacId", "AN255", "O"],
      ["payFacName", "AN255", "O"],
      ["marketplaceId", "AN255", "O"],
      ["submerchantId", "AN100", "O"],
      ["taxId", "AN60", "O"],
      ["data[key]", "AN2048{0,2048}", "O"],
      ["foreignRetailIndicator", "AN25", "O"],
      ["legalName", "AN100", "O"],
      ["app.schemeUrl", "AN255", "O"],
    ],
    "merchant.",
  ),
});
