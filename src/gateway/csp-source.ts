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

/** Whether a CSP source list (FRAME_ANCESTORS) holds only host sources, `*`, 'self' or 'none'. */
export function isSourceList(list: string): boolean {
  return list
    .trim()
    .split(/\s+/)
    .every(
      (s) =>
        s === "*" ||
        s === "'self'" ||
        s === "'none'" ||
        HOST_SOURCE.test(s) ||
        /^https?:$/.test(s) ||
        /^https?:\/\/\*\.[a-z0-9.-]+(:\d{1,5})?$/i.test(s),
    );
}
