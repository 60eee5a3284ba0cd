/**
 * Dependency-free shape checks: a few guard factories that mirror zod's object, record, array,
 * enum and optional, for the browser bundles where zod is too heavy (the hosted-field frame's 6 KB
 * budget, the widget's critical path). message-guards.ts builds the frame messages from them and
 * its tests cross-check them against the zod schemas in protocol.ts.
 */
export type Guard<T = unknown> = (v: unknown) => v is T;
export type Obj = Record<string, unknown>;

// The factories are marked free of side effects so that bundlers drop the guards a bundle never uses.

/*#__NO_SIDE_EFFECTS__*/
export function str(max = 1e9, re?: RegExp): Guard<string> {
  return (v): v is string => typeof v === "string" && v.length <= max && (!re || re.test(v));
}
export const bool: Guard<boolean> = (v): v is boolean => typeof v === "boolean";
/** As z.number(): finite numbers only. */
export const num: Guard<number> = (v): v is number => Number.isFinite(v);
/*#__NO_SIDE_EFFECTS__*/
export function oneOf(...values: readonly string[]): Guard<string> {
  return (v): v is string => values.includes(v as string);
}
/*#__NO_SIDE_EFFECTS__*/
export function opt<T>(g: Guard<T>): Guard<T | undefined> {
  return (v): v is T | undefined => v === undefined || g(v);
}
/** Every index, holes included (a hole reads as undefined, as zod sees it). */
/*#__NO_SIDE_EFFECTS__*/
export function arr<T>(item: Guard<T>, max = 1e9): Guard<T[]> {
  return (v): v is T[] => {
    if (!Array.isArray(v) || v.length > max) return false;
    for (let i = 0; i < v.length; i++) if (!item(v[i])) return false;
    return true;
  };
}
/** As z.object's input check: any non-null, non-array object. */
export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
/** As z.object: every key of the shape passes its guard; other keys are ignored. */
/*#__NO_SIDE_EFFECTS__*/
export function obj<T>(shape: Record<string, Guard>): Guard<T> {
  return (v): v is T => isObj(v) && Object.keys(shape).every((k) => shape[k]?.(v[k]));
}
/** As z.record over a plain object (what structured clone delivers); `__proto__` keys are refused. */
/*#__NO_SIDE_EFFECTS__*/
export function rec(key: Guard<string>, value: Guard<string>): Guard<Record<string, string>> {
  return (v): v is Record<string, string> => {
    if (!isObj(v)) return false;
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return false;
    return Object.keys(v).every((k) => k !== "__proto__" && key(k) && value(v[k]));
  };
}
/** As z.discriminatedUnion on `type`: each option has its own literal type, so "one matches" is the same check. */
/*#__NO_SIDE_EFFECTS__*/
export function union<T>(...options: Guard[]): Guard<T> {
  return (v): v is T => options.some((g) => g(v));
}
