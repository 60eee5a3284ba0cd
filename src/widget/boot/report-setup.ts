import { log } from "../log.ts";
import { loadModule } from "../modules/load-module.ts";
import type { SetupProblem } from "../setup-problems.ts";

/**
 * Writes `problems` to the console with the words of the module "diagnostics", loaded now (a page
 * without a problem never loads it). If it cannot load, one line still names what was wrong.
 */
export function reportSetupProblems(gatewayOrigin: string, problems: readonly SetupProblem[]): void {
  loadModule(gatewayOrigin, "diagnostics").then(
    (api) => api.reportSetup(problems),
    (err: unknown) => {
      const names = problems.map((p) => ("key" in p ? p.key : p.kind));
      log.warn(
        `the page's setup has problems (${names.join(", ")}); their description could not load: ${err instanceof Error ? err.message : String(err)}`,
      );
    },
  );
}
