import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { StartedGateway } from "./main.ts";

/**
 * The package's command line (`payment-widgets [start] [options]`, read with node:util's parseArgs: no
 * dependency for five options), and what it prints once the gateway listens. cli.ts runs it.
 */

/** The package's root: its dist/ (the built widget) is served, whatever the current directory. */
const PACKAGE = fileURLToPath(new URL("../../", import.meta.url));
const VERSION = (JSON.parse(readFileSync(`${PACKAGE}package.json`, "utf8")) as { version: string }).version;

export const USAGE = `Usage: payment-widgets [start] [options]

Starts the paymentWidgets sandbox gateway: the widget, its card fields, the gateway's API and its console.
Its data is kept in .data/ of the current directory (SQLite), unless --db says otherwise.

Options:
  --port <n>      the port to listen on (default 8080; 0 picks a free one)
  --host <name>   the interface to listen on (default 127.0.0.1)
  --db <where>    a SQLite file, or a PostgreSQL URL postgres://user:password@host:5432/db
  --tls           serve HTTPS with a development certificate (made once, in .data/tls)
  --help          this text
  --version       the package's version

Every other setting is an environment variable (GATEWAY_*, SANDBOX_*): docs/gateway.md.
For a sandbox that runs already: payment-widgets clock show | clock advance <duration> | pay | logs
| listen | trigger <name> | check <page> | record | replay <file>
(payment-widgets <verb> --help says what each does).`;

/** What the command line asks for: the environment the gateway starts with, or text to print and an exit code. */
export function readCommandLine(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): { readonly env: NodeJS.ProcessEnv } | { readonly print: string; readonly exitCode: number } {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (err) {
    return { print: `payment-widgets: ${(err as Error).message}\n\n${USAGE}`, exitCode: 2 };
  }
  const { values, positionals } = parsed;
  if (values.help) return { print: USAGE, exitCode: 0 };
  if (values.version) return { print: VERSION, exitCode: 0 };
  const verb = positionals[0] ?? "start";
  if (verb !== "start" || positionals.length > 1)
    return { print: `payment-widgets: unknown command "${positionals.join(" ")}"\n\n${USAGE}`, exitCode: 2 };
  if (values.port !== undefined && !/^\d{1,5}$/.test(values.port))
    return { print: `payment-widgets: --port expects a number from 0 to 65535, got "${values.port}"`, exitCode: 2 };
  return {
    env: {
      ...env,
      GATEWAY_DIST: env.GATEWAY_DIST ?? `${PACKAGE}dist`,
      ...(values.port !== undefined ? { PORT: values.port } : {}),
      ...(values.host !== undefined ? { HOST: values.host } : {}),
      ...(values.db !== undefined ? { GATEWAY_DB: values.db } : {}),
      ...(values.tls ? { GATEWAY_TLS: "1" } : {}),
    },
  };
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      port: { type: "string" },
      host: { type: "string" },
      db: { type: "string" },
      tls: { type: "boolean" },
      help: { type: "boolean", short: "h" },
      version: { type: "boolean" },
    },
  });
}

/** What a newcomer needs next, once the gateway listens: a checkout, the page's snippet, a test card. */
export function nextSteps(g: StartedGateway): string {
  const auth = `Authorization: Bearer ${g.token}`;
  return `
Next steps
  1. Create a checkout (your server does this; the token never goes to the browser):
       curl -s ${g.origin}/v1/checkouts -H "${auth}" -d entityId=${g.entityId} -d amount=49.99 -d currency=EUR -d paymentType=DB
  2. Put the widget on your page, with the checkout's id:
       <script src="${g.origin}/v1/paymentWidgets.js?checkoutId={id}"${g.integrity ? ` integrity="${g.integrity}"` : ""} crossorigin="anonymous"></script>
       <form action="https://your.shop/result" class="paymentWidgets" data-brands="VISA MASTER AMEX"></form>
  3. Pay with 4200 0000 0000 0000, any future expiry, CVV 123 (4000 0000 0000 0002 is declined).
  Console: ${g.origin}/sandbox/console (sign in with the token above)`;
}
