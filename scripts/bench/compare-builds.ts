import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { type BenchStack, startBenchStack } from "./bench-stack.ts";
import { launchBrowser } from "./browser.ts";
import { baselinePath, loadOnce, widgetPath } from "./page-loads.ts";
import { medianDifferenceInterval, summarize } from "./stats.ts";

/**
 * `npm run bench:compare -- <distA> <distB> [loads]`: time to onReady of two builds of the widget,
 * measured in one browser with their loads interleaved (A, B and the floor page in turn, the order
 * reversed every round), so that the machine's slow and fast phases fall on both alike. Separate
 * `npm run bench` runs cannot decide a change of a few per cent: the floor page's own median moves
 * by a third between runs on a 2-core machine. Prints each median, its ratio to the floor and the
 * 95 % bootstrap interval of B − A: an interval that holds 0 is no difference the measure can see.
 */
const [distA, distB, loadsArg] = process.argv.slice(2);
if (!distA || !distB || !existsSync(join(distA, "paymentWidgets.js")) || !existsSync(join(distB, "paymentWidgets.js"))) {
  console.error("usage: npm run bench:compare -- <distA> <distB> [loads]   (two built dist/ folders; loads ≥ 20, default 40)");
  process.exit(2);
}
const LOADS = Math.max(20, Number(loadsArg ?? 40) || 40);
const WARMUP = 2;

const label = { A: `A ${distA}`, B: `B ${distB}` };
const times: Record<"A" | "B" | "floor", number[]> = { A: [], B: [], floor: [] };
/** The browser's CPU time per load (browser-cpu.ts; empty where it cannot be read). */
const cpu: Record<"A" | "B" | "floor", number[]> = { A: [], B: [], floor: [] };
const builds: BenchStack[] = [];
try {
  // Each stack is stopped even when the next one, the browser or a load fails.
  builds.push(await startBenchStack(resolve(distA), "CMP"));
  builds.push(await startBenchStack(resolve(distB), "CMP"));
  const [a, b] = builds as [BenchStack, BenchStack];
  const browser = await launchBrowser();
  try {
    const kinds = ["A", "B", "floor"] as const;
    for (let i = 0; i < WARMUP + LOADS; i++) {
      for (const kind of i % 2 ? [...kinds].reverse() : kinds) {
        const build = kind === "B" ? b : a;
        const target = { browser, shopUrl: build.stack.shopUrl, newCheckout: build.newCheckout };
        const load = await loadOnce(target, kind === "floor" ? baselinePath() : widgetPath(await build.newCheckout()));
        if (i >= WARMUP) {
          times[kind].push(load.ms);
          if (load.cpuMs !== undefined) cpu[kind].push(load.cpuMs);
        }
      }
      process.stderr.write(`\r${i + 1}/${WARMUP + LOADS} rounds`);
    }
    process.stderr.write("\n");
  } finally {
    await browser.close();
  }
} finally {
  for (const build of builds) await build.stop();
}

const floor = summarize(times.floor).median;
const floorCpu = cpu.floor.length > 0 ? summarize(cpu.floor).median : undefined;
const row = (name: string, kind: "A" | "B") => {
  const s = summarize(times[kind]);
  const cpuMedian = summarize(cpu[kind]).median;
  const c = floorCpu === undefined ? "" : `  browser CPU ${cpuMedian.toFixed(0)} ms (${(cpuMedian / floorCpu).toFixed(2)}×)`;
  return `${name.padEnd(40)} median ${s.median.toFixed(1)} ms  p90 ${s.p90.toFixed(1)} ms  ${(s.median / floor).toFixed(2)}× the floor${c}`;
};
console.log(row(label.A, "A"));
console.log(row(label.B, "B"));
console.log(
  `${"floor (bare iframes)".padEnd(40)} median ${floor.toFixed(1)} ms${floorCpu === undefined ? "" : `  browser CPU ${floorCpu.toFixed(0)} ms`}`,
);
const verdictOf = (d: { low: number; high: number }) =>
  d.low > 0 ? "B is slower" : d.high < 0 ? "B is faster" : "no difference the measure can see";
const d = medianDifferenceInterval(times.A, times.B);
console.log(
  `B − A: ${d.difference.toFixed(1)} ms (95 % interval ${d.low.toFixed(1)} … ${d.high.toFixed(1)} ms, ${LOADS} loads each): ${verdictOf(d)}`,
);
if (floorCpu !== undefined) {
  const dc = medianDifferenceInterval(cpu.A, cpu.B);
  console.log(
    `B − A, browser CPU: ${dc.difference.toFixed(0)} ms (95 % interval ${dc.low.toFixed(0)} … ${dc.high.toFixed(0)} ms): ${verdictOf(dc).replace("slower", "more work").replace("faster", "less work")}`,
  );
}
process.exit(0);
