/**
 * A copy of `source`'s own enumerable fields, to add fields to: what `{ ...source }` gives, as an
 * object Node 20's V8 extends at the usual cost. An object made by a literal that starts with a spread
 * and then gets more fields (`{ ...source, id }`, or fields assigned to `{ ...source }`) costs about 1 µs
 * per added field there, 30–40 times an ordinary object's (docs/size-and-speed.md); the gateway's answers
 * were built so.
 * A source with an own `__proto__` field (JSON.parse makes one) is spread, so that the copy keeps it as a
 * field rather than as its prototype.
 */
export function ownFields<T extends object>(source: T): Record<string, unknown> & T {
  return (Object.hasOwn(source, "__proto__") ? { ...source } : Object.assign({}, source)) as Record<string, unknown> & T;
}

/** An object while its fields are assigned one by one, in the order its answer shows them (instead of spread into a literal). */
export type Assigned<T> = { -readonly [K in keyof T]: T[K] };
