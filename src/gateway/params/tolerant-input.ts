import type { ParameterError } from "../http/envelope.ts";
import { neverShown } from "./sensitive.ts";
import { lookupParam } from "./spec-lookup.ts";

/**
 * How the gateway takes parameters the specification refuses but real client libraries send
 * (GATEWAY_INPUT): `strict` refuses them (the default: the sandbox says what production may
 * refuse); `tolerant` accepts exactly the variants of TOLERATED, normalized where a normal form
 * exists, and names each in `result.parameterWarnings` of the answer.
 */
export type InputMode = "strict" | "tolerant";

type Params = Record<string, string>;

interface Tolerance {
  readonly id: string;
  /** Who sends it, for the README. */
  readonly seenIn: string;
  /** Before validation: the normalized value (undefined: the parameter is dropped), or null when the variant does not apply. */
  readonly normalize?: (name: string, value: string) => string | undefined | null;
  /** After validation: whether an error is this variant's, to be waived. */
  readonly waives?: (error: ParameterError, params: Readonly<Params>) => boolean;
  readonly warning: string;
}

const isBool = (name: string) => {
  const m = lookupParam(name);
  return m !== undefined && !("error" in m) && m.format === "BOOL";
};

/**
 * Customer data real clients send without the shopper's name: the givenName/surname rule of 2.10 is waived for
 * these alone — e-mail and IP for the fraud check, an identity document (Latin American clients send
 * customer.identificationDocType/Id for the tax id a payment method requires, without names).
 */
const NAMELESS = new Set(["customer.email", "customer.ip", "customer.identificationDocType", "customer.identificationDocId"]);

/** The variants tolerant mode accepts: nothing else. */
export const TOLERATED: readonly Tolerance[] = Object.freeze([
  {
    id: "boolean spelling",
    seenIn: "PHP clients (createRegistration=1); True and FALSE are taken in every mode (canonical-input.ts)",
    normalize: (name, value) => (isBool(name) && /^[01]$/.test(value) ? (value === "1" ? "true" : "false") : null),
    warning: "is a boolean: send true or false (taken as {normalized})",
  },
  {
    id: "postcode punctuation",
    seenIn: "US ZIP+4 (15705-9357) and UK postcodes (SW1A 1AA) sent as typed",
    normalize: (name, value) =>
      /^(merchant\.)?billing\.postcode$/.test(name) && /[\s-]/.test(value) && /^[A-Za-z0-9\s-]{1,20}$/.test(value)
        ? value.replace(/[\s-]/g, "")
        : null,
    warning: "is letters and digits (spec 2.11): taken as {normalized}",
  },
  {
    id: "short merchantTransactionId",
    seenIn: "shop systems that use their order number (e.g. 4711) as the reference",
    waives: (e, params) =>
      e.name === "merchantTransactionId" && (params.merchantTransactionId ?? "").length < 8 && e.message.includes("at least 8"),
    warning: "is shorter than 8 characters (spec 2.3: 8 to 255): accepted as sent; production may refuse it",
  },
  {
    id: "customer e-mail, IP or identity document without names",
    seenIn: "clients that send customer.email or customer.ip for the fraud check, or an identity document, without the shopper's name",
    waives: (e, params) =>
      (e.name === "customer.givenName" || e.name === "customer.surname") &&
      Object.keys(params)
        .filter((n) => n.startsWith("customer.") && !/^customer\.(browser|browserFingerprint|app)\./.test(n))
        .every((n) => NAMELESS.has(n)),
    warning:
      "is required with other customer parameters (spec 2.10): only customer.email, customer.ip or an identity document was sent, accepted without names",
  },
  {
    id: "phone characters",
    seenIn: "ActiveMerchant's test data (customer.phone=(?!?)555-5555), passed by its remote tests on the established test system",
    waives: (e, params) =>
      /(^|\.)(phone|mobile)$/.test(e.name) && e.message.startsWith("expected AN25: a plus") && (params[e.name] ?? "").length <= 25,
    warning:
      "is a plus or digit, then digits, space, dot, parentheses, slash, hyphen (spec 2.10): accepted as sent; production may refuse it",
  },
  {
    // Last: a postcode or boolean with spaces around it is one of the variants above.
    id: "spaces around a value",
    seenIn: "form input passed on untrimmed (customer.email= jane@shop.example)",
    normalize: (name, value) =>
      value !== value.trim() && value.trim() !== "" && !neverShown(name) && !name.startsWith("customParameters[") ? value.trim() : null,
    warning: "has spaces around it: taken as {normalized}",
  },
]);

/** Before validation: the tolerated spellings normalized, with a warning each. */
export function normalizeTolerated(input: Readonly<Params>): { input: Params; warnings: ParameterError[] } {
  const out: Params = {};
  const warnings: ParameterError[] = [];
  for (const [name, value] of Object.entries(input)) {
    const t = TOLERATED.find((x) => x.normalize !== undefined && x.normalize(name, value) !== null);
    if (!t?.normalize) {
      out[name] = value;
      continue;
    }
    const normalized = t.normalize(name, value);
    if (normalized) out[name] = normalized;
    warnings.push({ name, value: value.slice(0, 64), message: t.warning.replace("{normalized}", JSON.stringify(normalized ?? "")) });
  }
  return { input: out, warnings };
}

/** After validation: the errors of tolerated variants become warnings. */
export function waiveTolerated(
  errors: readonly ParameterError[],
  params: Readonly<Params>,
): { errors: ParameterError[]; warnings: ParameterError[] } {
  const kept: ParameterError[] = [];
  const warnings: ParameterError[] = [];
  for (const e of errors) {
    const t = TOLERATED.find((x) => x.waives?.(e, params));
    if (t) warnings.push({ ...e, message: t.warning });
    else kept.push(e);
  }
  return { errors: kept, warnings };
}

/**
 * Strict mode: whether an error is one of the variants tolerant mode accepts (a PHP client's
 * createRegistration=1), so the answer can say how to run the sandbox for such a client.
 */
export function isTolerated(e: ParameterError, input: Readonly<Params>, params: Readonly<Params>): boolean {
  const value = input[e.name];
  return TOLERATED.some(
    (t) => (value !== undefined && t.normalize !== undefined && t.normalize(e.name, value) !== null) || t.waives?.(e, params) === true,
  );
}
