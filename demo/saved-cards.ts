import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const REGISTRATION_ID = /^[A-Za-z0-9]{32}$/;

/**
 * The demo customer's saved cards: registration ids, newest first, at most `size`. Kept in a small
 * JSON file (`{dataDir}/saved-cards.json`) so a restart of the demo keeps them; without a file, in
 * memory only. A missing or unreadable file is an empty wallet (the file is rewritten on the next save).
 */
export function savedCards(file: string | undefined, size: number) {
  const ids: string[] = [];
  if (file) {
    try {
      const stored: unknown = JSON.parse(readFileSync(file, "utf8"));
      if (Array.isArray(stored))
        ids.push(...stored.filter((id): id is string => typeof id === "string" && REGISTRATION_ID.test(id)).slice(0, size));
    } catch {
      // No file yet (first start) or a damaged one: start empty.
    }
  }
  const save = () => {
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    // Written whole, then renamed: a crash mid-write leaves the previous file.
    writeFileSync(`${file}.tmp`, JSON.stringify(ids));
    renameSync(`${file}.tmp`, file);
  };
  return {
    /** The saved registration ids, newest first. */
    list: (): readonly string[] => ids,
    remember(id: unknown) {
      if (typeof id !== "string" || !REGISTRATION_ID.test(id)) return;
      if (ids[0] === id) return;
      if (ids.includes(id)) ids.splice(ids.indexOf(id), 1);
      ids.unshift(id);
      ids.length = Math.min(ids.length, size);
      save();
    },
  };
}
