import { detectBrands, isCardBrand } from "../../shared/brands.ts";
import { METHOD_BRANDS } from "../../shared/payment-methods.ts";
import type { ResultCode } from "../../shared/result-codes.ts";
import type { ParameterError } from "../http/envelope.ts";
import type { Assigned } from "../widget-api/own-fields.ts";
import { decideCardPayment, negativeTestCode } from "./card-payment.ts";
import { testBankAccount } from "./test-bank-accounts.ts";
import { testCard } from "./test-cards.ts";
import { decideDecryptedWallet, decideWalletToken, type WalletDecision, walletOf } from "./wallet-token.ts";

/**
 * What the sandbox keeps of an account: enough to show it (bin, last 4 digits, expiry, holder) and
 * to charge it again (the outcome decided when it was first seen), never the PAN or the CVV.
 */
export interface AccountRef {
  readonly kind: "card" | "bankAccount" | "virtualAccount" | "tokenAccount" | "wallet";
  readonly brand: string;
  readonly bin?: string;
  readonly last4?: string;
  readonly expiryMonth?: string;
  readonly expiryYear?: string;
  readonly holder?: string;
  /** Result code the simulated acquirer answers for this account. */
  readonly code: ResultCode;
  readonly avsResult?: string;
  readonly cvvResult?: string;
  /** 3-D Secure data of the payment (a wallet token that needed it, authenticated frictionless). */
  readonly threeDSecure?: { readonly eci: string; readonly authenticationStatus: string; readonly version: string };
  /** A test card the acquirer charges back by itself this many days after a debit or capture. */
  readonly chargebackAfterDays?: number;
  /** A test card whose settlement fails (settlement/). */
  readonly settlementFails?: boolean;
}

export interface AccountDecision {
  readonly ref?: AccountRef;
  readonly code: ResultCode;
  readonly parameterErrors?: readonly ParameterError[];
}

const APPROVED: ResultCode = "000.100.110";
const STRUCTURES = [
  ["card", /^card\.(number|expiryMonth|expiryYear)$/],
  ["bankAccount", /^bankAccount\.(?!mandate\.)/],
  ["virtualAccount", /^virtualAccount\./],
  ["tokenAccount", /^tokenAccount\./],
  ["wallet", /^(applePay|googlePay|samsungPay)\.paymentToken$/],
] as const;

/** Negative testing: a result code typed as the holder is the answer. */
const holderCode = (holder: string | undefined, fallback: ResultCode) => negativeTestCode(holder) ?? fallback;

