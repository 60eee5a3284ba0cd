import { existsSync, readFileSync } from "node:fs";

/** One sandbox account: a bearer token and the entities it may act for. */
export interface Account {
  readonly token: string;
  readonly entityIds: readonly string[];
}

const TOKEN = /^[A-Za-z0-9._~+/=-]{16,512}$/;
const ENTITY = /^[0-9a-f]{32}$/;

/**
 * `GATEWAY_ACCOUNTS`: a JSON array `[{"token": "…", "entityIds": ["…"]}]`, or the path of a file
 * holding one. Every account is checked here, at start-up, with a message naming what is wrong;
 * a token or an entity may belong to one account only (so no entity's data reaches another account).
 */
export function readAccounts(text: string | undefined, base: Account): readonly Account[] {
  if (text === undefined || text.trim() === "") return [base];
  const json = text.trim().startsWith("[") ? text : readAccountsFile(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (err) {
    throw new Error(`GATEWAY_ACCOUNTS: expected a JSON array of accounts, got invalid JSON (${(err as Error).message})`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0) {
    throw new Error('GATEWAY_ACCOUNTS: expected a non-empty JSON array like [{"token": "…", "entityIds": ["…"]}]');
  }
  const accounts = [base, ...parsed.map((a, i) => account(a, i))];
  const tokens = new Set<string>();
  const entities = new Map<string, number>();
  accounts.forEach((a, i) => {
    if (tokens.has(a.token)) throw new Error(`GATEWAY_ACCOUNTS: ${where(i)} repeats a token another account already has`);
    tokens.add(a.token);
    for (const e of a.entityIds) {
      const owner = entities.get(e);
      if (owner !== undefined) throw new Error(`GATEWAY_ACCOUNTS: entity ${e} of ${where(i)} already belongs to ${where(owner)}`);
      entities.set(e, i);
    }
  });
  return accounts;
}

/** Index 0 is SANDBOX_TOKEN's account; the array's accounts follow. */
function where(i: number): string {
  return i === 0 ? "the SANDBOX_TOKEN account" : `account [${i - 1}]`;
}

function readAccountsFile(path: string): string {
  if (!existsSync(path)) throw new Error(`GATEWAY_ACCOUNTS: expected a JSON array or the path of a file holding one; no file at ${path}`);
  return readFileSync(path, "utf8");
}

function account(value: unknown, i: number): Account {
  const at = `GATEWAY_ACCOUNTS[${i}]`;
  if (typeof value !== "object" || value === null) throw new Error(`${at}: expected an object {"token": "…", "entityIds": ["…"]}`);
  const { token, entityIds, ...rest } = value as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length > 0) throw new Error(`${at}: unknown field ${extra.join(", ")}; an account has token and entityIds`);
  if (typeof token !== "string" || !TOKEN.test(token)) {
    throw new Error(`${at}.token: expected 16 to 512 characters of letters, digits and ._~+/=-`);
  }
  if (!Array.isArray(entityIds) || entityIds.length === 0) throw new Error(`${at}.entityIds: expected a non-empty array of entity ids`);
  entityIds.forEach((e, j) => {
    if (typeof e !== "string" || !ENTITY.test(e)) {
      throw new Error(`${at}.entityIds[${j}]: expected 32 lower-case hexadecimal characters, got ${JSON.stringify(e)}`);
    }
  });
  return { token, entityIds: [...new Set(entityIds as string[])] };
}
