import { readdirSync, readFileSync } from "node:fs";

/**
 * The CPU time the browser spends on a page load, all its processes together (the browser process,
 * the page's and the frames' renderers, GPU and network services), read from Linux's /proc. On the
 * bench's two cores a load keeps both busy (CPU ≈ 2 × its wall time), so its time is bounded by the
 * work it makes every process do, not by the merchant page's main thread alone: this figure says how
 * much work that is. Elsewhere than on Linux it is not measured.
 */

export interface ProcStat {
  readonly pid: number;
  readonly ppid: number;
  /** The executable's name as the kernel gives it (at most 15 characters). */
  readonly comm: string;
  /** utime + stime of the process and of its children it has waited for, in clock ticks. */
  readonly ticks: number;
}

/** /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces and parentheses, so it ends at the last ")". */
export function parseProcStat(line: string): ProcStat | undefined {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  if (open < 0 || close < open) return undefined;
  const fields = line
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // fields[0] is the state (field 3); ppid is field 4, utime … cstime are fields 14 … 17.
  const ppid = Number(fields[1]);
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  const pid = Number(line.slice(0, open));
  if (!Number.isInteger(pid) || !Number.isInteger(ppid) || !Number.isFinite(ticks)) return undefined;
  return { pid, ppid, comm: line.slice(open + 1, close), ticks };
}

/** Names of the browser's processes: Chromium's and Chrome's (Playwright's own build) and the headless shell's. */
const BROWSER = /^(chrom|headless)/i;

/** Ticks of the browser processes descended from `root` (this bench's process launched the browser). */
export function browserTicks(stats: readonly ProcStat[], root: number): number {
  const children = new Map<number, ProcStat[]>();
  for (const s of stats) {
    const siblings = children.get(s.ppid);
    if (siblings) siblings.push(s);
    else children.set(s.ppid, [s]);
  }
  let ticks = 0;
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (BROWSER.test(child.comm)) ticks += child.ticks;
      walk(child.pid);
    }
  };
  walk(root);
  return ticks;
}

/** /proc's clock ticks per second (USER_HZ: 100 on Linux, whatever the kernel's own rate). */
const TICKS_PER_SECOND = 100;

/** The browser's CPU time so far in ms, or undefined where /proc cannot tell (not Linux). */
export function browserCpuMs(root = process.pid): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const stats: ProcStat[] = [];
  for (const pid of pids) {
    try {
      const stat = parseProcStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
      if (stat) stats.push(stat);
    } catch {
      // the process ended between the listing and the read
    }
  }
  return (browserTicks(stats, root) * 1000) / TICKS_PER_SECOND;
}
