import type { RecordedStep, Recording } from "../request-log/recording-api.ts";
import { TEST_CARDS } from "../simulator/test-cards.ts";
import { compareEvents, replayStart } from "./replay-events.ts";
import type { ReplayCall, ReplayReport, StepReport } from "./replay-types.ts";

export type { ReplayCall, ReplayReport, ReplayRequest, StepReport } from "./replay-types.ts";

/** Why a shopper's step can be refused on replay though it was not recorded so: the Origin it is sent with. */
const SHOPPER_REFUSED =
  "the sandbox refused the shopper's step as not its own page's: the replay sends it with the origin of --gateway; point --gateway at the address browsers use (GATEWAY_PUBLIC_URL, if the sandbox sets one)";

/** An id of the gateway's (32 hexadecimal characters; a checkout's has a suffix after a dot). */
const ID = /\b[0-9A-Fa-f]{32}\b/g;
/**
 * What differs between two sandboxes by nature, never by behaviour: ids, times, the gateway's address, build and trace
 * numbers, short ids, the simulated acquirer's transaction ids (resultDetails.ConnectorTxID*), 3-D Secure's.
 */
const VOLATILE_KEYS = new Set([
  "ndc",
  "buildNumber",
  "timestamp",
  "shortId",
  "ticket",
  "secret",
  // 3-D Secure's values each authentication draws anew (simulator/three-d-secure.ts): the CAVV, the directory
  // server's and the ACS's transaction ids.
  "verificationId",
  "dsTransactionId",
  "acsTransactionId",
]);

