/**
 * Readiness of a payment page for PCI DSS 4.0 requirements 6.4.3 (every script on the payment page authorized,
 * its integrity assured, an inventory kept) and 11.6.1 (changes to the page and its security headers detected),
 * from what the check saw: the page's Content Security Policy, the widget's script tag, the scripts it loaded and
 * its inline event handlers. Findings, not a certification.
 */
export type PciLevel = "ok" | "weak" | "missing";

export interface PciFinding {
  readonly level: PciLevel;
  readonly item: string;
  readonly note: string;
}

export interface PageScripts {
  /** The page's origin. */
  readonly origin: string;
  /** The gateway's origin the page's widget script came from (the established widget's, before the check's rewrite). */
  readonly widgetOrigin: string | undefined;
  /** The widget's script tag: whether it carried integrity and crossorigin. */
  readonly widgetTag: { readonly integrity: boolean; readonly crossorigin: boolean } | undefined;
  /** Every script the page loaded (URLs), and how many inline scripts it has. */
  readonly loaded: readonly string[];
  readonly inline: number;
  /** Elements with on* attributes: `button onclick`, … */
  readonly inlineHandlers: readonly string[];
}

/** A policy's directives: name → sources. */
export function directives(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), sources);
  }
  return out;
}

/** The sources a fetch directive falls back to (CSP 3: frame-src → child-src → default-src). */
function effective(d: Map<string, string[]>, ...names: string[]): string[] | undefined {
  for (const name of names) {
    const found = d.get(name);
    if (found) return found;
  }
  return undefined;
}

const allows = (sources: readonly string[] | undefined, origin: string | undefined) =>
  sources !== undefined &&
  origin !== undefined &&
  sources.some(
    (s) =>
      s === "*" ||
      s === origin ||
      s === `${origin}/` ||
      s === new URL(origin).protocol ||
      (s.startsWith("https://*.") && new URL(origin).hostname.endsWith(s.slice(9))),
  );

/** What the page's CSP (header and meta, the first one that exists) does for the payment page. */
export function cspFindings(policies: readonly string[], widgetOrigin: string | undefined): PciFinding[] {
  if (policies.length === 0)
    return [
      {
        level: "missing",
        item: "Content-Security-Policy",
        note: "none: any script can run on the payment page (6.4.3 asks to authorize each one)",
      },
    ];
  const d = directives(policies.join(";"));
  const out: PciFinding[] = [];
  const script = effective(d, "script-src-elem", "script-src", "default-src");
  if (!script) out.push({ level: "missing", item: "script-src", note: "no script-src or default-src: scripts are not restricted" });
  else {
    const keyed = script.some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s));
    const inline = script.includes("'unsafe-inline'");
    if (keyed)
      out.push({
        level: "ok",
        item: "script-src",
        note: `inline scripts by ${script.some((s) => s.startsWith("'nonce-")) ? "nonce" : "hash"}${inline ? " ('unsafe-inline' is then ignored by CSP 2+ browsers)" : ""}`,
      });
    else if (inline)
      out.push({ level: "weak", item: "script-src", note: "'unsafe-inline' without a nonce or hash: any injected inline script runs" });
    else out.push({ level: "ok", item: "script-src", note: "no inline scripts allowed" });
    if (script.includes("'unsafe-eval'")) out.push({ level: "weak", item: "script-src", note: "'unsafe-eval': strings run as code" });
    if (script.includes("*") || script.includes("https:"))
      out.push({ level: "weak", item: "script-src", note: "allows scripts from any host" });
    if (widgetOrigin && !allows(script, widgetOrigin) && !script.includes("'strict-dynamic'"))
      out.push({ level: "missing", item: "script-src", note: `does not allow the gateway ${widgetOrigin}: the widget cannot load` });
  }
  const frame = effective(d, "frame-src", "child-src", "default-src");
  if (widgetOrigin && frame && !allows(frame, widgetOrigin))
    out.push({ level: "missing", item: "frame-src", note: `does not allow the gateway ${widgetOrigin}: the card fields cannot show` });
  else if (widgetOrigin && frame) out.push({ level: "ok", item: "frame-src", note: `allows the gateway ${widgetOrigin}` });
  if (d.has("require-trusted-types-for"))
    out.push({ level: "ok", item: "require-trusted-types-for", note: "Trusted Types enforced: DOM XSS sinks take vetted values only" });
  if (!d.has("report-uri") && !d.has("report-to"))
    out.push({
      level: "weak",
      item: "report-to",
      note: "no violation reports: a blocked script goes unnoticed (11.6.1 asks to detect changes)",
    });
  return out;
}

/** The widget's SRI, the script inventory and inline handlers. */
export function scriptFindings(s: PageScripts): PciFinding[] {
  const out: PciFinding[] = [];
  if (!s.widgetTag) out.push({ level: "missing", item: "widget script", note: "no paymentWidgets.js script tag found in the page" });
  else if (!s.widgetTag.integrity)
    out.push({
      level: "missing",
      item: "SRI",
      note: "the widget's script has no integrity attribute: POST /v1/checkouts with integrity=true answers it",
    });
  else if (!s.widgetTag.crossorigin)
    out.push({ level: "weak", item: "SRI", note: 'integrity without crossorigin="anonymous": the browser refuses the script' });
  else out.push({ level: "ok", item: "SRI", note: "the widget's script is pinned by its integrity" });
  const third = s.loaded.filter((u) => !u.startsWith(`${s.origin}/`) && (!s.widgetOrigin || !u.startsWith(`${s.widgetOrigin}/`)));
  const first = s.loaded.length - third.length;
  out.push({
    level: third.length > 0 ? "weak" : "ok",
    item: "scripts",
    note: `${first} from the page's origin or the gateway, ${third.length} third-party${third.length ? ` (${third.map((u) => new URL(u).host).join(", ")})` : ""}, ${s.inline} inline: each must be authorized and inventoried (6.4.3)`,
  });
  if (s.inlineHandlers.length > 0)
    out.push({
      level: "weak",
      item: "inline handlers",
      note: `${s.inlineHandlers.length} (${s.inlineHandlers.slice(0, 5).join(", ")}): they need 'unsafe-inline' or 'unsafe-hashes'`,
    });
  return out;
}
