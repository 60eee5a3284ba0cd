import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { load } from "./gateway-load.ts";

/** A loopback server that answers every POST at once and notes when it answered last. */
let lastAnswer = 0;
const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.end("{}");
    lastAnswer = performance.now();
  });
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("load", () => {
  it("times a run of a count from its start to its last answer, not to autocannon's next one-second sample", async () => {
    const start = performance.now();
    const paths = Array.from({ length: 300 }, (_, i) => `/pay/${i}`);
    const r = await load({ url, body: "a=1", connections: 4, paths });
    expect(r.requests).toBe(300);
    expect(r.non2xx + r.errors).toBe(0);
    const measured = r.requests / r.perSecond;
    // Quantized, the run read as a whole second (or more) while its answers were all sent well before.
    expect(measured * 1000).toBeLessThanOrEqual(lastAnswer - start + 50);
  });
});
