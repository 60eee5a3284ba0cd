/**
 * A value put into a Content-Security-Policy header as a source: a URL's origin, only when it is one
 * (scheme, a host of letters, digits, dots, hyphens and underscores or a bracketed IPv6 address, a port).
 * Anything else — `https://a;require-trusted-types-for/r3` parses as a URL whose "host" carries a second
 * directive — becomes 'none': a header is never built from an unchecked value (security round 3, item 13).
 */
const HOST_SOURCE = /^https?:\/\/([a-z0-9_.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

export function cspOrigin(url: string): string {
  try {
    const origin = new URL(url).origin;
    return HOST_SOURCE.test(origin) ? origin : "'none'";
  } catch {
    return "'none'";
  }
}

/** A host source of FRAME_ANCESTORS: scheme, an optional `*.` before the host, an optional port or `*` for any. */
const LISTED_HOST = /^(https?):\/\/(\*\.)?([a-z0-9_.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/i;

const DEFAULT_PORT: Readonly<Record<string, string>> = { "http:": "80", "https:": "443" };

/**
 * Whether the browser lets a page of `origin` frame the hosted fields under the CSP `frame-ancestors` FRAME_ANCESTORS
 * builds — the same matching, so the gateway can tell a page before its frames are refused (`own`: the gateway's
 * origin, for 'self'): `*`, a scheme (`https:`), an origin, `https://*.shop.example`, a port `*`.
 */
export function originAllowedBy(origin: string, list: string, own: string): boolean {
  if (!/^https?:\/\/[^/\s]+$/.test(origin)) return false;
  let page: URL;
  try {
    page = new URL(origin);
  } catch {
    return false;
  }
  const port = page.port || DEFAULT_PORT[page.protocol];
  return list.split(/\s+/).some((s) => {
    if (s === "*") return true;
    if (s === "'self'") return origin === own;
    if (s === "https:" || s === "http:") return page.protocol === s || (s === "http:" && page.protocol === "https:");
    const m = LISTED_HOST.exec(s);
    if (!m) return false;
    const [, scheme = "", wild, host = "", listedPort] = m;
    if (`${scheme.toLowerCase()}:` !== page.protocol) return false;
    const hostOk = wild ? page.hostname.endsWith(`.${host.toLowerCase()}`) : page.hostname === host.toLowerCase();
    return hostOk && (listedPort === "*" || (listedPort ?? DEFAULT_PORT[page.protocol]) === port);
  });
}

/** Whether a CSP source list (FRAME_ANCESTORS) holds only host sources, `*`, 'self' or 'none'. */
export function isSourceList(list: string): boolean {
  return list
    .trim()
    .split(/\s+/)
    .every((s) => s === "*" || s === "'self'" || s === "'none'" || LISTED_HOST.test(s) || /^https?:$/.test(s));
}
