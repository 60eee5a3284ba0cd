/** What an outbound call (webhook, notificationUrl, tieback) got: the HTTP status, or why there was none. */
export type CallOutcome = { readonly status: number } | { readonly error: string };

/**
 * One POST to a URL the merchant's server configured: no redirect followed (a 3xx is an answer, not
 * a place to go), bounded by `timeoutMs` and by `stop` (the gateway shutting down); the body of the
 * answer is not read.
 */
export async function callOut(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  stop?: AbortSignal,
): Promise<CallOutcome> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetchFn(url, { ...init, redirect: "manual", signal: stop ? AbortSignal.any([timeout, stop]) : timeout });
    await res.body?.cancel().catch(() => undefined);
    return { status: res.status };
  } catch {
    return { error: timeout.aborted ? `no answer within ${timeoutMs} ms` : "the connection failed" };
  }
}
