import type { RecordedEvent } from "../request-log/recording-api.ts";
import type { ReplayCall, StepReport } from "./replay-types.ts";

/** A delivery as GET /sandbox/v1/deliveries lists it (events/webhooks-api.ts deliveryView). */
interface Delivery {
  readonly receiver: string;
  readonly type: string;
  readonly action: string | null;
  readonly resourceId: string;
  readonly createdAt: string;
}

const get = (call: ReplayCall, path: string, entityId: string) =>
  call({ method: "GET", path, params: { entityId }, headers: {}, shopper: false });

/** The sandbox's time for the entity before the replay's first step: the events it sends from then on are the replay's. */
export async function replayStart(call: ReplayCall, entityId: string): Promise<string | undefined> {
  const { answer } = await get(call, "/sandbox/v1/clock", entityId);
  const now = (answer as { now?: unknown } | undefined)?.now;
  return typeof now === "string" ? now : undefined;
}

const what = (e: { receiver: string; type: string; action: string | null }, resource: string) =>
  `${e.type}${e.action ? ` ${e.action}` : ""} for ${resource} (${e.receiver})`;

/**
 * The events the replay made the sandbox send, against the recorded ones (test notifications aside): each recorded
 * event must be sent again for the replayed resource (a payment or registration the recording named has its new id;
 * one no answer named is compared by its type alone), and nothing more. Delivery outcomes are the receivers' doing
 * and are not compared; neither is the order (the bad day's faults reorder on purpose). The outbox writes an event
 * with the change it tells of, so everything is there once the last step is answered.
 */
export async function compareEvents(
  recorded: readonly RecordedEvent[],
  call: ReplayCall,
  entityId: string,
  since: string | undefined,
  ids: ReadonlyMap<string, string>,
  step: number,
): Promise<StepReport> {
  const request = "events sent to the receivers";
  const { status, answer } = await get(call, "/sandbox/v1/deliveries", entityId);
  const listed = (answer as { deliveries?: Delivery[] } | undefined)?.deliveries;
  if (status !== 200 || !Array.isArray(listed) || since === undefined) {
    return { step, request, outcome: "different", differences: [`the sandbox did not list its deliveries (HTTP ${status})`] };
  }
  const replayed = new Set(ids.values());
  const sent = listed
    .filter((d) => d.type !== "TEST" && d.createdAt >= since)
    .map((d) => what(d, replayed.has(d.resourceId) ? d.resourceId : "a resource no answer named"));
  const differences: string[] = [];
  for (const e of recorded) {
    const key = what(e, ids.get(e.resourceId) ?? "a resource no answer named");
    const i = sent.indexOf(key);
    if (i >= 0) sent.splice(i, 1);
    else differences.push(`recorded ${key}: not sent now`);
  }
  for (const key of sent) differences.push(`sent ${key}: not recorded`);
  return { step, request, outcome: differences.length ? "different" : "same", differences };
}
