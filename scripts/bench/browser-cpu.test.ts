import { describe, expect, it } from "vitest";
import { browserCpuMs, browserTicks, type ProcStat, parseProcStat } from "./browser-cpu.ts";

/** A /proc/<pid>/stat line with the given pid, comm, ppid and utime, stime, cutime, cstime. */
const line = (pid: number, comm: string, ppid: number, [ut, st, cut, cst]: [number, number, number, number]) =>
  `${pid} (${comm}) S ${ppid} 5487 1164 0 -1 4194304 98 0 0 0 ${ut} ${st} ${cut} ${cst} 20 0 1 0 147112 3133440 412`;

describe("parseProcStat", () => {
  it.each<[string, ProcStat | undefined]>([
    [line(5490, "chromium", 5487, [3, 4, 5, 6]), { pid: 5490, ppid: 5487, comm: "chromium", ticks: 18 }],
    [line(7, "Web Content", 1, [10, 0, 0, 0]), { pid: 7, ppid: 1, comm: "Web Content", ticks: 10 }],
    [line(8, "a) (b", 2, [1, 1, 1, 1]), { pid: 8, ppid: 2, comm: "a) (b", ticks: 4 }],
    ["", undefined],
    ["12 chromium S 1", undefined],
    ["12 (chromium) S", undefined],
  ])("%j", (text, expected) => expect(parseProcStat(text)).toEqual(expected));
});

describe("browserTicks", () => {
  // node (100) ─┬─ chromium (200) ─┬─ chromium zygote (210) ── chromium renderer (211)
  //             │                  └─ chrome_crashpad (220)
  //             ├─ node (300) ── headless_shell (301)
  //             └─ esbuild (400)
  // another chromium (500) not under the root
  const tree: ProcStat[] = [
    { pid: 100, ppid: 1, comm: "node", ticks: 1000 },
    { pid: 200, ppid: 100, comm: "chromium", ticks: 30 },
    { pid: 210, ppid: 200, comm: "chromium", ticks: 2 },
    { pid: 211, ppid: 210, comm: "chromium", ticks: 50 },
    { pid: 220, ppid: 200, comm: "chrome_crashpad", ticks: 1 },
    { pid: 300, ppid: 100, comm: "node", ticks: 400 },
    { pid: 301, ppid: 300, comm: "headless_shell", ticks: 7 },
    { pid: 400, ppid: 100, comm: "esbuild", ticks: 90 },
    { pid: 500, ppid: 1, comm: "chromium", ticks: 999 },
  ];
  it.each<[number, number]>([
    [100, 90], // every browser process below the bench, through non-browser parents too; node and esbuild not
    [200, 53], // a subtree: its own root is not counted
    [210, 50],
    [211, 0],
    [999, 0], // no such process
  ])("under %i: %i ticks", (root, ticks) => expect(browserTicks(tree, root)).toBe(ticks));
});

describe("browserCpuMs", () => {
  it("reads this machine's processes: a number ≥ 0 on Linux, undefined elsewhere", () => {
    const ms = browserCpuMs();
    if (process.platform === "linux") expect(ms).toBeGreaterThanOrEqual(0);
    else expect(ms).toBeUndefined();
  });
});
