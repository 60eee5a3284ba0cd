import { closeSync, fdatasync, openSync } from "node:fs";

/** How a SQLite file's group-commit batch reaches the disk without the event loop waiting for it. */
export interface DeferredSync {
  /** Before the batch's BEGIN: its COMMIT writes the WAL without syncing it (`synchronous = NORMAL`). */
  relax(): void;
  /** After the batch's COMMIT (or ROLLBACK): every other commit syncs again as it commits (`synchronous = FULL`). */
  strict(): void;
  /** Resolves once everything committed so far is on disk: an fdatasync of the WAL on libuv's thread pool. */
  synced(): Promise<void>;
  close(): void;
}

/**
 * A batch's COMMIT with `synchronous = FULL` waited for the WAL's fsync on the event loop (about
 * 235 of its 355 µs on the development VM). Here the COMMIT only writes, and the same fsync runs on
 * a thread of libuv's pool while the loop handles the next requests; the batch's requests are
 * answered when it is done (group-commit.ts). So nothing is acknowledged before it is on disk, as
 * before. An fsync covers every write made before it started, whichever descriptor made it, so one
 * descriptor of the WAL of our own serves. The pragma is set outside the transaction (SQLite refuses
 * it inside) and by `exec`: a prepared PRAGMA takes its value when prepared, not when run.
 */
export function walSync(db: { exec(sql: string): unknown }, file: string): DeferredSync {
  let fd: number | undefined;
  let inFlight = 0;
  let closing = false;
  const release = () => {
    if (closing && inFlight === 0 && fd !== undefined) {
      closeSync(fd);
      fd = undefined;
    }
  };
  return {
    relax: () => db.exec("PRAGMA synchronous = NORMAL"),
    strict: () => db.exec("PRAGMA synchronous = FULL"),
    synced: () =>
      new Promise<void>((resolve, reject) => {
        try {
          // The WAL exists once anything was committed; SQLite truncates it but never removes it while open.
          fd ??= openSync(`${file}-wal`, "r");
        } catch (err) {
          reject(err);
          return;
        }
        inFlight++;
        fdatasync(fd, (err) => {
          inFlight--;
          release();
          if (err) reject(err);
          else resolve();
        });
      }),
    close() {
      closing = true;
      release();
    },
  };
}
