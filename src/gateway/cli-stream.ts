import { randomBytes } from "node:crypto";
import { type LoggedRequest, withheldText } from "./request-log/request-log.ts";

/**
 * The command's verbs that keep running (`payment-widgets listen`, `payment-widgets logs --follow`): each polls
 * the gateway's public API — the webhook's deliveries, the request log — and prints what is new, until the
 * signal stops it (Ctrl-C). Lines for people by default, one JSON object per line with --json.
 */

/** How the verbs reach the gateway: cli-client.ts's call, with the token and the gateway's address in it. */
export type GatewayCall = (
  method: "GET" | "POST" | "DELETE",
  path: string,
  form?: Record<string, string>,
  /** More headers; `shopper`: sent as the gateway's own page sends it (its Origin, no token), as a replay does. */
  extra?: { readonly headers?: Readonly<Record<string, string>>; readonly shopper?: boolean },
) => Promise<{ status: number; answer: Answer }>;

export type Answer = {
  result?: { code?: string; description?: string; parameterErrors?: { name: string; message: string }[] };
} & Record<string, unknown>;

export interface StreamIo {
  /** Prints one line. */
  readonly out: (line: string) => void;
  /** Stops the verb (the command aborts it on Ctrl-C and SIGTERM). */
  readonly signal: AbortSignal;
  /** How often to ask the gateway for news (default 1 s). */
  readonly pollMs?: number;
  /** How long to wait before registering again when the receiver did not answer 200 (default 6 s: the gateway allows 10 test notifications a minute). */
  readonly retryMs?: number;
}

const q = encodeURIComponent;
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done);
  });
/** Why a request of the command failed: the gateway unreachable, or its result code, description and parameter errors. */
export const why = (status: number, a: Answer) =>
  status === 0
    ? String(a.error)
    : `${a.result?.code ?? status} ${a.result?.description ?? ""}${(a.result?.parameterErrors ?? []).map((e) => `\n  ${e.name}: ${e.message}`).join("")}`;

/** One logged request on one line: time, [shopper] for the shopper's steps, method, path, status, result, duration, then its parameters. */
export function logLine(r: LoggedRequest): string {
  const params = Object.entries(r.params)
    .filter(([name]) => name !== "entityId")
    .map(([name, value]) => `${name}=${value}`)
    .join(" ");
  const fault = r.fault ? `[fault ${r.fault}${withheldText(r)}]` : "";
  const by = r.by ? `[${r.by}]` : "";
  return [r.at, by, r.method, r.path, String(r.status), r.resultCode ?? "-", `${r.durationMs} ms`, fault, params].filter(Boolean).join(" ");
}

/** `logs [--follow] [--limit n]`: the latest requests, then (following) every new one as it comes. */
export async function logs(
  call: GatewayCall,
  entityId: string,
  o: { follow: boolean; limit: string; json: boolean },
  io: StreamIo,
): Promise<number> {
  if (!/^\d{1,4}$/.test(o.limit) || Number(o.limit) < 1 || Number(o.limit) > 1000) {
    io.out(`payment-widgets: --limit expects a number from 1 to 1000, got "${o.limit}"`);
    return 2;
  }
  let after: number | undefined;
  do {
    const query = after === undefined ? `limit=${o.limit}` : `after=${after}&limit=1000`;
    const { status, answer } = await call("GET", `/sandbox/v1/logs?entityId=${q(entityId)}&${query}`);
    if (status !== 200) {
      io.out(why(status, answer));
      return 1;
    }
    for (const r of answer.requests as LoggedRequest[]) io.out(o.json ? JSON.stringify(r) : logLine(r));
    after = Number(answer.last);
    if (o.follow) await wait(io.pollMs ?? 1000, io.signal);
  } while (o.follow && !io.signal.aborted);
  return 0;
}

