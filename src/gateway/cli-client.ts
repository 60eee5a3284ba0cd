import { parseArgs } from "node:util";
import { isPendingCode, isSuccessCode } from "../shared/result-codes.ts";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN } from "./config.ts";

/**
 * The command's verbs for a sandbox that runs already (`payment-widgets clock …`, `payment-widgets pay`): each is a
 * call of the gateway's public API with the account's token — nothing the HTTP API lacks. Exit codes fit scripts:
 * 0 done (a payment approved or pending), 1 refused or declined (the answer says why), 2 a usage error.
 */
export const CLIENT_USAGE = `Usage: payment-widgets clock show [options]
       payment-widgets clock advance <ISO 8601 duration, e.g. PT31M, P1D> [options]
       payment-widgets pay [--card <number>] [--amount <0.00>] [--currency <EUR>] [options]

Options:
  --gateway <url>   the sandbox (default $PAYMENT_WIDGETS_GATEWAY, else http://127.0.0.1:8080)
  --token <token>   the account's bearer token (default $SANDBOX_TOKEN, else the sandbox's default)
  --entity <id>     the entity (default $SANDBOX_ENTITY_ID, else the sandbox's default)
  --json            print the gateway's answer as it came`;

type Answer = { result?: { code?: string; description?: string; parameterErrors?: { name: string; message: string }[] } } & Record<
  string,
  unknown
>;

export async function runClient(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  fetchFn: typeof fetch = fetch,
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
  if (o.help) return { print: CLIENT_USAGE, exitCode: 0 };
  const gateway = (o.gateway ?? env.PAYMENT_WIDGETS_GATEWAY ?? "http://127.0.0.1:8080").replace(/\/$/, "");
  const token = o.token ?? env.SANDBOX_TOKEN ?? DEFAULT_TOKEN;
  const entityId = o.entity ?? env.SANDBOX_ENTITY_ID ?? DEFAULT_ENTITY_ID;
  const call = async (method: "GET" | "POST", path: string, form?: Record<string, string>) => {
    try {
      const res = await fetchFn(`${gateway}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      });
      return { status: res.status, answer: (await res.json()) as Answer };
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
    const { status, answer } = await call("POST", "/v1/payments", {
      entityId,
      amount: o.amount ?? "1.00",
      currency: o.currency ?? "EUR",
      paymentType: "DB",
      "card.number": card,
      "card.expiryMonth": "12",
      "card.expiryYear": `20${year}`,
      "card.cvv": /^3[47]/.test(card) ? "1234" : "123",
      "card.holder": "Jane Jones",
    });
    const code = answer.result?.code ?? "";
    const ok = status !== 0 && (isSuccessCode(code) || isPendingCode(code));
    return told(status, answer, ok, `payment ${String(answer.id)}: ${code} ${answer.result?.description ?? ""}`);
  }
  return { print: `payment-widgets: unknown command "${args.join(" ")}"\n\n${CLIENT_USAGE}`, exitCode: 2 };
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
      help: { type: "boolean", short: "h" },
    },
  });
}

/** Whether the command line is one of these verbs (else it is `start`'s). */
export const isClientVerb = (args: readonly string[]) => args[0] === "clock" || args[0] === "pay";
