import { describe, expect, it } from "vitest";
import { afterDuration } from "./iso-duration.ts";

const JAN_31 = Date.UTC(2026, 0, 31, 12, 0, 0);

describe("sandbox clock durations", () => {
  it.each<[string, string]>([
    ["PT31M", "2026-01-31T12:31:00.000Z"],
    ["P1D", "2026-02-01T12:00:00.000Z"],
    ["P1M", "2026-02-28T12:00:00.000Z"],
    ["P12M", "2027-01-31T12:00:00.000Z"],
    ["P1Y2M3DT4H5M6S", "2027-04-03T16:05:06.000Z"],
    ["PT0.5S", "2026-01-31T12:00:00.500Z"],
  ])("%s after 31 January 12:00 UTC is %s", (duration, iso) => {
    const r = afterDuration(JAN_31, duration);
    expect("at" in r && new Date(r.at).toISOString()).toBe(iso);
  });

  it.each(["", "31M", "P", "PT-5M", "PT0S", "P6Y", "-P1D", "P1D; DROP TABLE", "1 day"])("refuses %j", (duration) => {
    expect(afterDuration(JAN_31, duration)).toHaveProperty("error");
  });
});