/** An answer with what differs by nature replaced by placeholders, ready to compare. */
export function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!VOLATILE_KEYS.has(k) && !k.startsWith("ConnectorTxID")) out[k] = normalize(v);
    return out;
  }
  if (typeof value !== "string") return value;
  return (
    value
      .replace(/https?:\/\/[^/\s"]+/g, "<origin>")
      .replace(/[0-9A-Za-z]{32}(\.[a-z0-9-]+)?/g, (m) => (/[0-9]/.test(m) && /[A-Fa-f]/.test(m) ? "<id>" : m))
      .replace(/\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?/g, "<time>")
      // The short id a descriptor starts with (1234.5678.9012): the payment's, so the sandbox's own.
      .replace(/\b\d{4}\.\d{4}\.\d{4}\b/g, "<shortId>")
      // A SEPA mandate's id (payments/sepa-mandate.ts): drawn for each mandate.
      .replace(/\bSBX-[0-9A-F]{24}\b/g, "<mandateId>")
  );
}

/** Where two normalized answers differ: a path and both values each. */
export function differences(recorded: unknown, replayed: unknown, path = ""): string[] {
  if (JSON.stringify(recorded) === JSON.stringify(replayed)) return [];
  const bothObjects = (v: unknown) => v !== null && typeof v === "object";
  if (bothObjects(recorded) && bothObjects(replayed) && Array.isArray(recorded) === Array.isArray(replayed)) {
    const keys = new Set([...Object.keys(recorded as object), ...Object.keys(replayed as object)]);
    return [...keys].flatMap((k) =>
      differences((recorded as Record<string, unknown>)[k], (replayed as Record<string, unknown>)[k], path ? `${path}.${k}` : k),
    );
  }
  return [`${path || "(answer)"}: recorded ${JSON.stringify(recorded) ?? "nothing"}, now ${JSON.stringify(replayed) ?? "nothing"}`];
}

/** A masked card number (420000******0000) as the sandbox's test card it was: the first six and last four name it. */
function testCardFor(masked: string): string | undefined {
  const m = /^(\d{6})\*+(\d{4})$/.exec(masked);
  return m ? TEST_CARDS.find((c) => c.number.startsWith(m[1] ?? "") && c.number.endsWith(m[2] ?? ""))?.number : undefined;
}

/** The step's parameters as they can be sent again, or why they cannot. */
function sendable(step: RecordedStep, ids: ReadonlyMap<string, string>): Record<string, string> | string {
  const out: Record<string, string> = {};
  const card = step.params["card.number"];
  for (const [name, value] of Object.entries(step.params)) {
    if (name === "card.number") {
      const number = testCardFor(value);
      if (!number) return `card.number ${value} is not one of the sandbox's test cards`;
      out[name] = number;
    } else if (name === "card.cvv" && value === "***") out[name] = card && /^3[47]/.test(card) ? "1234" : "123";
    else if (value === "***") return `${name} was masked in the recording`;
    else out[name] = value.replace(ID, (id) => ids.get(id) ?? id);
  }
  return out;
}

/**
 * The ids an answer names, recorded against replayed — as a value (a payment's id, a bank page's ticket) or inside one
 * (the 3-D Secure page's address): a later request that names the recorded one is sent the new one.
 */
export function learnIds(recorded: unknown, replayed: unknown, ids: Map<string, string>) {
  if (typeof recorded === "string" && typeof replayed === "string") {
    const before = recorded.match(ID) ?? [];
    const after = replayed.match(ID) ?? [];
    if (before.length === after.length) for (const [i, id] of before.entries()) if (id !== after[i]) ids.set(id, after[i] ?? id);
    return;
  }
  if (recorded === null || replayed === null || typeof recorded !== "object" || typeof replayed !== "object") return;
  for (const [k, v] of Object.entries(recorded)) learnIds(v, (replayed as Record<string, unknown>)[k], ids);
}

/**
 * Sends a recorded session to a sandbox, in order, and compares each answer with the recorded one (normalized: ids,
 * times and addresses differ by nature). Ids a later request names are the replayed ones; masked card numbers are
 * the test cards they were; a step with another masked value is skipped and said so. The shopper's steps (the
 * widget's payments, the 3-D Secure and bank pages' answers) go as the shopper's browser sent them. Last, the
 * events the replay made the sandbox send are compared with the recorded ones (replay-events.ts).
 */
export async function replay(recording: Recording, call: ReplayCall, entityId: string): Promise<ReplayReport> {
  const ids = new Map<string, string>([[recording.entityId, entityId]]);
  const steps: StepReport[] = [];
  const events = recording.events ?? [];
  const since = events.length > 0 ? await replayStart(call, entityId) : undefined;
  for (const [i, step] of recording.steps.entries()) {
    const request = `${step.method} ${step.path}`;
    const params = sendable(step, ids);
    if (typeof params === "string") {
      steps.push({ step: i + 1, request, outcome: "skipped", differences: [params] });
      continue;
    }
    const path = step.path.replace(ID, (id) => ids.get(id) ?? id);
    const headers = Object.fromEntries(Object.entries(step.headers ?? {}).map(([k, v]) => [k, v.replace(ID, (id) => ids.get(id) ?? id)]));
    const got = await call({ method: step.method, path, params, headers, shopper: step.by === "shopper" });
    // A rehearsed drop-after-commit ended without an answer then, and does so again: nothing to compare.
    const dropped = step.fault === "drop-after-commit";
    if (!dropped) learnIds(step.answer, got.answer, ids);
    const found = dropped
      ? got.status === 0
        ? []
        : [`recorded no answer (drop-after-commit), now HTTP ${got.status}`]
      : [
          ...(got.status !== step.status ? [`HTTP status: recorded ${step.status}, now ${got.status}`] : []),
          ...(step.by === "shopper" && got.status === 403 && step.status !== 403 ? [SHOPPER_REFUSED] : []),
          ...(step.answer === undefined ? [] : differences(normalize(step.answer), normalize(got.answer))),
        ];
    steps.push({ step: i + 1, request, outcome: found.length ? "different" : "same", differences: found });
  }
  if (events.length > 0) steps.push(await compareEvents(events, call, entityId, since, ids, steps.length + 1));
  const count = (o: StepReport["outcome"]) => steps.filter((s) => s.outcome === o).length;
  return { steps, same: count("same"), different: count("different"), skipped: count("skipped") };
}
