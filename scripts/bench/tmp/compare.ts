import { readFileSync } from "node:fs";
import { SPEC_GROUPS } from "../../../src/gateway/params/spec-groups.ts";
const spec = readFileSync("/work/shared/spec/gateway-interface.md", "utf8").split("\n");
const ours = new Map<string, string>();
for (const g of SPEC_GROUPS) for (const [n, c, r] of g.rows) ours.set(n, `${c} ${r}`);
let section = "";
for (const line of spec) {
  const h = /^### (2\.\d+\w?)/.exec(line);
  if (h) section = h[1] ?? "";
  if (!section || !line.startsWith("| ") || line.startsWith("| Parameter") || line.startsWith("|---")) continue;
  const cells = line.split("|").map((c) => c.trim());
  const name = cells[1] ?? "";
  if (!/^[a-z]/.test(name)) continue;
  const first = name.split(",")[0]?.trim() ?? "";
  const o = ours.get(first) ?? ours.get(first.replace(/\[n\]/g, "[n]")) ?? "—";
  console.log(`${section}\t${name.slice(0, 45).padEnd(45)}\t${(cells[2] ?? "").slice(0, 70).padEnd(70)}\t${cells[3] ?? ""}\t|| ${o}`);
}
