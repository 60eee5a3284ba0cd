import { nextSteps, readCommandLine } from "./cli-args.ts";
import { isClientVerb, runClient } from "./cli-client.ts";
import { isLeadProcess } from "./cluster.ts";
import { startFailed, startGateway } from "./main.ts";

/** The package's command (bin/payment-widgets.mjs): the sandbox gateway, started from the command line. */
const args = process.argv.slice(2);
if (isClientVerb(args)) {
  const done = await runClient(args, process.env);
  (done.exitCode === 0 ? console.log : console.error)(done.print);
  process.exit(done.exitCode);
}
const asked = readCommandLine(args, process.env);
if ("print" in asked) {
  (asked.exitCode === 0 ? console.log : console.error)(asked.print);
  process.exit(asked.exitCode);
}
startGateway(asked.env).then(
  (g) => {
    if (g.origin && isLeadProcess()) console.log(nextSteps(g));
  },
  (err: unknown) => startFailed(err, " (use --port to choose a free one)"),
);
