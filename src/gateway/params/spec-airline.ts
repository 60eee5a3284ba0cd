import { group, repeat, type SpecGroup, type SpecRow } from "./spec-table.ts";

const an255 = (names: readonly string[]): SpecRow[] => names.map((n) => [n, "AN255", "C"] as const);
const amounts = (names: readonly string[]): SpecRow[] => names.map((n) => [n, "N10.N2", "C"] as const);

/** Spec 2.18, all conditional; AN255 unless stated. */
export const AIRLINE: SpecGroup = group({
  id: "airline",
  section: "2.18",
  rows: [
    ...repeat(
      [
        ...amounts(["totalTaxAmount", "totalFeesAmount", "totalFareAmount"]),
        ["ticketIssueDate", "DATE", "C"],
        ...an255([
          "ticketIssueAddress",
          "thirdPartyBooking",
          "bookingtype",
          "ticketDeliveryMethod",
          "bookingRefNum",
          "agentName",
          "agentCode",
        ]),
      ],
      "airline.",
    ),
    ...repeat(
      [
        ...an255([
          "type",
          "name",
          "ticketRestricted",
          "ticketNumber",
          "status",
          "phone",
          "frequentFlyerNumber",
          "email",
          "dob",
          "checkDigit",
        ]),
        ["residenceCountry", "COUNTRY2", "C"],
      ],
      "airline.passengers[n].",
    ),
    ...repeat(
      [
        ...an255([
          "ticketNumber",
          "stopOverAllowed",
          "restrictions",
          "flightNumber",
          "fareBasis",
          "exchangeTicketNum",
          "departureCountry",
          "departureAirport",
          "airlineName",
          "airlineCode",
          "departureTime",
          "arrivalCountry",
          "arrivalAirport",
          "arrivalTime",
          "couponNumber",
          "classOfService",
          "carrierCode",
        ]),
        ...amounts(["taxAmount", "feesAmount", "fareAmount", "departureTaxAmount"]),
        ["departureDate", "DATE", "C"],
        ["arrivalDate", "DATE", "C"],
        ["timeToDeparture", "AN10", "C"],
      ],
      "airline.passengers[n].legs[n].",
    ),
  ],
});
