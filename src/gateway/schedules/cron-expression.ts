import { Cron } from "croner";

/** The job fields of spec 2.26 in the order of a 7-field (Quartz) cron expression, with their defaults. */
export const JOB_FIELDS = [
  ["job.second", "0"],
  ["job.minute", "0"],
  ["job.hour", "0"],
  ["job.dayOfMonth", "1"],
  ["job.month", "1"],
  ["job.dayOfWeek", "1"],
  ["job.year", "*"],
] as const;

const FIELD_MAX: readonly number[] = [59, 59, 23, 31, 12, 7, 2099];

/**
 * The schedule's cron expression: `job.expression` as sent, or the job fields with the defaults of
 * spec 2.26 (second, minute, hour 0; dayOfMonth, month 1; year *). Day of month and day of week
 * cannot both be days (Quartz): the one not sent is "?", and when neither is, day of month 1 wins
 * (a monthly "on the 1st" rule, day of week "?").
 */
export function jobExpression(params: Readonly<Record<string, string>>): string {
  if (params["job.expression"] !== undefined) return params["job.expression"];
  const fields: string[] = JOB_FIELDS.map(([name, fallback]) => params[name] ?? fallback);
  const dayOfMonth = params["job.dayOfMonth"];
  const dayOfWeek = params["job.dayOfWeek"];
  fields[3] = dayOfMonth ?? (dayOfWeek !== undefined ? "?" : "1");
  fields[5] = dayOfWeek ?? "?";
  return fields.join(" ");
}

/**
 * Quartz writes "start/step" (1/2: from 1, every 2); the cron library wants a range. The one rewrite
 * done before the library parses: "a/b" → "a-max/b" in each field. Everything else (L, W, #, ?,
 * lists, ranges, names, the year field) is the library's.
 */
export function libraryExpression(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  return fields
    .map((field, i) =>
      field
        .split(",")
        .map((part) => {
          const m = /^(\d+)\/(\d+)$/.exec(part);
          return m ? `${m[1]}-${FIELD_MAX[fields.length === 5 ? i + 1 : i] ?? 59}/${m[2]}` : part;
        })
        .join(","),
    )
    .join(" ");
}

export interface Schedule {
  /** The next run strictly after `after`, before `end` if given; undefined when there is none. */
  next(after: number, end?: number): number | undefined;
}

/**
 * A cron expression of 6 or 7 fields (seconds first, year optional; spec 2.26), in UTC, days of week
 * 1–7 = SUN–SAT as Quartz counts them; parsed by croner. Throws with the library's reason when the
 * expression is not valid.
 */
export function schedule(expression: string): Schedule {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7)
    throw new Error(`expected 6 or 7 fields (seconds first, year optional), got ${fields.length}`);
  if (fields[3] !== "?" && fields[5] !== "?") throw new Error("day of month and day of week are both set: one of them must be ?");
  const cron = new Cron(libraryExpression(expression), { timezone: "UTC", alternativeWeekdays: true, domAndDow: false, paused: true });
  return {
    next(after, end) {
      const d = cron.nextRun(new Date(after));
      if (!d) return undefined;
      const t = d.getTime();
      return end !== undefined && t > end ? undefined : t;
    },
  };
}
