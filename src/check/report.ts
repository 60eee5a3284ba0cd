import type { PciFinding } from "./pci.ts";
import type { Line, Verdict } from "./verdicts.ts";

export interface Section {
  readonly title: string;
  readonly lines: readonly Line[];
}

export interface SmokePayment {
  readonly attempted: boolean;
  readonly note: string;
  readonly resultCode?: string;
  readonly finalUrl?: string;
  readonly called: readonly string[];
}

export interface CheckReport {
  readonly page: string;
  readonly sections: readonly Section[];
  readonly smoke: SmokePayment;
  readonly pci: readonly PciFinding[];
  readonly counts: Readonly<Record<Verdict, number>>;
  /** Something the page uses is not supported (or unknown to the contract): the exit code is 1. */
  readonly fails: boolean;
}

export function summarize(page: string, sections: readonly Section[], smoke: SmokePayment, pci: readonly PciFinding[]): CheckReport {
  const counts: Record<Verdict, number> = { supported: 0, changed: 0, "not supported": 0, unknown: 0 };
  for (const line of sections.flatMap((s) => s.lines)) counts[line.verdict]++;
  return { page, sections, smoke, pci, counts, fails: counts["not supported"] + counts.unknown > 0 };
}

/** One line of the report: the verdict in a column, the item, and what to know. */
export const lineText = (l: Line) => `  ${l.verdict.padEnd(14)} ${l.item}${l.note ? ` — ${l.note}` : ""}`;

/** The report for a terminal. */
export function textReport(r: CheckReport): string {
  const out = [`Migration check of ${r.page} against this widget`, ""];
  for (const s of r.sections) {
    out.push(`${s.title}:`);
    out.push(...(s.lines.length ? s.lines.map(lineText) : ["  (none)"]));
    out.push("");
  }
  out.push("Smoke payment:", `  ${r.smoke.note}`, "");
  out.push("PCI DSS 6.4.3 / 11.6.1 readiness:", ...r.pci.map((f) => `  ${f.level.padEnd(14)} ${f.item} — ${f.note}`), "");
  const c = r.counts;
  out.push(
    `${c.supported} supported, ${c.changed} changed, ${c["not supported"]} not supported, ${c.unknown} unknown: ${r.fails ? "something this page uses would break" : "nothing this page uses would break"}`,
  );
  return out.join("\n");
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The report as one HTML file, the screenshots of the page before and after the smoke payment inline. */
export function htmlReport(r: CheckReport, shots: { before?: Buffer; after?: Buffer }): string {
  const rows = (lines: readonly Line[]) =>
    lines
      .map(
        (l) =>
          `<tr class="${l.verdict.replace(" ", "-")}"><td>${esc(l.verdict)}</td><td><code>${esc(l.item)}</code></td><td>${esc(l.note)}</td></tr>`,
      )
      .join("");
  const shot = (title: string, png?: Buffer) =>
    png
      ? `<figure><img alt="${esc(title)}" src="data:image/png;base64,${png.toString("base64")}"><figcaption>${esc(title)}</figcaption></figure>`
      : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Migration check · ${esc(r.page)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse;width:100%}td{border-top:1px solid #ddd;padding:.3rem .5rem;vertical-align:top}.not-supported td:first-child,.unknown td:first-child{color:#b00020;font-weight:600}.changed td:first-child{color:#8a5300}img{max-width:32rem;border:1px solid #ccc}figure{display:inline-block;margin:0 1rem 1rem 0}</style></head><body>
<h1>Migration check</h1><p><code>${esc(r.page)}</code></p>
${r.sections.map((s) => `<h2>${esc(s.title)}</h2><table>${rows(s.lines) || "<tr><td>(none)</td></tr>"}</table>`).join("\n")}
<h2>Smoke payment</h2><p>${esc(r.smoke.note)}</p>
<h2>PCI DSS 6.4.3 / 11.6.1 readiness</h2><table>${r.pci.map((f) => `<tr><td>${esc(f.level)}</td><td>${esc(f.item)}</td><td>${esc(f.note)}</td></tr>`).join("")}</table>
<h2>The page</h2>${shot("before the payment", shots.before)}${shot("after the payment", shots.after)}
</body></html>`;
}
