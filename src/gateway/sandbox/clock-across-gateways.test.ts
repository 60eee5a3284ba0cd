import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH, Clock, ENTITY, FORM, gateway } from "../testing/test-harness.ts";

/**
 * Two gateways on one SQLite file, over loopback HTTP: each reads the shared clock once for each batch of requests
 * its event loop takes in (server.ts), yet a request sees every move made before it was sent, through either.
 */
describe("one sandbox clock for two gateways on one database", () => {
  const dir = mkdtempSync(join(tmpdir(), "wpwl-clock-http-"));
  const clock = new Clock();
  const gateways = [gateway(clock, { GATEWAY_DB: join(dir, "g.sqlite") }), gateway(clock, { GATEWAY_DB: join(dir, "g.sqlite") })];
  const urls: string[] = [];
  beforeAll(async () => {
    for (const g of gateways) urls.push(await g.app.listen({ port: 0, host: "127.0.0.1" }));
  });
  afterAll(async () => {
    for (const g of gateways) await g.app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const offset = async (url: string) =>
    ((await (await fetch(`${url}/sandbox/v1/clock`, { headers: AUTH })).json()) as { offset: number }).offset;
  const advance = (url: string) =>
    fetch(`${url}/sandbox/v1/clock`, { method: "POST", headers: { ...AUTH, ...FORM }, body: "advance=PT1M" });

  it("shows a move through the other gateway at the next request, though it reads the clock between requests too", async () => {
    const [a, b] = urls as [string, string];
    const [, second] = gateways as [unknown, (typeof gateways)[number]];
    // The second gateway also asks the time between requests (as its timers do), so a reading is always at hand.
    const reader = setInterval(() => second.ctx.now(ENTITY), 0);
    try {
      for (let round = 1; round <= 15; round++) {
        const before = await offset(b);
        expect((await advance(a)).status).toBe(200);
        expect(await offset(b)).toBe(before + 60_000);
        expect((await advance(b)).status).toBe(200);
        expect(await offset(a)).toBe(before + 120_000);
      }
    } finally {
      clearInterval(reader);
    }
  });
});
