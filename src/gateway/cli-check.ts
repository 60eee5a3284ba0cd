/** What the check is asked (src/check/run-check.ts's options). */
interface CheckOptions {
  target: string;
  gateway: string;
  token: string;
  entityId: string;
  pay: boolean;
  report?: string | undefined;
  chromium?: string | undefined;
}

/** What `payment-widgets check` needs of src/check/run-check.ts (loaded only for this verb: it drives Chromium). */
interface CheckModule {
  runCheck(o: CheckOptions): Promise<{ fails: boolean } & Record<string, unknown>>;
  textReport(r: unknown): string;
}

/** The check's module, by a path the compiler does not follow: the gateway's project has no DOM (src/check has). */
const CHECK_MODULE = "../check/run-check.ts";

/**
 * `payment-widgets check <page>`: the migration check (src/check/). Exit code 0 when nothing the page uses would
 * break, 1 when something is not supported or unknown, or the check could not run.
 */
export async function check(o: CheckOptions & { json: boolean }): Promise<{ print: string; exitCode: number }> {
  try {
    const { runCheck, textReport } = (await import(CHECK_MODULE)) as CheckModule;
    const report = await runCheck(o);
    const { shots: _shots, ...shown } = report as { shots?: unknown } & Record<string, unknown>;
    const print = o.json ? JSON.stringify(shown, null, 2) : `${textReport(report)}${o.report ? `\nreport: ${o.report}` : ""}`;
    return { print, exitCode: report.fails ? 1 : 0 };
  } catch (err) {
    return { print: `payment-widgets check: ${(err as Error).message}`, exitCode: 1 };
  }
}
