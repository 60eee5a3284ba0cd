/**
 * SQLite's parameter markers (`?`, and `@name`/`:name`/`$name` bound from an object) as PostgreSQL's
 * numbered `$1, $2, …`. Text in quotes, quoted identifiers, comments and `::` casts are left alone.
 * `names` is the object key of each number (a name used twice is one number), or null for `?`.
 */
export interface NumberedSql {
  readonly text: string;
  readonly count: number;
  readonly names: readonly string[] | null;
}

export function numberPlaceholders(sql: string): NumberedSql {
  let text = "";
  let positional = 0;
  const names: string[] = [];
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    const quoteEnd = c === "'" || c === '"' ? closing(sql, i, c) : c === "-" && sql[i + 1] === "-" ? lineEnd(sql, i) : -1;
    if (quoteEnd >= 0) {
      text += sql.slice(i, quoteEnd);
      i = quoteEnd;
      continue;
    }
    if (c === ":" && sql[i + 1] === ":") {
      text += "::";
      i += 2;
      continue;
    }
    if (c === "?") {
      text += `$${++positional}`;
      i++;
      continue;
    }
    const name = (c === "@" || c === ":" || c === "$") && /^[A-Za-z_]\w*/.exec(sql.slice(i + 1))?.[0];
    if (name) {
      if (!names.includes(name)) names.push(name);
      text += `$${names.indexOf(name) + 1}`;
      i += 1 + name.length;
      continue;
    }
    text += c;
    i++;
  }
  if (positional > 0 && names.length > 0) throw new Error("SQL mixes ? and named parameters");
  return { text, count: positional || names.length, names: names.length > 0 ? names : null };
}

/** The index after the quote that closes the one at `start` (a doubled quote is part of the text). */
function closing(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return sql.length;
}

function lineEnd(sql: string, start: number): number {
  const end = sql.indexOf("\n", start);
  return end < 0 ? sql.length : end;
}
