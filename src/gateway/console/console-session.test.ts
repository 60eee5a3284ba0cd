import { describe, expect, it } from "vitest";
import { csrfToken, readCookie, SESSION_MS, sessionCookie, sessionToken, validCsrf } from "./console-session.ts";

const TOKEN = "c2FuZGJveDpwYXltZW50V2lkZ2V0cy1kZXZlbG9wbWVudA==";
const OTHER = "another-token-of-the-sandbox-0001";
const NOW = 1_800_000_000_000;

describe("console sessions", () => {
  const cookie = sessionCookie(TOKEN, NOW);

  it("stands for its token until it expires, and holds no secret", () => {
    expect(sessionToken(cookie, [OTHER, TOKEN], NOW + 1000)).toBe(TOKEN);
    expect(sessionToken(cookie, [TOKEN], NOW + SESSION_MS)).toBeUndefined();
    expect(cookie).not.toContain(TOKEN);
  });

  it.each<[string, string]>([
    ["another token", sessionCookie(OTHER, NOW)],
    ["a longer expiry", cookie.replace(/^v1\.\d+/, `v1.${NOW + 10 * SESSION_MS}`)],
    ["an altered signature", `${cookie.slice(0, -2)}xx`],
    ["no cookie", ""],
    ["garbage", "v1.a.b.c"],
    ["extra parts", `${cookie}.x`],
  ])("refuses %s", (_, forged) => {
    expect(sessionToken(forged, [TOKEN], NOW)).toBeUndefined();
  });

  it("a form's CSRF token belongs to its session", () => {
    const csrf = csrfToken(TOKEN, cookie);
    expect(validCsrf(TOKEN, cookie, csrf)).toBe(true);
    expect(validCsrf(TOKEN, sessionCookie(TOKEN, NOW + 1), csrf)).toBe(false);
    expect(validCsrf(TOKEN, cookie, undefined)).toBe(false);
    expect(validCsrf(TOKEN, cookie, "x")).toBe(false);
  });

  it("reads its cookie among others", () => {
    expect(readCookie(`a=1; wpwl_console=${cookie}; b=2`)).toBe(cookie);
    expect(readCookie("a=1")).toBeUndefined();
  });
});
