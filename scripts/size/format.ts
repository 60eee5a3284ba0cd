import { KB } from "./budgets.ts";
import type { SizeRow } from "./measure.ts";

const kb = (n: number) => (n / KB).toFixed(2);

/** The size table as Markdown, sizes in KB (1000 bytes). */
export function sizeTable(rows: readonly SizeRow[]): string {
  const lines = ["| artifact | kind | raw KB | gzip KB | brotli KB |", "| --- | --- | ---: | ---: | ---: |"];
  for (const r of rows) lines.push(`| ${r.name} | ${r.kind} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.brotli)} |`);
  return lines.join("\n");
}