/** Decides a payment's account: exactly one account structure (spec 4), simulated per kind. */
export function decideAccount(params: Readonly<Record<string, string>>, now: Date): AccountDecision {
  const names = Object.keys(params);
  const sent = STRUCTURES.filter(([, re]) => names.some((n) => re.test(n))).map(([kind]) => kind);
  const brand = params.paymentBrand;
  // A brand the sandbox does not simulate (KLARNA_INVOICE, PAYSAFECARD…): say so, rather than ask for an account it cannot take.
  if (sent.length === 0 && brand !== undefined && !isCardBrand(brand) && !Object.hasOwn(METHOD_BRANDS, brand)) {
    const message = `the sandbox does not simulate ${brand}: it pays card brands, ${Object.keys(METHOD_BRANDS).join(", ")}`;
    return { code: "200.300.404", parameterErrors: [{ name: "paymentBrand", value: brand, message }] };
  }
  if (sent.length !== 1) {
    const message =
      sent.length === 0
        ? "one account structure is required: card, bankAccount, virtualAccount, tokenAccount or a wallet paymentToken (applePay, googlePay, samsungPay)"
        : `send one account structure, not ${sent.join(" and ")}`;
    return { code: "200.300.404", parameterErrors: [{ name: "(account)", value: "", message }] };
  }
  switch (sent[0]) {
    case "card": {
      const decrypted = walletOf(params);
      if (decrypted !== undefined) return walletAccount(decideDecryptedWallet(decrypted, params, now), brand ?? decrypted.toUpperCase());
      const d = decideCardPayment(params, now);
      if (d.parameterErrors) return { code: d.code, parameterErrors: d.parameterErrors };
      const number = params["card.number"] ?? "";
      const t = testCard(number);
      const holder = params["card.holder"];
      // Fields assigned in order, not spread into the literal: Node 20 pays ~1 µs a field added after a spread (own-fields.ts).
      const ref: Assigned<AccountRef> = {
        kind: "card",
        brand: d.brand ?? "",
        bin: number.slice(0, 6),
        last4: number.slice(-4),
        expiryMonth: params["card.expiryMonth"] ?? "",
        expiryYear: params["card.expiryYear"] ?? "",
      } as Assigned<AccountRef>;
      if (holder) ref.holder = holder;
      ref.code = t?.code ?? d.code;
      ref.avsResult = t?.avs ?? "U";
      ref.cvvResult = t?.cvv ?? "U";
      if (t?.chargebackAfterDays) ref.chargebackAfterDays = t.chargebackAfterDays;
      if (t?.settlementFails) ref.settlementFails = true;
      return { code: d.code, ref };
    }
    case "bankAccount": {
      const holder = params["bankAccount.holder"];
      const account = params["bankAccount.iban"] ?? params["bankAccount.number"] ?? "";
      const accountCode = testBankAccount(account)?.code ?? APPROVED;
      const code = holderCode(holder, accountCode);
      const ref = { kind: "bankAccount", brand: brand ?? "DIRECTDEBIT_SEPA", last4: account.slice(-4) } as Assigned<AccountRef>;
      if (holder) ref.holder = holder;
      ref.code = accountCode;
      return { code, ref };
    }
    case "tokenAccount": {
      const number = params["tokenAccount.number"] ?? "";
      const code = testCard(number)?.code ?? APPROVED;
      const ref: AccountRef = {
        kind: "tokenAccount",
        brand: brand ?? detectBrands(number)[0] ?? "",
        bin: number.slice(0, 6),
        last4: number.slice(-4),
        expiryMonth: params["tokenAccount.expiryMonth"] ?? "",
        expiryYear: params["tokenAccount.expiryYear"] ?? "",
        code,
      };
      return { code, ref };
    }
    case "virtualAccount":
      return { code: APPROVED, ref: { kind: "virtualAccount", brand: brand ?? "VIRTUAL_ACCOUNT", code: APPROVED } };
    default: {
      const wallet = walletOf(params);
      if (wallet === undefined) {
        const message = "send the parameters of one wallet: applePay.*, googlePay.* or samsungPay.*";
        return { code: "200.300.404", parameterErrors: [{ name: "(account)", value: "", message }] };
      }
      return walletAccount(decideWalletToken(wallet, params, now), brand ?? wallet.toUpperCase());
    }
  }
}

/** A wallet payment's account: the card behind the token (bin, last 4, expiry), never the token. */
function walletAccount(d: WalletDecision, brand: string): AccountDecision {
  if (d.parameterErrors) return { code: d.code, parameterErrors: d.parameterErrors };
  const card = d.card;
  if (!card) return { code: d.code };
  const ref: Assigned<AccountRef> = {
    kind: "wallet",
    brand,
    bin: card.number.slice(0, 6),
    last4: card.number.slice(-4),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    code: d.code,
  };
  if (d.threeDSecure) ref.threeDSecure = d.threeDSecure;
  return { code: d.code, ref };
}

/**
 * Charges a stored account again (registrations, incremental authorizations): the outcome decided
 * when the account was stored, an expired card, or the negative-testing holder of this request.
 */
export function chargeStoredAccount(ref: AccountRef, params: Readonly<Record<string, string>>, now: Date): ResultCode {
  if (ref.kind === "card" && ref.expiryYear && ref.expiryMonth) {
    const y = now.getUTCFullYear();
    const m = now.getUTCMonth() + 1;
    if (Number(ref.expiryYear) < y || (Number(ref.expiryYear) === y && Number(ref.expiryMonth) < m)) return "100.100.303";
  }
  return holderCode(params["card.holder"] ?? params["bankAccount.holder"], ref.code);
}