interface Delivery {
  readonly id: string;
  readonly type: string;
  readonly action: string | null;
  readonly resourceId: string | null;
  readonly status: string;
  readonly attempts: number;
  readonly createdAt: string;
  readonly lastStatus: number | null;
  readonly lastError: string | null;
}

/** One delivery's state on one line: when, what, for which object, and what the receiver answered. */
export function deliveryLine(d: Delivery): string {
  const answer = d.lastStatus !== null ? `HTTP ${d.lastStatus}` : (d.lastError ?? "not sent yet");
  const tries = `${d.attempts} attempt${d.attempts === 1 ? "" : "s"}`;
  return `${d.createdAt} ${d.type} ${d.action ?? ""} ${d.resourceId ?? ""} → ${d.status} (${answer}, ${tries})`.replace(/ {2,}/g, " ");
}

/**
 * `listen --forward-to URL`: registers a webhook for a receiver on the merchant's machine with a secret it
 * prints (or the receiver's own, --secret), waiting until the receiver answers the test notification; then
 * prints each delivery and each change of it (sent, answered, retried) until stopped, and removes the webhook.
 */
export async function listen(
  call: GatewayCall,
  entityId: string,
  o: { url: string; secret?: string; format?: string; types?: string; keep: boolean; json: boolean },
  io: StreamIo,
): Promise<number> {
  if (o.secret !== undefined && !/^[0-9A-Fa-f]{64}$/.test(o.secret)) {
    io.out("payment-widgets: --secret expects the receiver's key: 64 hexadecimal characters");
    return 2;
  }
  const secret = (o.secret ?? randomBytes(32).toString("hex")).toUpperCase();
  if (!o.json) {
    io.out(`The webhook's secret (the receiver's WEBHOOK_SECRET): ${secret}`);
    io.out(`Registering ${o.url} as soon as it answers the test notification with 200 …`);
  }
  const form = { entityId, url: o.url, secret, ...(o.format ? { format: o.format } : {}), ...(o.types ? { types: o.types } : {}) };
  let webhookId: string | undefined;
  let told = "";
  while (!io.signal.aborted && webhookId === undefined) {
    const { status, answer } = await call("POST", "/sandbox/v1/webhooks", form);
    if (status === 200) webhookId = String(answer.id);
    else if (status === 429 || (status === 400 && answer.result?.parameterErrors?.some((e) => /must answer 200/.test(e.message)))) {
      const line = why(status, answer);
      if (line !== told && !o.json) io.out(`… not yet: ${line.trim()}`);
      told = line;
      await wait(io.retryMs ?? 6000, io.signal);
    } else {
      io.out(why(status, answer));
      return 1;
    }
  }
  if (webhookId === undefined) return 0;
  io.out(
    o.json
      ? JSON.stringify({ webhookId, url: o.url, secret })
      : `Forwarding events to ${o.url} (webhook ${webhookId}). Ctrl-C stops${o.keep ? "" : " and removes the webhook"}.`,
  );
  const seen = new Map<string, string>();
  while (!io.signal.aborted) {
    const { status, answer } = await call("GET", `/sandbox/v1/webhooks/${q(webhookId)}/deliveries?entityId=${q(entityId)}`);
    if (status !== 200) {
      io.out(why(status, answer));
      return 1;
    }
    // The list is the latest first: print the oldest news first.
    for (const d of [...(answer.deliveries as Delivery[])].reverse()) {
      const state = `${d.status}/${d.attempts}/${d.lastStatus}`;
      if (seen.get(d.id) === state) continue;
      seen.set(d.id, state);
      io.out(o.json ? JSON.stringify(d) : deliveryLine(d));
    }
    await wait(io.pollMs ?? 1000, io.signal);
  }
  if (!o.keep) {
    const { status, answer } = await call("DELETE", `/sandbox/v1/webhooks/${q(webhookId)}?entityId=${q(entityId)}`);
    if (!o.json) io.out(status === 200 ? `Removed webhook ${webhookId}.` : why(status, answer));
  }
  return 0;
}
