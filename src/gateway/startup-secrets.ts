import { DEFAULT_TOKEN } from "./config.ts";

/**
 * How the start-up output shows a secret (security round 3, item 14): masked — its first four characters,
 * enough to tell which one is set — unless the operator asks for it (GATEWAY_SHOW_SECRETS=1). A secret the
 * operator could not know otherwise (a webhook key the gateway just made) is shown once in full; the
 * default token is public (README) and shown as it is. Start-up output ends up in terminals, CI logs and
 * screenshots; other accounts' credentials are never printed (their FTP logins come from the API with
 * their own token: GET /sandbox/v1/reconciliation/ftp).
 */
export function shownSecret(secret: string, show: boolean): string {
  if (show || secret === DEFAULT_TOKEN) return secret;
  return `${secret.slice(0, 4)}… (masked; GATEWAY_SHOW_SECRETS=1 prints it)`;
}

export function showSecrets(env: NodeJS.ProcessEnv): boolean {
  return env.GATEWAY_SHOW_SECRETS === "1" || env.GATEWAY_SHOW_SECRETS === "true";
}
