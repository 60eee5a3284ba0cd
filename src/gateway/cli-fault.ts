import { type Answer, type GatewayCall, why } from "./cli-stream.ts";
import { REQUEST_FAULTS } from "./faults/request-faults.ts";
import { WEBHOOK_FAULTS } from "./faults/webhook-faults.ts";

/** What each kind of fault is set on, its faults, and the options it takes (the sandbox API's parameters). */
const KINDS = {
  checkout: { faults: REQUEST_FAULTS.map((f) => f.name), options: ["ms", "attempts"], meets: "the shopper's next attempts" },
  webhook: { faults: WEBHOOK_FAULTS.map((f) => f.name), options: ["minutes", "attempts", "events"], meets: "its next events" },
} as const;
type Kind = keyof typeof KINDS;

export const FAULT_LIST = (Object.keys(KINDS) as Kind[])
  .map((k) => `  ${k.padEnd(10)}${KINDS[k].faults.join(", ")}  [--${KINDS[k].options.join(" <n>] [--")} <n>]`)
  .join("\n");

type Set = { fault?: string; ms?: number | null; minutes?: number | null; attempts?: number | null; events?: number | null } | null;

/** A fault as one line: what it is, and how much of it is left. */
function described(kind: Kind, id: string, set: Set): string {
  if (!set?.fault) return `${kind} ${id}: no fault`;
  const amount = set.ms ? ` ${set.ms} ms` : set.minutes ? ` ${set.minutes} minutes` : "";
  const left = kind === "checkout" ? `${set.attempts ?? 0} attempt(s)` : `${set.events ?? 0} event(s)`;
  return `${kind} ${id}: ${set.fault}${amount}${kind === "webhook" && set.attempts ? `, ${set.attempts} failed attempt(s)` : ""} — on ${KINDS[kind].meets}: ${left} left`;
}

/**
 * `payment-widgets fault <checkout|webhook> <id> <fault|show|clear> [options]`: the sandbox API's switches
 * (POST, GET, DELETE /sandbox/v1/checkouts|webhooks/{id}/faults, docs/faults.md) from the command line. Exit code 0
 * when done, 1 when the gateway refused, 2 for a usage error.
 */
export async function fault(
  call: GatewayCall,
  entityId: string,
  args: readonly (string | undefined)[],
  options: Readonly<Record<string, string | undefined>>,
  json: boolean,
): Promise<{ print: string; exitCode: number }> {
  const [kind, id, what] = args;
  if (kind === undefined || !Object.hasOwn(KINDS, kind) || !id || !what || args.length > 3)
    return { print: "payment-widgets: fault takes <checkout|webhook> <id> <fault|show|clear>", exitCode: 2 };
  const k = kind as Kind;
  const stray = Object.keys(options).filter((o) => options[o] !== undefined && !(KINDS[k].options as readonly string[]).includes(o));
  if (stray.length > 0) return { print: `payment-widgets: a ${k} fault takes no --${stray.join(", --")}`, exitCode: 2 };
  const path = `/sandbox/v1/${k}s/${encodeURIComponent(id)}/faults`;
  const query = `?entityId=${encodeURIComponent(entityId)}`;
  const { status, answer } =
    what === "show"
      ? await call("GET", `${path}${query}`)
      : what === "clear"
        ? await call("DELETE", `${path}${query}`)
        : await call("POST", path, {
            entityId,
            fault: what,
            ...Object.fromEntries(Object.entries(options).filter((e): e is [string, string] => e[1] !== undefined)),
          });
  if (json) return { print: JSON.stringify(answer, null, 2), exitCode: status === 200 ? 0 : 1 };
  if (status !== 200) return { print: why(status, answer), exitCode: 1 };
  return { print: described(k, id, (what === "show" || what === "clear" ? answer.set : answer) as Set & Answer), exitCode: 0 };
}
