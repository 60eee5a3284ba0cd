/**
 * The test suite's time budget (`npm test`): every test's time read from the runners' JSON reports, the
 * slowest printed, and a verdict — no unit test over 10 s, no e2e test over 20 s.
 */
export interface TimedTest {
  readonly runner: "unit" | "e2e";
  readonly name: string;
  readonly ms: number;
}

export const LIMITS_MS: Readonly<Record<TimedTest["runner"], number>> = Object.freeze({ unit: 10_000, e2e: 20_000 });

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[];
}

interface PlaywrightSuite {
  file?: string;
  title: string;
  specs?: { title: string; file: string; tests: { projectName?: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Vitest's `json` reporter: each test's own time (its hooks not included). */
export function vitestTimes(report: VitestReport, root: string): TimedTest[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((t) => ({
      runner: "unit" as const,
      name: `${file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name} › ${t.fullName}`,
      ms: t.duration ?? 0,
    })),
  );
}

/** Playwright's `json` reporter: each test's last attempt (a retried test is judged by the attempt that counted). */
export function playwrightTimes(report: { suites: PlaywrightSuite[] }): TimedTest[] {
  const out: TimedTest[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    const here = suite.file && suite.title === suite.file ? path : [...path, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (last)
          out.push({ runner: "e2e", name: `${spec.file} › ${[...here, spec.title].filter(Boolean).join(" › ")}`, ms: last.duration });
      }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, []);
  return out;
}

export function overBudget(tests: readonly TimedTest[]): TimedTest[] {
  return tests.filter((t) => t.ms > LIMITS_MS[t.runner]).sort((a, b) => b.ms - a.ms);
}

export function slowest(tests: readonly TimedTest[], n: number): TimedTest[] {
  return [...tests].sort((a, b) => b.ms - a.ms).slice(0, n);
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
