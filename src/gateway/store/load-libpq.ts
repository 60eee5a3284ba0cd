import { createRequire } from "node:module";
import type PQ from "libpq";

/**
 * libpq's binding (node-postgres's `libpq` package), loaded only when a PostgreSQL database is used:
 * it is an optional dependency, compiled at install against the system's libpq (Debian's libpq-dev),
 * so a machine without it still runs the gateway on SQLite. (`require`, not `import`: imported from an
 * ES module, the package prints its include folder.)
 */
/** Whether libpq's binding is built here (the optional dependency compiled at install). */
export function libpqAvailable(): boolean {
  try {
    loadLibpq();
    return true;
  } catch {
    return false;
  }
}

export function loadLibpq(): typeof PQ {
  try {
    return createRequire(import.meta.url)("libpq") as typeof PQ;
  } catch (err) {
    throw new Error(
      `PostgreSQL needs the libpq package, which did not build here (${(err as Error).message.split("\n")[0]}). ` +
        "Install the PostgreSQL client headers (Debian: apt-get install libpq-dev) and run npm rebuild libpq.",
    );
  }
}
