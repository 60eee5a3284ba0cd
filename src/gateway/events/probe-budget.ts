/**
 * How many receiver addresses one account may probe (a webhook's test notification answers synchronously
 * what the address did: "answered HTTP 401", "the connection failed"). Useful to a merchant setting up its
 * receiver; a port scanner for anyone holding a token when unbounded (security round 3, item 12). So per
 * account and gateway process: at most PROBES_PER_MINUTE test notifications a minute, and at most
 * DESTINATIONS_PER_HOUR different addresses (scheme, host and port) in an hour. The machine's time, not
 * the sandbox clock's (moving the clock does not refill it).
 */
export const PROBES_PER_MINUTE = 10;
export const DESTINATIONS_PER_HOUR = 20;

export function probeBudget(realNow: () => number = Date.now) {
  const accounts = new Map<string, { probes: number[]; destinations: Map<string, number> }>();
  return {
    /** Takes one probe of `url` for the account; a refusal says why. */
    take(account: string, url: string): { ok: true } | { ok: false; why: string } {
      const now = realNow();
      const a = accounts.get(account) ?? { probes: [], destinations: new Map<string, number>() };
      accounts.set(account, a);
      a.probes = a.probes.filter((t) => t > now - 60_000);
      for (const [d, t] of a.destinations) if (t <= now - 3_600_000) a.destinations.delete(d);
      const u = new URL(url);
      const destination = `${u.protocol}//${u.host}`;
      if (a.probes.length >= PROBES_PER_MINUTE) return { ok: false, why: `at most ${PROBES_PER_MINUTE} test notifications a minute` };
      if (!a.destinations.has(destination) && a.destinations.size >= DESTINATIONS_PER_HOUR)
        return { ok: false, why: `at most ${DESTINATIONS_PER_HOUR} different receiver addresses (host and port) an hour` };
      a.probes.push(now);
      a.destinations.set(destination, now);
      return { ok: true };
    },
  };
}
