import type { ParameterError } from "../http/envelope.ts";
import { formBody } from "../http/form-body.ts";

const MAP = /^(fixed|headers)\[(.*)\]$/;
/** A key of a fixed pair: what a form key may be without encoding surprises. */
const FIXED_KEY = /^[A-Za-z0-9_.-]{1,64}$/;
/** An HTTP header name (RFC 9110 token), at most 64 characters. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/;
/** Headers the gateway sets itself: the merchant's cannot replace them. */
const RESERVED = new Set(["host", "content-length", "content-type", "connection", "transfer-encoding", "expect", "keep-alive", "upgrade"]);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters (CR, LF above all) are refused in values
const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_PAIRS = 20;

/**
 * The map parameters of POST /sandbox/v1/tieback: `fixed[name]=value` (pairs appended to every
 * tieback body) and `headers[name]=value` (sent with every tieback), checked — names, no control
 * characters, at most 255 characters, at most 20 of each, no header the gateway sets itself.
 * Answers them with the rest of the body, or the errors.
 */
export function mapParams(
  body: unknown,
):
  | { readonly fixed: Record<string, string>; readonly headers: Record<string, string>; readonly rest: Record<string, string> }
  | { readonly errors: ParameterError[] } {
  const fixed: Record<string, string> = {};
  const headers: Record<string, string> = {};
  const rest: Record<string, string> = {};
  const errors: ParameterError[] = [];
  for (const [name, value] of Object.entries(formBody(body))) {
    const m = MAP.exec(name);
    if (!m) {
      rest[name] = value;
      continue;
    }
    const [, map, key = ""] = m;
    const target = map === "fixed" ? fixed : headers;
    const fail = (message: string) => errors.push({ name: name.slice(0, 128), value: value.slice(0, 64), message });
    if (map === "fixed" ? !FIXED_KEY.test(key) : !HEADER_NAME.test(key))
      fail(`expected a name of 1 to 64 ${map === "fixed" ? "letters, digits, _ . -" : "header-name characters"}`);
    else if (map === "headers" && (RESERVED.has(key.toLowerCase()) || key.toLowerCase().startsWith("x-authentication")))
      fail("is a header the gateway sets itself");
    else if (value.length > 255 || CONTROL.test(value)) fail("expected at most 255 characters without control characters");
    else if (Object.keys(target).length >= MAX_PAIRS) fail(`expected at most ${MAX_PAIRS} ${map} entries`);
    else target[map === "headers" ? key.toLowerCase() : key] = value;
  }
  return errors.length > 0 ? { errors } : { fixed, headers, rest };
}
