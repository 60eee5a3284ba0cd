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

/** Connections finished whose libuv handle libuv has not yet closed (finishLibpq). */
const closing = new Set<PQ>();

/**
 * Closes a libpq connection. Its `finish()` asks libuv to close the connection's poll handle, which
 * libuv completes in the event loop's next close phase; the handle lives inside the native object, so
 * that object must outlive the phase. Dropped at once, a garbage collection in between frees it and
 * libuv then reads freed (often reused) memory: the process aborts ("uv__finish_close: Assertion …").
 * So the object is held until two turns of the loop have passed.
 */
export function finishLibpq(pq: PQ): void {
  pq.finish();
  closing.add(pq);
  setImmediate(() => setImmediate(() => closing.delete(pq)));
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
