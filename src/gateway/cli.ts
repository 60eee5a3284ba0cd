import { nextSteps, readCommandLine } from "./cli-args.ts";
import { isClientVerb, isStreamingVerb, runClient } from "./cli-client.ts";
import { isLeadProcess } from "./cluster.ts";
import { startFailed, startGateway } from "./main.ts";

/** The package's command (bin/payment-widgets.mjs): the sandbox gateway, started from the command line. */
const args = process.argv.slice(2);
if (isClientVerb(args)) {
  // listen and logs --follow run until Ctrl-C (or SIGTERM): then they tidy up (listen removes its webhook) and end.
  const stop = new AbortController();
  if (isStreamingVerb(args)) for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stop.abort());
  const done = await runClient(args, process.env, fetch, { out: (line) => console.log(line), signal: stop.signal });
  if (done.print) (done.exitCode === 0 ? console.log : console.error)(done.print);
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
