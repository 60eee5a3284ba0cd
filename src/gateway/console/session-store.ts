import { randomBytes } from "node:crypto";
import type { SqlDatabase } from "../store/sql-database.ts";

/**
 * The console's sessions as rows (schema version 8), so that signing out ends one for good — in every
 * gateway process on the database — instead of only asking the browser to forget its cookie.
 */
export interface ConsoleSessions {
  /** A new session's id (32 hex digits). */
  open(now: number, expiresAt: number): string;
  /** Whether a session was opened here, has not ended, and has not expired. */
  active(id: string, now: number): boolean;
  end(id: string, now: number): void;
}

export function consoleSessions(db: SqlDatabase): ConsoleSessions {
  const q = {
    insert: db.prepare<[string, number, number]>("INSERT INTO console_sessions (id, created_at, expires_at) VALUES (?, ?, ?)"),
    active: db.prepare<[string, number], { id: string }>(
      "SELECT id FROM console_sessions WHERE id = ? AND ended_at IS NULL AND expires_at > ?",
    ),
    end: db.prepare<[number, string]>("UPDATE console_sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL"),
    forget: db.prepare<[number]>("DELETE FROM console_sessions WHERE expires_at < ?"),
  };
  return {
    open: (now, expiresAt) => {
      const id = randomBytes(16).toString("hex");
      q.forget.run(now);
      q.insert.run(id, now, expiresAt);
      return id;
    },
    active: (id, now) => q.active.get(id, now) !== undefined,
    end: (id, now) => {
      q.end.run(now, id);
    },
  };
}
