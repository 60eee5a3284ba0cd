import { detectBrands } from "../../shared/brands.ts";
import { validateExpiryParts } from "../../shared/expiry-validation.ts";
import { luhnValid } from "../../shared/luhn.ts";
import type { ResultCode } from "../../shared/result-codes.ts";
import { WALLET_PREFIXES, type WalletPrefix, walletPrefixOf } from "../../shared/wallets.ts";
import type { ParameterError } from "../http/envelope.ts";
import { testCard, UNKNOWN_CARD_CODE } from "./test-cards.ts";

/**
 * Sandbox wallet tokens (docs/test-data.md, "Wallet tokens"). A real wallet token is encrypted for
 * the gateway's key; the sandbox has none, so its simulated tokens keep the wallet's JSON shape with
 * the encrypted part replaced by base64 of a JSON payload naming a test card:
 *   Apple Pay   `{"version":"EC_v1","data":"<payload>","signature":"…","header":{…}}`
 *   Google Pay  `{"protocolVersion":"ECv2","signature":"…","signedMessage":"<payload>"}`
 *   Samsung Pay `{"type":"S","version":"100","data":"<payload>"}`
 * payload = base64(`{"sandboxCard":"4200000000000000","expiryMonth":"12","expiryYear":"2030","authMethod":"CRYPTOGRAM_3DS"}`).
 * `authMethod` `PAN_ONLY` (a card stored in a Google account, no device cryptogram) needs 3-D Secure:
 * the sandbox runs it frictionless and puts its data in the answer.
 */
export interface WalletCard {
  readonly number: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly authMethod: "CRYPTOGRAM_3DS" | "PAN_ONLY";
}

export interface WalletDecision {
  readonly code: ResultCode;
  readonly card?: WalletCard;
  readonly cardBrand?: string;
  /** 3-D Secure data of a PAN_ONLY token (simulated frictionless authentication). */
  readonly threeDSecure?: { readonly eci: string; readonly authenticationStatus: string; readonly version: string };
  readonly parameterErrors?: readonly ParameterError[];
}

const FORMAT_HINT =
  "expected the wallet's token JSON whose data (Apple Pay, Samsung Pay) or signedMessage (Google Pay) is base64 of " +
  '{"sandboxCard":"<test card number>","expiryMonth":"MM","expiryYear":"YYYY"} (docs/test-data.md: wallet tokens)';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The simulated card inside a sandbox token, or undefined when the token is not one. */
export function readSandboxToken(token: string): WalletCard | undefined {
  const outer = parseJson(token);
  if (!isRecord(outer)) return undefined;
  const inner = typeof outer.data === "string" ? outer.data : typeof outer.signedMessage === "string" ? outer.signedMessage : undefined;
  if (inner === undefined || !/^[A-Za-z0-9+/=_-]{1,4096}$/.test(inner)) return undefined;
  const payload = parseJson(Buffer.from(inner, "base64").toString("utf8"));
  if (!isRecord(payload)) return undefined;
  const { sandboxCard, expiryMonth, expiryYear, authMethod = "CRYPTOGRAM_3DS" } = payload;
  if (typeof sandboxCard !== "string" || !/^\d{12,19}$/.test(sandboxCard)) return undefined;
  if (typeof expiryMonth !== "string" || !/^(0[1-9]|1[0-2])$/.test(expiryMonth)) return undefined;
  if (typeof expiryYear !== "string" || !/^20\d{2}$/.test(expiryYear)) return undefined;
  if (authMethod !== "CRYPTOGRAM_3DS" && authMethod !== "PAN_ONLY") return undefined;
  return { number: sandboxCard, expiryMonth, expiryYear, authMethod };
}

