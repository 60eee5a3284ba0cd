import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** How long a console session lasts. */
export const SESSION_MS = 8 * 60 * 60 * 1000;
export const SESSION_COOKIE = "wpwl_console";

const fingerprint = (token: string) => createHash("sha256").update(token).digest("hex").slice(0, 16);
const mac = (token: string, what: string) => createHmac("sha256", token).update(what).digest("base64url");
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The sandbox console's session: a cookie `v2.<session id>.<expiry>.<token fingerprint>.<HMAC-SHA256 keyed
 * by the token>`. It holds no secret, any gateway process that knows the token can check its signature,
 * and changing the token ends every session; the session id names a row of console_sessions
 * (session-store.ts), so signing out ends that session for good, in every process. `sessionToken` finds
 * the token and session a cookie stands for, or nothing when it is forged, altered or expired.
 */
export function sessionCookie(token: string, now: number, id: string): string {
  const expiry = String(now + SESSION_MS);
  const fp = fingerprint(token);
  return `v2.${id}.${expiry}.${fp}.${mac(token, `console|${id}|${expiry}|${fp}`)}`;
}

export function sessionToken(cookie: string | undefined, tokens: Iterable<string>, now: number): { token: string; id: string } | undefined {
  const [version, id, expiry, fp, sig, ...rest] = (cookie ?? "").split(".");
  if (version !== "v2" || !id || !/^[0-9a-f]{32}$/.test(id) || !expiry || !fp || !sig || rest.length > 0) return undefined;
  if (!/^\d{1,15}$/.test(expiry) || Number(expiry) <= now) return undefined;
  for (const token of tokens) {
    if (fingerprint(token) === fp && same(sig, mac(token, `console|${id}|${expiry}|${fp}`))) return { token, id };
  }
  return undefined;
}

/** The token a form of the console must carry back (a cookie alone cannot make a console action happen). */
export function csrfToken(token: string, cookie: string): string {
  return mac(token, `csrf|${cookie}`);
}

export function validCsrf(token: string, cookie: string, sent: string | undefined): boolean {
  return sent !== undefined && same(sent, csrfToken(token, cookie));
}

/** The cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name = SESSION_COOKIE): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return v.join("=");
  }
  return undefined;
}
