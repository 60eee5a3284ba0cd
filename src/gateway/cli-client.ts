import { parseArgs } from "node:util";
import { isPendingCode, isSuccessCode } from "../shared/result-codes.ts";
import { check } from "./cli-check.ts";
import { FAULT_LIST, fault } from "./cli-fault.ts";
import { record, replayFile } from "./cli-replay.ts";
import { type Answer, type GatewayCall, listen, logs, type StreamIo } from "./cli-stream.ts";
import { overridesOf, TRIGGER_LIST, trigger } from "./cli-trigger.ts";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "./config.ts";

/**
 * The command's verbs for a sandbox that runs already (`payment-widgets clock …`, `pay`, `logs`, `listen`): each is
 * a call of the gateway's public API with the account's token — nothing the HTTP API lacks. Exit codes fit
 * scripts: 0 done (a payment approved or pending), 1 refused or declined (the answer says why), 2 a usage error.
 */
const OPTIONS = `Options:
  --gateway <url>   the sandbox (default $PAYMENT_WIDGETS_GATEWAY, else http://127.0.0.1:8080)
  --token <token>   the account's bearer token (default $SANDBOX_TOKEN, else the sandbox's default)
  --entity <id>     the entity (default $SANDBOX_ENTITY_ID, else the sandbox's default)
  --json            print the gateway's answers as JSON (one object per line for logs and listen)
  --help            this text`;

/** Each verb's own help (`payment-widgets <verb> --help`); the sandbox's own is cli-args.ts USAGE. */
export const VERB_USAGE = {
  clock: `Usage: payment-widgets clock show [options]
       payment-widgets clock advance <ISO 8601 duration, e.g. PT31M, P1D> [options]

Shows the account's sandbox time, or moves it forward: everything due on the way runs (checkouts expire,
schedules pay, settlement runs at midnight, webhooks are retried).`,
  pay: `Usage: payment-widgets pay [--card <number>] [--amount <0.00>] [--currency <EUR>] [--fault <fault>] [options]

Makes a test payment (DB) through POST /v1/payments: by default with the approved Visa 4200 0000 0000 0000,
1.00 EUR. --fault sends X-Sandbox-Fault (error-before-commit, error-after-commit, drop-after-commit,
latency=<ms>): the request meets it. Exit code 0 when it is approved or pending, 1 when it is declined or refused.`,
  logs: `Usage: payment-widgets logs [--follow] [--limit <n>] [options]

The merchant API's latest requests for the entity, and the shopper's steps ([shopper]: the widget's payments,
the 3-D Secure and bank pages' answers), with their status and result code, card numbers masked
(GET /sandbox/v1/logs). --limit: how many (1 to 1000, default 20). --follow: then every new one as it
comes, until Ctrl-C. Each gateway process shows the requests it answered.`,
  listen: `Usage: payment-widgets listen --forward-to <url> [--secret <64 hex>] [--format text|json]
                              [--types PAYMENT,REGISTRATION,…] [--keep] [options]

Registers a webhook for a receiver on your machine and prints each delivery and what the receiver
answered, until Ctrl-C; then removes the webhook (--keep leaves it). Prints the webhook's secret first
(or uses the receiver's own, --secret): start the receiver with it; the webhook is registered as soon as
the receiver answers the gateway's test notification with 200.`,
  check: `Usage: payment-widgets check <page URL or saved HTML file> [--report <file.html>] [--skip-payment]
                              [--chromium <path>] [options]

Runs a checkout page written for the established widget in headless Chromium against this sandbox (its widget
script sent to the sandbox with a new checkout) and reports what the page uses of the widget's contract —
wpwlOptions keys and callbacks (also set late), wpwl.* calls, the wpwl-* classes its scripts select and its
stylesheets restyle, inputs it adds to the forms, its brands — each supported, changed (how), not supported or
unknown (a typo: the nearest name); pays with the first brand's test card through the page's pay button; and
judges the page's readiness for PCI DSS 6.4.3 / 11.6.1 (CSP, SRI, its scripts, inline handlers). --report writes
the report as HTML with screenshots before and after. Exit code 1 when something the page uses is not supported.
Needs @playwright/test (its Chromium, or CHROMIUM_PATH / --chromium).`,
  record: `Usage: payment-widgets record [--from <ISO time>] [--to <ISO time>] [--out <file.json>] [options]

Writes the entity's session as a fixture (GET /sandbox/v1/recording; --from and --to in sandbox time): each
merchant-API request with its answer, in order, clock moves included; the shopper's steps between them (the
widget's payments, the 3-D Secure and bank pages' answers); the events the gateway sent. Card numbers are masked.
The gateway process keeps the last 1,000 requests.`,
  replay: `Usage: payment-widgets replay <file.json> [options]

Sends a recorded session to this sandbox, in order — the shopper's steps as the gateway's own page sends them —
and compares each answer with the recorded one (ids, times and addresses aside), then the events it made the
sandbox send: a masked card number is sent as the test card it was; a request with another masked value is
skipped and said so. Exit code 1 when something differs: a session kept as a regression test for CI.`,
  fault: `Usage: payment-widgets fault checkout <id> <fault> [--ms <n>] [--attempts <n>] [options]
       payment-widgets fault webhook <id> <fault> [--minutes <n>] [--attempts <n>] [--events <n>] [options]
       payment-widgets fault checkout|webhook <id> show|clear [options]

Rehearses the bad day (docs/faults.md): a checkout's fault meets the shopper's next attempts (--attempts, default
1; latency takes --ms); a webhook's fault its next events (--events, default 1; late takes --minutes, fail-first
--attempts). show tells what is left, clear ends it. A fault on one of your server's own requests is the header
X-Sandbox-Fault (pay --fault <fault>).

${FAULT_LIST}`,
  trigger: `Usage: payment-widgets trigger <name> [--for <id>] [--set <name>=<value> …] [options]

Makes an event happen by a real request of the gateway's API (POST /sandbox/v1/triggers): for your own
object (--for) or a new one it makes first. --set overrides a parameter of the acting request, which
validates it as it validates any request. Prints each request it made and where the event went; exit
code 0 when it was sent, 1 when a request was refused.

${TRIGGER_LIST}`,
} as const;

