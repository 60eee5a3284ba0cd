import { DateTime, Duration } from "luxon";

/** The longest single move of the sandbox clock: far enough for a year of schedules, bounded for the work it triggers. */
export const MAX_ADVANCE_YEARS = 5;

/**
 * The time `duration` (ISO 8601: PT31M, P1D, P1M, P1Y2M3DT4H) after `from`, in UTC calendar terms
 * (P1M from 31 January is 28 or 29 February, as Luxon adds months), or why the duration is refused.
 */
export function afterDuration(from: number, duration: string): { at: number } | { error: string } {
  const d = Duration.fromISO(duration);
  if (!d.isValid) return { error: "expected an ISO 8601 duration such as PT31M, P1D or P1M" };
  const start = DateTime.fromMillis(from, { zone: "utc" });
  const end = start.plus(d);
  if (end.toMillis() <= from) return { error: "expected a positive duration: the sandbox clock never goes backwards" };
  if (end > start.plus({ years: MAX_ADVANCE_YEARS })) return { error: `expected at most P${MAX_ADVANCE_YEARS}Y in one move` };
  return { at: end.toMillis() };
}
