import { describe, expect, it } from "vitest";
import { jobExpression, libraryExpression, schedule } from "./cron-expression.ts";

const JAN_15 = Date.UTC(2026, 0, 15, 10, 0, 0);
const runs = (expression: string, n = 3, from = JAN_15) => {
  const s = schedule(expression);
  const out: string[] = [];
  let t = from;
  for (let i = 0; i < n; i++) {
    const next = s.next(t);
    if (next === undefined) break;
    out.push(new Date(next).toISOString().slice(0, 19));
    t = next;
  }
  return out;
};

describe("job fields → cron expression (spec 2.26 defaults)", () => {
  it.each<[Record<string, string>, string]>([
    [{}, "0 0 0 1 1 ? *"],
    [{ "job.month": "*" }, "0 0 0 1 * ? *"],
    [{ "job.month": "*", "job.dayOfMonth": "L", "job.hour": "9" }, "0 0 9 L * ? *"],
    [{ "job.dayOfWeek": "2", "job.month": "*" }, "0 0 0 ? * 2 *"],
    [{ "job.expression": "0 30 8 ? * MON-FRI", "job.month": "3" }, "0 30 8 ? * MON-FRI"],
  ])("%j → %s", (params, expression) => {
    expect(jobExpression(params)).toBe(expression);
  });

  it.each<[string, string]>([
    ["0 0 0 1 1/2 ? 2026", "0 0 0 1 1-12/2 ? 2026"],
    ["5/15 0 0 1,15 * ?", "5-59/15 0 0 1,15 * ?"],
    ["0 0 0 L * ?", "0 0 0 L * ?"],
  ])("Quartz's start/step %s is a range for the library: %s", (quartz, library) => {
    expect(libraryExpression(quartz)).toBe(library);
  });
});

describe("schedules run on the expression's dates (UTC)", () => {
  it.each<[string, string[]]>([
    ["0 0 0 1 * ?", ["2026-02-01T00:00:00", "2026-03-01T00:00:00", "2026-04-01T00:00:00"]],
    ["0 0 0 L * ?", ["2026-01-31T00:00:00", "2026-02-28T00:00:00", "2026-03-31T00:00:00"]],
    ["0 0 0 15W * ?", ["2026-02-16T00:00:00", "2026-03-16T00:00:00", "2026-04-15T00:00:00"]],
    ["0 0 0 ? * 2#1", ["2026-02-02T00:00:00", "2026-03-02T00:00:00", "2026-04-06T00:00:00"]],
    ["0 0 0 ? * 6L", ["2026-01-30T00:00:00", "2026-02-27T00:00:00", "2026-03-27T00:00:00"]],
    ["0 0 12 ? * MON-FRI", ["2026-01-15T12:00:00", "2026-01-16T12:00:00", "2026-01-19T12:00:00"]],
    ["0 0 0 1 1/3 ? 2026", ["2026-04-01T00:00:00", "2026-07-01T00:00:00", "2026-10-01T00:00:00"]],
    ["0 0 0 1 1 ? 2026", []],
    ["0 0 0 1 1 ? 2027-2028", ["2027-01-01T00:00:00", "2028-01-01T00:00:00"]],
    ["0 0/20 10 15 1 ?", ["2026-01-15T10:20:00", "2026-01-15T10:40:00", "2027-01-15T10:00:00"]],
  ])("%s → %j", (expression, dates) => {
    expect(runs(expression)).toEqual(dates);
  });

  it("stops at the end date", () => {
    expect(schedule("0 0 0 1 * ?").next(JAN_15, Date.UTC(2026, 0, 31))).toBeUndefined();
  });

  it.each(["0 0 0 1 *", "0 0 0 1 * 1", "0 0 0 32 * ?", "0 0 0 1 13 ?", "x y z 1 * ?", "0 0 0 1 * ? 2026 9"])("refuses %s", (expression) => {
    expect(() => schedule(expression)).toThrow();
  });
});