export const CLIENT_USAGE = `${Object.values(VERB_USAGE).join("\n\n")}

${OPTIONS}`;

const usageOf = (verb: string | undefined) =>
  verb !== undefined && Object.hasOwn(VERB_USAGE, verb) ? `${VERB_USAGE[verb as keyof typeof VERB_USAGE]}\n\n${OPTIONS}` : CLIENT_USAGE;

export async function runClient(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  fetchFn: typeof fetch = fetch,
  io: StreamIo = { out: console.log, signal: new AbortController().signal },
): Promise<{ readonly print: string; readonly exitCode: number }> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (err) {
    return { print: `payment-widgets: ${(err as Error).message}\n\n${CLIENT_USAGE}`, exitCode: 2 };
  }
  const {
    values: o,
    positionals: [verb, sub, ...rest],
  } = parsed;
  if (o.help) return { print: usageOf(verb), exitCode: 0 };
  const gateway = (o.gateway ?? env.PAYMENT_WIDGETS_GATEWAY ?? "http://127.0.0.1:8080").replace(/\/$/, "");
  const token = o.token ?? env.SANDBOX_TOKEN ?? DEFAULT_TOKEN;
  const entityId = o.entity ?? env.SANDBOX_ENTITY_ID ?? DEFAULT_ENTITY_ID;
  const call: GatewayCall = async (method, path, form, extra) => {
    try {
      const res = await fetchFn(`${gateway}${path}`, {
        method,
        headers: {
          ...extra?.headers,
          ...(extra?.shopper ? { origin: new URL(gateway).origin } : { authorization: `Bearer ${token}` }),
          ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
        redirect: "manual",
      });
      // A page's answer (the 3-D Secure or bank page a shopper's step gets) is no JSON: only its status counts.
      const json = (res.headers.get("content-type") ?? "").includes("json");
      return { status: res.status, answer: (json ? await res.json() : {}) as Answer };
    } catch (err) {
      return {
        status: 0,
        answer: { error: `cannot reach the gateway at ${gateway} (${(err as Error).message}): start it with payment-widgets` },
      };
    }
  };
  const told = (status: number, answer: Answer, ok: boolean, line: string) => {
    if (status === 0) return { print: String(answer.error), exitCode: 1 };
    if (o.json) return { print: JSON.stringify(answer, null, 2), exitCode: ok ? 0 : 1 };
    const errors = (answer.result?.parameterErrors ?? []).map((e) => `\n  ${e.name}: ${e.message}`).join("");
    return { print: ok ? line : `${answer.result?.code ?? status} ${answer.result?.description ?? ""}${errors}`, exitCode: ok ? 0 : 1 };
  };
  if (verb === "clock" && (sub === "show" || sub === undefined) && rest.length === 0) {
    const { status, answer } = await call("GET", `/sandbox/v1/clock?entityId=${encodeURIComponent(entityId)}`);
    return told(
      status,
      answer,
      status === 200,
      `sandbox time ${String(answer.now)} (${Number(answer.offset) / 1000} s ahead of the machine)`,
    );
  }
  if (verb === "clock" && sub === "advance" && rest.length === 1) {
    const { status, answer } = await call("POST", "/sandbox/v1/clock", { advance: rest[0] ?? "" });
    return told(status, answer, status === 200, `sandbox time ${String(answer.now)}: everything due on the way ran`);
  }
  if (verb === "pay" && sub === undefined) {
    const year = String((new Date().getFullYear() + 3) % 100).padStart(2, "0");
    const card = (o.card ?? "4200000000000000").replace(/\s/g, "");
    const faulted = o.fault ? { headers: { "x-sandbox-fault": o.fault } } : undefined;
    const { status, answer } = await call(
      "POST",
      "/v1/payments",
      {
        entityId,
        amount: o.amount ?? "1.00",
        currency: o.currency ?? "EUR",
        paymentType: "DB",
        "card.number": card,
        "card.expiryMonth": "12",
        "card.expiryYear": `20${year}`,
        "card.cvv": /^3[47]/.test(card) ? "1234" : "123",
        "card.holder": "Jane Jones",
      },
      faulted,
    );
    if (status === 0 && o.fault === "drop-after-commit") {
      return {
        print: "no answer: the sandbox dropped the connection after the payment was made (payment-widgets logs shows it)",
        exitCode: 1,
      };
    }
    const code = answer.result?.code ?? "";
    const ok = status !== 0 && (isSuccessCode(code) || isPendingCode(code));
    return told(status, answer, ok, `payment ${String(answer.id)}: ${code} ${answer.result?.description ?? ""}`);
  }
  if (verb === "logs" && sub === undefined) {
    const exitCode = await logs(call, entityId, { follow: !!o.follow, limit: o.limit ?? "20", json: !!o.json }, io);
    return { print: "", exitCode };
  }
  if (verb === "listen" && sub === undefined) {
    if (!o["forward-to"]) return { print: `payment-widgets: listen needs --forward-to <url>\n\n${usageOf("listen")}`, exitCode: 2 };
    const options = { url: o["forward-to"], secret: o.secret, format: o.format, types: o.types, keep: !!o.keep, json: !!o.json };
    return { print: "", exitCode: await listen(call, entityId, options, io) };
  }
  if (verb === "check" && sub !== undefined && rest.length === 0) {
    return check({
      target: sub,
      gateway,
      token,
      entityId,
      pay: !o["skip-payment"],
      report: o.report,
      chromium: o.chromium,
      json: !!o.json,
    });
  }
  if (verb === "record" && sub === undefined) return record(call, entityId, { from: o.from, to: o.to, out: o.out });
  if (verb === "replay" && sub !== undefined && rest.length === 0) return replayFile(call, entityId, sub, !!o.json);
  if (verb === "fault") {
    return fault(call, entityId, [sub, ...rest], { ms: o.ms, attempts: o.attempts, minutes: o.minutes, events: o.events }, !!o.json);
  }
  if (verb === "trigger" && sub !== undefined && rest.length === 0) {
    const set = overridesOf(o.set ?? []);
    if (typeof set === "string") return { print: `payment-widgets: ${set}\n\n${usageOf("trigger")}`, exitCode: 2 };
    return trigger(call, entityId, sub, { for: o.for, set, json: !!o.json });
  }
  return { print: `payment-widgets: unknown command "${args.join(" ")}"\n\n${usageOf(verb)}`, exitCode: 2 };
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      gateway: { type: "string" },
      token: { type: "string" },
      entity: { type: "string" },
      json: { type: "boolean" },
      card: { type: "string" },
      amount: { type: "string" },
      currency: { type: "string" },
      follow: { type: "boolean", short: "f" },
      limit: { type: "string" },
      "forward-to": { type: "string" },
      secret: { type: "string" },
      format: { type: "string" },
      types: { type: "string" },
      keep: { type: "boolean" },
      for: { type: "string" },
      report: { type: "string" },
      "skip-payment": { type: "boolean" },
      chromium: { type: "string" },
      from: { type: "string" },
      to: { type: "string" },
      out: { type: "string" },
      set: { type: "string", multiple: true },
      fault: { type: "string" },
      ms: { type: "string" },
      attempts: { type: "string" },
      minutes: { type: "string" },
      events: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}

/** Whether the command line is one of these verbs (else it is `start`'s). */
export const isClientVerb = (args: readonly string[]) => args[0] !== undefined && Object.hasOwn(VERB_USAGE, args[0]);

/** Verbs that keep running until Ctrl-C: the command gives them a signal to stop. */
export const isStreamingVerb = (args: readonly string[]) =>
  args[0] === "listen" || (args[0] === "logs" && args.some((a) => a === "--follow" || a === "-f"));
