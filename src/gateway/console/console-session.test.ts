import { describe, expect, it } from "vitest";
import { csrfToken, readCookie, SESSION_MS, sessionCookie, sessionToken, validCsrf } from "./console-session.ts";

const TOKEN = "c2FuZGJveDpwYXltZW50V2lkZ2V0cy1kZXZlbG9wbWVudA==";
const OTHER = "another-token-of-the-sandbox-0001";
const NOW = 1_800_000_000_000;
const ID = "0123456789abcdef0123456789abcdef";

describe("console sessions", () => {
  const cookie = sessionCookie(TOKEN, NOW, ID);

  it("stands for its token until it expires, and holds no secret", () => {
    expect(sessionToken(cookie, [OTHER, TOKEN], NOW + 1000)).toEqual({ token: TOKEN, id: ID });
    expect(sessionToken(cookie, [TOKEN], NOW + SESSION_MS)).toBeUndefined();
    expect(cookie).not.toContain(TOKEN);
  });

  it.each<[string, string]>([
    ["another token", sessionCookie(OTHER, NOW, ID)],
    ["a longer expiry", cookie.replace(/^(v2\.[0-9a-f]+)\.\d+/, `$1.${NOW + 10 * SESSION_MS}`)],
    ["another session's id", cookie.replace(ID, "f".repeat(32))],
    ["the first version's cookie", "v1.1800028800000.abc.def"],
    ["an altered signature", `${cookie.slice(0, -2)}xx`],
    ["no cookie", ""],
    ["garbage", "v2.a.b.c.d"],
    ["extra parts", `${cookie}.x`],
  ])("refuses %s", (_, forged) => {
    expect(sessionToken(forged, [TOKEN], NOW)).toBeUndefined();
  });

  it("a form's CSRF token belongs to its session", () => {
    const csrf = csrfToken(TOKEN, cookie);
    expect(validCsrf(TOKEN, cookie, csrf)).toBe(true);
    expect(validCsrf(TOKEN, sessionCookie(TOKEN, NOW + 1, ID), csrf)).toBe(false);
    expect(validCsrf(TOKEN, cookie, undefined)).toBe(false);
    expect(validCsrf(TOKEN, cookie, "x")).toBe(false);
  });

  it("reads its cookie among others", () => {
    expect(readCookie(`a=1; wpwl_console=${cookie}; b=2`)).toBe(cookie);
    expect(readCookie("a=1")).toBeUndefined();
  });
});
