const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** After the n-th failed attempt, the next one comes this much later (then daily). */
export const RETRY_DELAYS_MS: readonly number[] = [1, 2, 4, 8, 15, 30, 60].map((m) => m * MINUTE);
/** A delivery not answered with 2xx within this time after its event is given up (FAILED). */
export const GIVE_UP_AFTER_MS = 30 * DAY;

/**
 * When a delivery that failed its `attempts`-th attempt at `failedAt` is tried again: 1, 2, 4, 8,
 * 15, 30 minutes, 1 hour, then daily, for up to 30 days after the event (`createdAt`); undefined when
 * the next attempt would come later than that (the delivery is FAILED).
 */
export function nextAttemptAt(attempts: number, failedAt: number, createdAt: number): number | undefined {
  const next = failedAt + (RETRY_DELAYS_MS[attempts - 1] ?? DAY);
  return next <= createdAt + GIVE_UP_AFTER_MS ? next : undefined;
}
