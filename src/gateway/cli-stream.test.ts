import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_USAGE, runClient, VERB_USAGE } from "./cli-client.ts";
import { decrypt, type Receiver, receiver } from "./events/receiver.test-support.ts";
import type { GatewayRuntime } from "./server.ts";
import { AUTH, Clock, ENTITY, gateway, get } from "./testing/test-harness.ts";

let gw: GatewayRuntime;
let address = "";
beforeAll(async () => {
  gw = gateway(new Clock(), { GATEWAY_RATE_LIMIT: "0" });
  address = await gw.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => gw.app.close());

/** Runs a verb that keeps running; `until` sees every line printed so far and stops it when it answers true. */
async function running(args: string[], until: (lines: string[]) => boolean, act?: (lines: string[]) => Promise<void>) {
  const lines: string[] = [];
  const stop = new AbortController();
  let acted = false;
  const done = runClient([...args, "--gateway", address], {}, fetch, {
    out: (line) => {
      lines.push(line);
      if (until(lines)) stop.abort();
    },
    signal: stop.signal,
    pollMs: 20,
    retryMs: 50,
  });
  let ended = false;
  void done.finally(() => {
    ended = true;
  });
  const deadline = Date.now() + 4_000;
  while (!ended && !stop.signal.aborted && Date.now() < deadline) {
    if (act && !acted && lines.length > 0) {
      acted = true;
      await act(lines);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  stop.abort();
  return { ...(await done), lines };
}

const pay = (amount = "1.00") => runClient(["pay", "--amount", amount, "--gateway", address], {});

describe("payment-widgets logs", () => {
  it("prints the latest requests, card numbers masked; --json one object a line; a bad --limit is a usage error", async () => {
    await pay("4.56");
    const { print, exitCode, lines } = await running(["logs", "--limit", "1"], () => false);
    expect([print, exitCode]).toEqual(["", 0]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\S+Z POST \/v1\/payments 200 000\.100\.110 [\d.]+ ms amount=4\.56 .*card\.number=420000\*{6}0000/);
    expect(lines[0]).toContain("card.cvv=***");
    const json = await running(["logs", "--limit", "1", "--json"], () => false);
    expect(JSON.parse(json.lines[0] ?? "")).toMatchObject({ method: "POST", path: "/v1/payments", resultCode: "000.100.110" });
    expect((await running(["logs", "--limit", "0"], () => false)).exitCode).toBe(2);
  });

  it("--follow prints each new request as it comes, until stopped", async () => {
    const { exitCode, lines } = await running(
      ["logs", "--follow", "--limit", "1"],
      (l) => l.some((line) => line.includes("amount=7.89")),
      async () => void (await pay("7.89")),
    );
    expect(exitCode).toBe(0);
    expect(lines.filter((l) => l.includes("amount=7.89"))).toHaveLength(1);
  });
});

describe("payment-widgets listen --forward-to", () => {
  let hook: Receiver;
  beforeAll(async () => {
    hook = await receiver();
  });
  afterAll(() => hook.close());

  it("registers the receiver with the secret it prints, prints each delivery and its answer, and removes the webhook when stopped", async () => {
    const { exitCode, lines } = await running(
      ["listen", "--forward-to", hook.url],
      (l) => l.some((line) => / PAYMENT CREATED [0-9a-f]{32} → DELIVERED \(HTTP 200, 1 attempt\)$/.test(line)),
      async (l) => {
        while (!l.some((line) => line.startsWith("Forwarding events"))) await new Promise((r) => setTimeout(r, 20));
        await pay("2.34");
        await gw.deliveries.drain();
      },
    );
    expect(exitCode).toBe(0);
    const secret = /secret \(the receiver's WEBHOOK_SECRET\): ([0-9A-F]{64})$/.exec(lines[0] ?? "")?.[1] ?? "";
    // The receiver decrypts the delivery with the printed secret.
    const payment = hook.got.map((r) => decrypt(secret, r)).find((e) => e.type === "PAYMENT");
    expect(payment?.payload.amount).toBe("2.34");
    const removed = /^Removed webhook ([0-9a-f]{32})\.$/.exec(lines.at(-1) ?? "")?.[1];
    expect(removed).toBeDefined();
    const left = await get(gw.app, `/sandbox/v1/webhooks?entityId=${ENTITY}`, AUTH);
    expect(left.json<{ webhooks: { id: string }[] }>().webhooks.map((w) => w.id)).not.toContain(removed);
  });

  it("waits for a receiver that is not up yet, then registers it with its own --secret", async () => {
    const secret = "B".repeat(64);
    const late = await receiver((n) => (n === 0 ? 503 : 200));
    try {
      const { exitCode, lines } = await running(["listen", "--forward-to", late.url, "--secret", secret, "--keep"], (l) =>
        l.some((line) => line.startsWith("Forwarding events")),
      );
      expect(exitCode).toBe(0);
      // The first test notification was answered 503: said once, then registered at the next try.
      expect(lines.filter((l) => l.startsWith("… not yet:") && l.includes("answered HTTP 503"))).toHaveLength(1);
      const second = late.got[1];
      expect(second && decrypt(secret, second).type).toBe("TEST");
    } finally {
      await late.close();
    }
  });

  it("refuses a malformed --secret and a missing --forward-to as usage errors", async () => {
    expect((await running(["listen", "--forward-to", hook.url, "--secret", "abc"], () => false)).exitCode).toBe(2);
    expect((await runClient(["listen"], {})).exitCode).toBe(2);
  });
});

describe("--help of every verb", () => {
  it.each(Object.keys(VERB_USAGE))("%s --help says what it does and lists its options", async (verb) => {
    const { print, exitCode } = await runClient([verb, "--help"], {});
    expect(exitCode).toBe(0);
    expect(print.startsWith(`Usage: payment-widgets ${verb}`)).toBe(true);
    for (const option of ["--gateway", "--token", "--entity", "--json", "--help"]) expect(print).toContain(option);
  });

  it("every option the verbs read is in the help", async () => {
    const source = await import("node:fs").then((fs) => fs.readFileSync(new URL("./cli-client.ts", import.meta.url), "utf8"));
    const options = [...(/options: \{([\s\S]*?)\n {4}\},/.exec(source)?.[1] ?? "").matchAll(/^ {6}"?([\w-]+)"?:/gm)].map((m) => m[1]);
    expect(options.length).toBeGreaterThan(10);
    for (const option of options) expect(CLIENT_USAGE, option).toContain(`--${option}`);
  });
});
