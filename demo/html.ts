/** Escapes text for HTML element content and attribute values. */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The merchant page's Content-Security-Policy: what a shop embedding the widget needs, nothing more.
 * `trustedTypes: false` for the pages that load jQuery 3, which assigns HTML strings to innerHTML
 * when it starts (as most jQuery shops do not enforce Trusted Types).
 */
export function shopPolicy(gateway: string, nonce: string, frameAncestors = "'none'", connectSelf = false, trustedTypes = true): string {
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${gateway}`,
    `style-src 'self' ${gateway}`,
    // 'self': the shop's own frames (the result page in a frame named by shopperResultTarget).
    `frame-src 'self' ${gateway}`,
    `connect-src ${connectSelf ? "'self' " : ""}${gateway}`,
    `img-src 'self' ${gateway} data:`,
    `form-action 'self' ${gateway}`,
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
    "require-trusted-types-for 'script'",
    // "wpwl": the widget's own policy, which allows only the URLs it is about to load (its on-demand
    // modules, the wallet code, the wallet makers' scripts; docs/integration.md, Content Security Policy); "shop"
    // is the demo's own, for loading the script in an SPA.
    "trusted-types shop wpwl",
  ];
  return (trustedTypes ? policy : policy.filter((d) => !d.includes("trusted-types"))).join("; ");
}

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Demo shop</title>
<link rel="stylesheet" href="/shop.css">
</head>
<body>
<header class="shop-header"><a href="/">Demo shop</a> <span class="shop-sandbox">sandbox</span></header>
<main>
${body}
</main>
</body>
</html>`;
}
