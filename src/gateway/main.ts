import cluster from "node:cluster";
import { isClusterPrimary, isLeadProcess, receiveSealingKey, runPrimary, workersArgument, workersRefusal } from "./cluster.ts";
import { DEFAULT_ENTITY_ID, DEFAULT_TOKEN, readConfig } from "./config.ts";
import { startupWebhook } from "./events/startup-webhook.ts";
import { listenHttpsBeside } from "./https-beside.ts";
import { buildServer } from "./server.ts";
import { ftpLogins, startFtpDelivery } from "./settlement/ftp-delivery.ts";
import { shownSecret, showSecrets } from "./startup-secrets.ts";
import { describeDatabase } from "./store/db.ts";
import { tlsMaterial } from "./tls.ts";
import { NOT_BUILT } from "./widget-api/assets.ts";

/** What a started gateway tells its caller (the package's command prints the next steps from it). */
export interface StartedGateway {
  /** The gateway's address ("" in a cluster's primary, which serves nothing itself). */
  readonly origin: string;
  readonly token: string;
  readonly entityId: string;
  /** The widget script's integrity (undefined while dist/ is not built). */
  readonly integrity: string | undefined;
}

/** `npm run gateway` and the package's command: starts the sandbox gateway and prints how to reach it. */
export async function startGateway(environment: NodeJS.ProcessEnv = process.env): Promise<StartedGateway> {
  const workers = workersArgument(process.argv.slice(2));
  const env = workers === undefined ? environment : { ...environment, GATEWAY_WORKERS: workers };
  const configured = readConfig(env);
  const refusal = workersRefusal(configured);
  if (refusal) throw new Error(refusal);
  if (isClusterPrimary(configured)) {
    await runPrimary(configured);
    return { origin: "", token: configured.token, entityId: configured.entityId, integrity: undefined };
  }
  // The throttle counts per process (in memory): N processes share the configured rate between them.
  const config = {
    ...configured,
    rateLimit: Math.ceil(configured.rateLimit / configured.workers),
    sealingKey: cluster.isWorker ? await receiveSealingKey() : configured.sealingKey,
  };
  const lead = isLeadProcess();
  const tls = await tlsMaterial(config.tls, config.host);
  // With GATEWAY_HTTPS_PORT the gateway itself stays on HTTP and HTTPS is served beside it (https-beside.ts).
  const beside = config.httpsPort !== undefined;
  const { app, ctx, work, webhooks, settlements } = buildServer(config, { tls: beside ? undefined : tls });
  // Time-driven work (expiry, the shopperResultUrl call of spec 6.1, webhook retries) on an interval that never keeps the process alive.
  const timer = setInterval(() => void work.runDue().catch((err: unknown) => app.log.error(err)), config.sweepIntervalMs || 5_000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
  const stopping: (() => Promise<void>)[] = [];
  const address = await app.listen({ port: config.port, host: config.host });
  const url = new URL(address);
  // Fastify names the address http: even when its server factory made an HTTPS server.
  if (tls && !beside) url.protocol = "https:";
  const https = beside && tls ? await listenHttpsBeside(app, tls, config.httpsPort ?? 0, config.host) : undefined;
  if (https) stopping.push(() => https.close());
  const show = showSecrets(environment);
  const lines = [
    `[gateway] sandbox gateway listening on ${url.origin}`,
    ...(https ? [`[gateway] and over HTTPS on ${https.origin} (GATEWAY_HTTPS_PORT)`] : []),
    `[gateway] storage: ${describeDatabase(config.db)}`,
    ...(tls
      ? [
          `[gateway] TLS certificate${tls.generated ? " (generated for development)" : ""}: ${tls.certPath}`,
          `[gateway]   trust it: curl --cacert ${tls.certPath} … · NODE_EXTRA_CA_CERTS=${tls.certPath} · keytool -importcert -alias paymentwidgets-sandbox -file ${tls.certPath}`,
        ]
      : []),
    `[gateway] SANDBOX_TOKEN=${shownSecret(config.token, show)}${config.token === DEFAULT_TOKEN ? " (default)" : ""}`,
    `[gateway] SANDBOX_ENTITY_ID=${config.entityId}${config.entityId === DEFAULT_ENTITY_ID ? " (default)" : ""}`,
  ];
  for (const a of config.accounts.slice(1)) lines.push(`[gateway] account ${a.token.slice(0, 6)}…: entities ${a.entityIds.join(", ")}`);
  if (ctx.assets.size === 0) lines.push(`[gateway] warning: ${NOT_BUILT}`);
  if (!config.publicOrigin && !["127.0.0.1", "localhost", "::1"].includes(config.host)) {
    lines.push(
      `[gateway] warning: HOST=${config.host} without GATEWAY_PUBLIC_URL: browsers reaching this gateway by another name than ${config.host} or localhost get http://localhost:${url.port} in redirect addresses; set GATEWAY_PUBLIC_URL to the address they use.`,
    );
  } else lines.push(`[gateway] widget: ${url.origin}/v1/paymentWidgets.js (${ctx.assets.get("paymentWidgets.js")?.integrity})`);
  lines.push(`[gateway] console: ${url.origin}/sandbox/console (sign in with the token)`);
  if (config.webhookUrl && lead) {
    const w = startupWebhook(webhooks, config.entityId, config.webhookUrl, config.webhookSecret, ctx.now(config.entityId));
    // A key the operator set is masked; one the gateway made is shown, since the receiver needs it.
    const key = config.webhookSecret === undefined ? w.secret : shownSecret(w.secret, show);
    lines.push(`[gateway] webhook ${w.id}: ${config.webhookUrl}, secret (AES-256 key) ${key}`);
  }
  if (config.ftpPort !== undefined && lead) {
    const logins = ftpLogins(config.accounts);
    const ftp = await startFtpDelivery({ host: config.host, port: config.ftpPort, logins, store: settlements, tls });
    stopping.push(() => ftp.close());
    lines.push(`[gateway] reconciliation files over FTP${tls ? " (FTPS: AUTH TLS)" : ""}: ${ftp.url}, read-only`);
    // The operator's own entities only; each account reads its logins with its token (GET /sandbox/v1/reconciliation/ftp).
    const own = new Set(config.accounts[0]?.entityIds ?? []);
    for (const l of logins.filter((l) => own.has(l.entityId))) {
      lines.push(
        `[gateway]   FTP user ${l.entityId}, password ${config.token === DEFAULT_TOKEN ? l.password : shownSecret(l.password, show)}`,
      );
    }
    if (logins.length > own.size) lines.push(`[gateway]   other accounts: GET /sandbox/v1/reconciliation/ftp?entityId=… with their token`);
  }
  const perProcess = config.workers > 1 ? ` (${config.rateLimit} in each of ${config.workers} processes)` : "";
  lines.push(
    `[gateway] throttling: ${config.rateLimit > 0 ? `${configured.rateLimit} requests per second per operation${perProcess}` : "off"}`,
  );
  if (lead) console.log(lines.join("\n"));
  const stop = () => {
    clearInterval(timer);
    // Requests in flight get a moment to finish; connections a browser keeps open do not hold the exit.
    setTimeout(() => app.server.closeAllConnections(), 1_000).unref();
    void Promise.all([app.close(), ...stopping.map((s) => s())]).then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  return { origin: url.origin, token: config.token, entityId: config.entityId, integrity: ctx.assets.get("paymentWidgets.js")?.integrity };
}

/** A gateway that could not start: one line saying why (and which setting moves a port in use), exit 1. */
export function startFailed(
  err: unknown,
  portHint = " (set PORT, GATEWAY_HTTPS_PORT or GATEWAY_FTP_PORT, whichever names it, to a free port)",
): never {
  const inUse = (err as { code?: string }).code === "EADDRINUSE";
  const hint = inUse ? portHint : "";
  console.error(`[gateway] could not start: ${err instanceof Error ? err.message : String(err)}${hint}`);
  process.exit(1);
}

// Run as `npm run gateway` (node src/gateway/main.ts), not when the package's command imports it.
if (process.argv[1] && /main\.ts$/.test(process.argv[1])) startGateway().catch((err: unknown) => startFailed(err));
