import { existsSync, readFileSync } from "node:fs";
import { cpus, loadavg, release, totalmem } from "node:os";

/** The machine a bench ran on, for BENCHMARKS.md: numbers only compare on the same machine. */
export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly ramGb: number;
  readonly os: string;
  readonly node: string;
  readonly loadAverage: string;
}

function osName(): string {
  const file = "/etc/os-release";
  const pretty = existsSync(file) ? /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync(file, "utf8"))?.[1] : undefined;
  return `${pretty ?? process.platform}, kernel ${release()}`;
}

export function describeMachine(): Machine {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? "unknown",
    cores: list.length,
    ramGb: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: osName(),
    node: process.version,
    loadAverage: loadavg()
      .map((l) => l.toFixed(2))
      .join(" "),
  };
}
