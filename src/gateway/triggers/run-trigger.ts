import { CODES } from "../../shared/result-codes.ts";
import { type ObjectKind, type TriggerRow, triggerNamed } from "./trigger-table.ts";

export type Json = Record<string, unknown>;
/** A request of the gateway's public API, made with the caller's own token (the route passes app.inject). */
export type ApiCall = (
  method: "GET" | "POST" | "DELETE",
  url: string,
  form?: Readonly<Record<string, string>>,
  headers?: Readonly<Record<string, string>>,
) => Promise<{ readonly status: number; readonly body: Json }>;

/** One request the trigger made, as its answer shows it. */
export interface TriggerStep {
  readonly trigger: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly code: string | undefined;
  readonly id: string | undefined;
}

export type TriggerOutcome =
  | {
      readonly ok: true;
      readonly answer: Json;
      readonly resourceId: string;
      readonly made: string;
      readonly steps: TriggerStep[];
    }
  | { readonly ok: false; readonly status: number; readonly answer: Json; readonly steps: TriggerStep[] };

const resultCode = (body: Json) => (body.result as { code?: string } | undefined)?.code;
const problem = (description: string, parameterErrors?: unknown[]) => ({
  result: { code: CODES.invalidRequest, description, ...(parameterErrors ? { parameterErrors } : {}) },
});

/** The object as its GET answers it (undefined when the entity has none with that id). */
async function lookUp(api: ApiCall, kind: ObjectKind, id: string, entityId: string): Promise<Json | undefined> {
  const e = encodeURIComponent(entityId);
  if (kind === "case") {
    const { body } = await api("GET", `/sandbox/v1/cases?entityId=${e}`);
    return ((body.cases ?? []) as Json[]).find((c) => c.id === id);
  }
  const path = { payment: "/v1/payments/", registration: "/v1/registrations/", schedule: "/scheduling/v1/schedules/" }[kind];
  // A declined payment is answered with its own status (400): it is found all the same.
  const { body } = await api("GET", `${path}${encodeURIComponent(id)}?entityId=${e}`);
  return body.id === id ? body : undefined;
}

/** The shopper's answer on the sandbox bank page of a pending payment, as the page's own form sends it. */
async function bankPage(api: ApiCall, target: Json, decision: string): Promise<{ status: number; body: Json } | string> {
  const redirect = target.redirect as { url?: string; parameters?: { name: string; value: string }[] } | undefined;
  const ticket = redirect?.parameters?.find((p) => p.name === "ticket")?.value;
  if (!redirect?.url || ticket === undefined || !new URL(redirect.url).pathname.startsWith("/v1/simulator/redirect/")) {
    return `payment ${String(target.id)} is not waiting on the sandbox bank page (its result is ${resultCode(target) ?? "unknown"}): give a payment made by payment.pending, or none`;
  }
  // The page's cancel button sends "abandon" (payments/async-payment.ts).
  const answer = decision === "cancel" ? "abandon" : decision;
  const sent = await api("POST", new URL(redirect.url).pathname, { ticket, decision: answer }, { "sec-fetch-site": "same-origin" });
  if (sent.status !== 303 && sent.status !== 200) return `the bank page refused the answer (HTTP ${sent.status})`;
  return { status: 200, body: (await lookUp(api, "payment", String(target.id), String(target.entityId ?? ""))) ?? {} };
}

/**
 * Runs one trigger: finds the object it acts on (the merchant's, or one made by the row's `make`, recursively),
 * then makes the acting request with the row's parameters and the overrides. Every request goes through the
 * gateway's own routes; the first refusal ends the run and is the answer.
 */
export async function runTrigger(
  row: TriggerRow,
  input: { readonly entityId: string; readonly now: number; readonly forId?: string; readonly overrides: Readonly<Record<string, string>> },
  api: ApiCall,
  steps: TriggerStep[] = [],
): Promise<TriggerOutcome> {
  const { entityId, now } = input;
  let target: Json | undefined;
  if (row.on) {
    let id = input.forId;
    if (id === undefined) {
      const maker = triggerNamed(row.on.make);
      if (!maker) throw new Error(`trigger ${row.name} makes its ${row.on.kind} with unknown trigger ${row.on.make}`);
      const made = await runTrigger(maker, { entityId, now, overrides: {} }, api, steps);
      if (!made.ok) return made;
      id = made.made;
    }
    target = await lookUp(api, row.on.kind, id, entityId);
    if (!target) {
      const error = { name: "for", value: id, message: `no ${row.on.kind} with this id for your entity` };
      return { ok: false, status: 404, answer: problem(`${row.on.kind} not found`, [error]), steps };
    }
    target = { ...target, entityId };
  }
  const params = { ...row.params({ entityId, now, target }), ...input.overrides };
  let sent: { status: number; body: Json };
  let path: string;
  if (row.via === "bank-page") {
    path = "the sandbox bank page";
    const answered = await bankPage(api, target ?? {}, params.decision ?? "approve");
    if (typeof answered === "string") return { ok: false, status: 400, answer: problem(answered), steps };
    sent = answered;
  } else {
    path = row.via.path.replace("{id}", encodeURIComponent(String(target?.id ?? "")));
    const query = row.via.method === "DELETE" ? `?${new URLSearchParams(params).toString()}` : "";
    sent = await api(row.via.method, `${path}${query}`, row.via.method === "DELETE" ? undefined : params);
  }
  const answerId = typeof sent.body.id === "string" ? sent.body.id : undefined;
  steps.push({
    trigger: row.name,
    method: row.via === "bank-page" ? "POST" : row.via.method,
    path,
    status: sent.status,
    code: resultCode(sent.body),
    id: answerId,
  });
  // Refused (nothing stored, no event): an answer without an id. A declined payment is stored and sends its event.
  if ((sent.status < 200 || sent.status >= 300) && answerId === undefined)
    return { ok: false, status: sent.status, answer: sent.body, steps };
  const resourceId = answerId ?? String(target?.id ?? "");
  let made = resourceId;
  if (row.makes === "case") {
    const { body } = await api("GET", `/sandbox/v1/cases?entityId=${encodeURIComponent(entityId)}`);
    const opened = ((body.cases ?? []) as Json[]).find((c) => c.paymentId === resourceId);
    if (!opened)
      return {
        ok: false,
        status: 409,
        answer: problem(`payment ${resourceId} opened no fraud case (result ${resultCode(sent.body)})`),
        steps,
      };
    made = String(opened.id);
  }
  return { ok: true, answer: sent.body, resourceId, made, steps };
}
