import { type GatewayCall, why } from "./cli-stream.ts";
import { TRIGGERS } from "./triggers/trigger-table.ts";

/** The triggers as `payment-widgets trigger --help` lists them (the table the gateway runs them from). */
export const TRIGGER_LIST = TRIGGERS.map(
  (t) => `  ${t.name.padEnd(28)}${t.sends.padEnd(22)}${t.on ? `[--for <${t.on.kind} id>] ` : ""}${t.summary}`,
).join("\n");

type Step = { trigger: string; method: string; path: string; status: number; code?: string; id?: string };
type Delivery = { url: string; receiver: string };

const short = (id: string | undefined) => (id ? ` ${id}` : "");
const stepLine = (s: Step) => `${s.method} ${s.path} → ${s.status} ${s.code ?? ""} (${s.trigger})${short(s.id)}`;

/** `--set name=value` pairs as form parameters; a pair without `=` is a usage error. */
export function overridesOf(sets: readonly string[]): Record<string, string> | string {
  const out: Record<string, string> = {};
  for (const pair of sets) {
    const at = pair.indexOf("=");
    if (at < 1) return `--set takes name=value, got "${pair}"`;
    out[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return out;
}

/**
 * `payment-widgets trigger <name> [--for <id>] [--set name=value …]`: POST /sandbox/v1/triggers, then one line per
 * request it made and where the event went. Exit code 0 when the event was sent, 1 when a request was refused.
 */
export async function trigger(
  call: GatewayCall,
  entityId: string,
  name: string,
  options: { readonly for?: string; readonly set: Record<string, string>; readonly json: boolean },
): Promise<{ print: string; exitCode: number }> {
  const { status, answer } = await call("POST", "/sandbox/v1/triggers", {
    ...options.set,
    entityId,
    trigger: name,
    ...(options.for !== undefined ? { for: options.for } : {}),
  });
  if (status === 0) return { print: String(answer.error), exitCode: 1 };
  if (options.json) return { print: JSON.stringify(answer, null, 2), exitCode: status === 200 ? 0 : 1 };
  const steps = ((answer.steps ?? []) as Step[]).map(stepLine);
  if (status !== 200) return { print: [...steps, why(status, answer)].join("\n"), exitCode: 1 };
  const what = `${String(answer.sends)} for ${String(answer.resourceId)}`;
  const made = answer.made ? ` (${String(answer.made)})` : "";
  if (answer.sends === "TIEBACK") {
    const tieback = answer.tieback as { url: string } | null;
    const to = tieback ? `the tieback to ${tieback.url}` : "no tieback: configure one with POST /sandbox/v1/tieback";
    return { print: [...steps, `decided case ${String(answer.resourceId)}: ${to}`].join("\n"), exitCode: 0 };
  }
  const deliveries = (answer.deliveries ?? []) as Delivery[];
  const to =
    deliveries.length === 0
      ? `no receiver takes ${String(answer.sends).split(".")[0]} events: register one (payment-widgets listen --forward-to <url>)`
      : `to ${deliveries.map((d) => d.url).join(", ")}`;
  return { print: [...steps, `sent ${what}${made} ${to}`].join("\n"), exitCode: 0 };
}
