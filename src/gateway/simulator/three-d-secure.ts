import { randomBytes, randomUUID } from "node:crypto";
import { cardBrand } from "../../shared/brands.ts";
import type { ResultCode } from "../../shared/result-codes.ts";
import type { Assigned } from "../widget-api/own-fields.ts";
import type { TestCard, ThreeDSOutcome } from "./test-cards.ts";

/**
 * The sandbox's 3-D Secure 2 directory server and ACS (spec 2.20). Decided before the authorization:
 * an enrolled test card is authenticated at once (frictionless, attempted, failed) or challenged on
 * the ACS page (three-d-secure/three-d-secure-acs.ts). No authentication happens when the merchant disables
 * it (threeDSecure.disable=true) or brings its own (external 3DS data: eci, verificationId,
 * authenticationStatus, which are passed through unchanged as the spec asks). An exemption request
 * (threeDSecure.exemptionFlag) is always granted by the sandbox: no challenge, status I.
 */

/** authenticationStatus (transStatus): Y authenticated, A attempted, N refused, I exemption granted (informational). */
export type AuthenticationStatus = "Y" | "A" | "N" | "I";

export type Authentication =
  | { readonly kind: "none"; readonly why: "not enrolled" | "disabled" | "external" }
  | { readonly kind: "decided"; readonly status: AuthenticationStatus }
  | { readonly kind: "challenge" };

/** The one-time code the sandbox ACS accepts (docs/test-data.md). */
export const ACS_ONE_TIME_CODE = "1234";

/** The 3-D Secure protocol version the sandbox speaks. */
export const THREE_DS_VERSION = "2.2.0";

/** Result codes of an authentication that stops the payment. */
export const AUTHENTICATION_FAILED: ResultCode = "100.380.401";
export const AUTHENTICATION_CANCELLED: ResultCode = "100.396.101";

/** External 3-D Secure data (spec 2.20, "proof of authentication"): any of these means the merchant authenticated itself. */
const EXTERNAL = ["threeDSecure.eci", "threeDSecure.verificationId", "threeDSecure.authenticationStatus"] as const;

const STATUS_OF_OUTCOME = { frictionless: "Y", attempted: "A", failed: "N" } as const;

/**
 * The established platform's test switches, which real integrations send in their test mode
 * (docs/test-data.md): `customParameters[3DS2_enrolled]=true` treats any card as enrolled,
 * `customParameters[3DS2_flow]=challenge|frictionless` forces the flow. Enrolled by the switch alone,
 * a card is challenged (what an integration that turns it on wants to see), unless the flow says
 * frictionless.
 */
function forcedOutcome(params: Readonly<Record<string, string>>, card: TestCard | undefined): ThreeDSOutcome | undefined {
  const flow = params["customParameters[3DS2_flow]"]?.toLowerCase();
  const forced = flow === "challenge" || flow === "frictionless" ? flow : undefined;
  const enrolled = card?.threeDS !== undefined || params["customParameters[3DS2_enrolled]"]?.toLowerCase() === "true";
  if (!enrolled) return undefined;
  return forced ?? card?.threeDS ?? "challenge";
}

/** Decides the authentication of a card payment (the account is `card`, its test-card row or none). */
export function authenticationFor(params: Readonly<Record<string, string>>, card: TestCard | undefined): Authentication {
  const outcome = forcedOutcome(params, card);
  if (!outcome) return { kind: "none", why: "not enrolled" };
  if (params["threeDSecure.disable"] === "true") return { kind: "none", why: "disabled" };
  if (EXTERNAL.some((name) => params[name] !== undefined)) return { kind: "none", why: "external" };
  if (params["threeDSecure.exemptionFlag"] !== undefined) return { kind: "decided", status: "I" };
  if (outcome === "challenge") return { kind: "challenge" };
  return { kind: "decided", status: STATUS_OF_OUTCOME[outcome] };
}

/**
 * Electronic commerce indicator per card scheme and status (EMV 3DS): Mastercard counts 02/01/00,
 * the other schemes 05/06/07; an exemption is 07 (06 for Mastercard, "exemption applied").
 */
const ECI: Readonly<Record<"mastercard" | "other", Readonly<Record<AuthenticationStatus, string>>>> = {
  mastercard: { Y: "02", A: "01", N: "00", I: "06" },
  other: { Y: "05", A: "06", N: "07", I: "07" },
};

const MASTERCARD_BRANDS: ReadonlySet<string> = new Set(["MASTER", "MAESTRO"]);

/** The response's threeDSecure object (spec 2.20 fields) of an authentication the sandbox performed. */
export interface ThreeDSecureData {
  readonly eci: string;
  /** Absent when the authentication was refused: there is no cryptogram. */
  readonly verificationId?: string;
  readonly authenticationStatus: AuthenticationStatus;
  readonly version: string;
  readonly dsTransactionId: string;
  readonly acsTransactionId: string;
}

export function threeDSecureData(status: AuthenticationStatus, brand: string, acsTransactionId: string = randomUUID()): ThreeDSecureData {
  // Fields assigned in order, no spread in the literal (own-fields.ts).
  const data: Assigned<ThreeDSecureData> = {
    eci: ECI[MASTERCARD_BRANDS.has(cardBrand(brand)?.variantOf ?? brand) ? "mastercard" : "other"][status],
  } as ThreeDSecureData;
  // The cryptogram (CAVV/AAV/AEVV): 21 random bytes in base64, exactly 28 characters (spec 2.20).
  if (status !== "N") data.verificationId = randomBytes(21).toString("base64");
  data.authenticationStatus = status;
  data.version = THREE_DS_VERSION;
  data.dsTransactionId = randomUUID();
  data.acsTransactionId = acsTransactionId;
  return data;
}

/** The result code of a payment after its authentication: a refused one is not sent to the acquirer. */
export function codeAfterAuthentication(status: AuthenticationStatus, acquirerCode: ResultCode): ResultCode {
  return status === "N" ? AUTHENTICATION_FAILED : acquirerCode;
}