/** The simulated acquirer's answer for the card behind a wallet payment (either variant of spec 2.7). */
export function decideWalletCard(card: WalletCard, now: Date): WalletDecision {
  const cardBrand = detectBrands(card.number)[0];
  const brand = cardBrand ? { cardBrand } : {};
  if (!luhnValid(card.number)) return { card, ...brand, code: "100.100.101" };
  if (validateExpiryParts({ month: Number(card.expiryMonth), year: Number(card.expiryYear) }, now).errorKey === "expiryDateError")
    return { card, ...brand, code: "100.100.303" };
  const code = testCard(card.number)?.code ?? UNKNOWN_CARD_CODE;
  if (card.authMethod !== "PAN_ONLY") return { card, ...brand, code };
  return { card, ...brand, code, threeDSecure: { eci: "05", authenticationStatus: "Y", version: "2.2.0" } };
}

/** The wallet whose parameters a request carries, if exactly one. */
export function walletOf(params: Readonly<Record<string, string>>): WalletPrefix | undefined {
  const sent = WALLET_PREFIXES.filter((p) => Object.keys(params).some((n) => n.startsWith(`${p}.`)));
  return sent.length === 1 ? sent[0] : undefined;
}

/** Spec 2.7, variant 1: the encrypted token, for the wallet that paymentBrand names (when it names one). */
export function decideWalletToken(prefix: WalletPrefix, params: Readonly<Record<string, string>>, now: Date): WalletDecision {
  const name = `${prefix}.paymentToken`;
  const brandPrefix = walletPrefixOf(params.paymentBrand);
  if (params.paymentBrand !== undefined && brandPrefix !== prefix) {
    const message = `${name} belongs to ${prefix}; paymentBrand ${params.paymentBrand} expects ${brandPrefix ? `${brandPrefix}.paymentToken` : "no wallet token"}`;
    return { code: "100.100.700", parameterErrors: [{ name: "paymentBrand", value: params.paymentBrand, message }] };
  }
  const card = readSandboxToken(params[name] ?? "");
  if (!card) return { code: "100.100.101", parameterErrors: [{ name, value: "", message: `not a sandbox token: ${FORMAT_HINT}` }] };
  return decideWalletCard(card, now);
}

/**
 * Spec 2.7, variant 2: the merchant decrypted the token itself and sends card.number, expiry,
 * threeDSecure.verificationId / eci and `<wallet>.source` (web or app). No CVV: a wallet has none.
 */
export function decideDecryptedWallet(prefix: WalletPrefix, params: Readonly<Record<string, string>>, now: Date): WalletDecision {
  const source = params[`${prefix}.source`];
  if (source !== "web" && source !== "app") {
    return {
      code: "200.300.404",
      parameterErrors: [{ name: `${prefix}.source`, value: source ?? "", message: "is required with decrypted card data: web or app" }],
    };
  }
  const card: WalletCard = {
    number: params["card.number"] ?? "",
    expiryMonth: params["card.expiryMonth"] ?? "",
    expiryYear: params["card.expiryYear"] ?? "",
    authMethod: params["threeDSecure.verificationId"] ? "CRYPTOGRAM_3DS" : "PAN_ONLY",
  };
  return decideWalletCard(card, now);
}

/** A sandbox token in the wallet's shape (what the e2e stand-ins and the demo's simulated wallets produce in the browser). */
export function sandboxToken(prefix: WalletPrefix, card: Partial<WalletCard> & { readonly number: string }): string {
  const payload = Buffer.from(
    JSON.stringify({
      sandboxCard: card.number,
      expiryMonth: card.expiryMonth ?? "12",
      expiryYear: card.expiryYear ?? "2030",
      authMethod: card.authMethod ?? "CRYPTOGRAM_3DS",
    }),
  ).toString("base64");
  if (prefix === "googlePay") return JSON.stringify({ protocolVersion: "ECv2", signature: "sandbox", signedMessage: payload });
  if (prefix === "samsungPay") return JSON.stringify({ type: "S", version: "100", data: payload });
  return JSON.stringify({ version: "EC_v1", data: payload, signature: "sandbox", header: { transactionId: "sandbox" } });
}
