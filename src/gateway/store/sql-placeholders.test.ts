import { describe, expect, it } from "vitest";
import { numberPlaceholders } from "./sql-placeholders.ts";

describe("SQLite parameter markers as PostgreSQL's numbered ones", () => {
  it.each([
    ["SELECT * FROM t WHERE a = ? AND b = ?", "SELECT * FROM t WHERE a = $1 AND b = $2", 2, null],
    ["INSERT INTO t (a, b) VALUES (@a, @b)", "INSERT INTO t (a, b) VALUES ($1, $2)", 2, ["a", "b"]],
    ["UPDATE t SET a = :a, b = $b WHERE a = :a", "UPDATE t SET a = $1, b = $2 WHERE a = $1", 2, ["a", "b"]],
    ["SELECT '?', 'it''s @x' FROM t WHERE a = ?", "SELECT '?', 'it''s @x' FROM t WHERE a = $1", 1, null],
    ['SELECT "we?rd" FROM t -- why? @no\nWHERE a = ?', 'SELECT "we?rd" FROM t -- why? @no\nWHERE a = $1', 1, null],
    [
      "SELECT (account::jsonb ->> 'x')::numeric FROM t WHERE a = ?",
      "SELECT (account::jsonb ->> 'x')::numeric FROM t WHERE a = $1",
      1,
      null,
    ],
    ["SELECT json_extract(r, '$.transactionType') FROM t", "SELECT json_extract(r, '$.transactionType') FROM t", 0, null],
  ] as const)("%s", (sql, text, count, names) => {
    expect(numberPlaceholders(sql)).toEqual({ text, count, names });
  });

  it("refuses a statement that mixes ? and names", () => {
    expect(() => numberPlaceholders("SELECT ? FROM t WHERE a = @a")).toThrow(/mixes/);
  });
});
