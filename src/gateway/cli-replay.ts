import { readFileSync, writeFileSync } from "node:fs";
import { type GatewayCall, why } from "./cli-stream.ts";
import { type ReplayReport, replay } from "./replay/replay.ts";
import type { Recording } from "./request-log/recording-api.ts";

/** `payment-widgets record [--from] [--to] [--out file]`: GET /sandbox/v1/recording, written as a fixture. */
export async function record(
  call: GatewayCall,
  entityId: string,
  o: { readonly from?: string | undefined; readonly to?: string | undefined; readonly out?: string | undefined },
): Promise<{ print: string; exitCode: number }> {
  const query = new URLSearchParams({ entityId, ...(o.from ? { from: o.from } : {}), ...(o.to ? { to: o.to } : {}) });
  const { status, answer } = await call("GET", `/sandbox/v1/recording?${query.toString()}`);
  const recording = (answer as { recording?: Recording }).recording;
  if (status !== 200 || !recording) return { print: why(status, answer), exitCode: 1 };
  const text = `${JSON.stringify(recording, null, 2)}\n`;
  if (!o.out) return { print: text.trimEnd(), exitCode: 0 };
  writeFileSync(o.out, text);
  return { print: `recorded ${recording.steps.length} requests into ${o.out}`, exitCode: 0 };
}

/** `payment-widgets replay <file>`: the fixture sent to this sandbox; exit code 1 when an answer differs. */
export async function replayFile(
  call: GatewayCall,
  entityId: string,
  file: string,
  json: boolean,
): Promise<{ print: string; exitCode: number }> {
  let recording: Recording;
  try {
    recording = JSON.parse(readFileSync(file, "utf8")) as Recording;
    if (recording.version !== 1 || !Array.isArray(recording.steps))
      throw new Error("not a recording of payment-widgets record (version 1)");
  } catch (err) {
    return { print: `payment-widgets replay: ${file}: ${(err as Error).message}`, exitCode: 2 };
  }
  const report = await replay(
    recording,
    async ({ method, path, params, headers, shopper }) => {
      const bodyless = method === "GET" || method === "DELETE";
      const query = new URLSearchParams(params).toString();
      const r = await call(
        method as "GET" | "POST" | "DELETE",
        bodyless && query ? `${path}?${query}` : path,
        bodyless ? undefined : { ...params },
        { headers, shopper },
      );
      return { status: r.status, answer: r.answer };
    },
    entityId,
  );
  return { print: json ? JSON.stringify(report, null, 2) : reportText(report), exitCode: report.different > 0 ? 1 : 0 };
}

export function reportText(r: ReplayReport): string {
  const lines = r.steps.map(
    (s) => `${String(s.step).padStart(3)} ${s.outcome.padEnd(9)} ${s.request}${s.differences.map((d) => `\n      ${d}`).join("")}`,
  );
  return [...lines, `${r.same} the same, ${r.different} different, ${r.skipped} skipped`].join("\n");
}
