import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { notificationHeaders, notificationKey, verifyNotification } from "./notification-signature.ts";

const KEY = notificationKey("operator-token-0123456789abcdef", "8a8294174b7ecb28014b9699220015ca");
const BODY = '{"id":"p1","result":{"code":"000.100.110"}}';
const NOW = 1_800_000_000;

describe("notificationUrl signatures", () => {
  const headers = notificationHeaders(KEY, BODY, NOW);

  it("a key per account and entity, 64 hex characters", () => {
    expect(KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(notificationKey("another-token-0123456789abcdef", "8a8294174b7ecb28014b9699220015ca")).not.toBe(KEY);
  });

  it.each<[string, string, Record<string, string>, number, boolean]>([
    ["the signed body, on time", BODY, headers, NOW + 10, true],
    ["a changed body", BODY.replace("000.100.110", "000.200.000"), headers, NOW, false],
    [
      "another key's signature",
      BODY,
      notificationHeaders(notificationKey("operator-token-0123456789abcdef", "0".repeat(32)), BODY, NOW),
      NOW,
      false,
    ],
    ["a replay six minutes later", BODY, headers, NOW + 360, false],
    ["a moved timestamp", BODY, { ...headers, "x-notification-timestamp": String(NOW + 1) }, NOW, false],
    ["no signature", BODY, { "x-notification-timestamp": String(NOW) }, NOW, false],
  ])("%s: %s", (_what, body, h, now, ok) => {
    expect(verifyNotification(KEY, body, h, now)).toBe(ok);
  });
});

describe("docs/webhooks-and-time.md's notificationUrl check, run as written", () => {
  it("accepts what the gateway signs and refuses a change, a replay and a forgery", async () => {
    const docs = readFileSync(new URL("../../../docs/webhooks-and-time.md", import.meta.url), "utf8");
    const snippet = /a timestamp more than five minutes off \(a replay\):\n\n```js\n([\s\S]*?)```/.exec(docs)?.[1] ?? "";
    expect(snippet).toContain("function verifiedNotification");
    const dir = mkdtempSync(join(tmpdir(), "notification-check-"));
    try {
      const file = join(dir, "check.mjs");
      writeFileSync(file, `${snippet}\nexport { verifiedNotification };\n`);
      const { verifiedNotification } = (await import(pathToFileURL(file).href)) as {
        verifiedNotification: (key: string, body: string, headers: Record<string, string>, now?: number) => unknown;
      };
      const h = notificationHeaders(KEY, BODY, Math.floor(Date.now() / 1000));
      expect(verifiedNotification(KEY, BODY, h)).toEqual(JSON.parse(BODY));
      expect(verifiedNotification(KEY, BODY.replace("p1", "p2"), h)).toBeUndefined();
      expect(verifiedNotification(KEY, BODY, h, Math.floor(Date.now() / 1000) + 600)).toBeUndefined();
      expect(verifiedNotification(KEY, BODY, { ...h, "x-notification-signature": `v1=${"0".repeat(64)}` })).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
