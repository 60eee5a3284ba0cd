import { readFileSync, writeFileSync } from "node:fs";

/** A process's resident memory from /proc (Linux), in bytes: current (VmRSS) and peak (VmHWM). */
export function rss(pid: number): { current: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN) * 1024;
    return { current: kb("VmRSS"), peak: kb("VmHWM") };
  } catch {
    return undefined;
  }
}

/** Resets the peak (VmHWM) to the current RSS, so a peak read later covers one phase only. False where the kernel refuses. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}
