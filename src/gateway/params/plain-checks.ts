import type { z } from "zod";

/**
 * Plain checks that accept only what a schema accepts (and, without characters beyond the BMP, all of it), for the
 * schemas whose checks are a length, patterns or a list (format-codes.test.ts compares the two on every table's format). A value a check accepts needs no zod: a
 * payment's ten parameters took ~9 µs of zod under load. A value it refuses goes to zod, for zod's message.
 */
const fastAccepts = new WeakMap<z.ZodType<string>, (value: string) => boolean>();
export function fast<T extends z.ZodType<string>>(schema: T, accepts: (value: string) => boolean): T {
  fastAccepts.set(schema, accepts);
  return schema;
}

/**
 * zod measures strings in code points: a value of at least `min` UTF-16 units may still be too short when it
 * holds surrogate pairs (an emoji is two units, one code point). Counted only where in doubt, as zod does.
 */
export function fitsMin(v: string, min: number): boolean {
  if (v.length >= min * 2) return true;
  if (v.length < min) return false;
  let points = v.length;
  for (let i = 0; i < v.length - 1; i++) {
    if ((v.charCodeAt(i) & 0xfc00) === 0xd800 && (v.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      points--;
      i++;
    }
  }
  return points >= min;
}

/** The plain check of a schema, if it has one (tests compare it with zod). */
export const fastCheckOf = (schema: z.ZodType<string>): ((value: string) => boolean) | undefined => fastAccepts.get(schema);

/** What is wrong with `value` by `schema` (zod's first message), or undefined when it is valid. */
export function formatProblem(schema: z.ZodType<string>, value: string): string | undefined {
  if (fastAccepts.get(schema)?.(value) === true) return undefined;
  const res = schema.safeParse(value);
  return res.success ? undefined : (res.error.issues[0]?.message ?? "is invalid");
}
