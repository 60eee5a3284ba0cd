/**
 * Request parameters travel as flat name/value pairs (spec 2.1): dots nest ("customer.givenName"),
 * an index from 0 makes lists ("cart.items[0].name"), a bracket key makes maps
 * ("customParameters[orderRef]"). These helpers convert between the flat and the nested form.
 */
export type FlatParams = Record<string, string>;
export type Nested = { [key: string]: Nested | Nested[] | string | undefined } | Nested[];

const SEGMENT = /([^.[\]]+)|\[([^[\]]*)\]/g;

/**
 * Highest list index (spec 2.16 and 8: cart items 0 to 1000; the same bound for every list). nestParams
 * drops larger ones, which would build a huge sparse array (and response); the gateway refuses them.
 */
export const MAX_LIST_INDEX = 1000;

/** Splits "cart.items[0].name" into ["cart", "items", 0, "name"], "customParameters[a.b]" into ["customParameters", "a.b"]. */
export function parsePath(name: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const m of name.matchAll(SEGMENT)) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(/^\d+$/.test(m[2]) ? Number(m[2]) : m[2]);
  }
  return out;
}

const UNSAFE_KEYS: ReadonlySet<string | number> = new Set(["__proto__", "constructor", "prototype"]);

/** parsePath, without its pattern for the common name that has no brackets ("customer.givenName"). */
function pathOf(name: string): (string | number)[] {
  if (name.includes("[") || name.includes("]")) return parsePath(name);
  const out: string[] = [];
  for (const part of name.split(".")) if (part !== "") out.push(part);
  return out;
}

/** A path nestParams may follow: not empty, no unsafe key, no list index above MAX_LIST_INDEX. */
function usablePath(path: readonly (string | number)[]): boolean {
  if (path.length === 0) return false;
  for (const p of path) if (UNSAFE_KEYS.has(p) || (typeof p === "number" && p > MAX_LIST_INDEX)) return false;
  return true;
}

/**
 * Builds the nested response shape from flat parameters; later duplicates win. Unsafe keys and list indexes
 * above MAX_LIST_INDEX are dropped.
 */
export function nestParams(flat: FlatParams): Record<string, Nested | string> {
  const root: Record<string, unknown> = {};
  for (const name of Object.keys(flat)) {
    const path = pathOf(name);
    if (!usablePath(path)) continue;
    let node: Record<string | number, unknown> = root;
    const last = path.length - 1;
    for (let i = 0; i < last; i++) {
      const key = path[i] as string | number;
      const next = node[key];
      if (typeof next !== "object" || next === null) node[key] = typeof path[i + 1] === "number" ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
    node[path[last] as string | number] = flat[name];
  }
  return root as Record<string, Nested | string>;
}

/** Encodes flat parameters as an application/x-www-form-urlencoded body. */
export function encodeParams(flat: FlatParams): string {
  const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, "+");
  return Object.entries(flat)
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .join("&");
}
