import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { Client } from "basic-ftp";
import { afterEach, describe, expect, it } from "vitest";
import { gatewayFixture } from "../events/receiver.test-support.ts";
import { DEBIT, ENTITY, get, post } from "../testing/test-harness.ts";
import { tlsMaterial } from "../tls.ts";
import { type FtpDelivery, ftpLogins, startFtpDelivery } from "./ftp-delivery.ts";

const f = gatewayFixture();
let ftp: FtpDelivery | undefined;
let client: Client | undefined;
afterEach(async () => {
  client?.close();
  await ftp?.close();
  ftp = undefined;
  client = undefined;
});

const OTHER = "b1".repeat(16);
const ACCOUNTS = JSON.stringify([{ token: "account-b-token-0123456789", entityIds: [OTHER] }]);

async function download(c: Client, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      done();
    },
  });
  await c.downloadTo(sink, name);
  return Buffer.concat(chunks).toString("utf8");
}

describe("the reconciliation file over FTP (spec 2.31)", () => {
  it("an entity logs in with its printed credentials, lists and downloads its day's file; settlement = captured − refunded − fees", async () => {
    const gw = f.start({ GATEWAY_ACCOUNTS: ACCOUNTS });
    const paid = (await post(gw.app, "/v1/payments", { ...DEBIT, amount: "80.00" })).json<{ id: string }>();
    await post(gw.app, `/v1/payments/${paid.id}`, { entityId: ENTITY, paymentType: "RF", amount: "30.00", currency: "EUR" });
    await post(gw.app, "/sandbox/v1/clock", { advance: "P1D" });
    const logins = ftpLogins(gw.ctx.config.accounts);
    ftp = await startFtpDelivery({ host: "127.0.0.1", port: 0, logins, store: gw.settlements });
    const mine = logins.find((l) => l.entityId === ENTITY);
    expect(mine?.password).toMatch(/^[0-9a-f]{24}$/);

    client = new Client(5_000);
    const port = Number(new URL(ftp.url).port);
    await client.access({ host: "127.0.0.1", port, user: ENTITY, password: mine?.password ?? "" });
    const listing = await client.list();
    expect(listing.map((x) => x.name)).toEqual(["reconciliation_20260616.csv"]);
    const csv = await download(client, "reconciliation_20260616.csv");
    // The same bytes as over HTTP.
    const http = await get(gw.app, `/reports/v1/reconciliations/files/reconciliation_20260616.csv?entityId=${ENTITY}`);
    expect(csv).toBe(http.body);
    const [header, ...rows] = csv
      .trimEnd()
      .split("\r\n")
      .map((l) => l.split(";"));
    const at = (name: string) => header?.indexOf(name) ?? -1;
    const signed = (r: string[]) => (r[at("Cashflow")] === "POS" ? 1 : -1) * Math.round(Number(r[at("SettlementAmount")]) * 100);
    const fees = rows.reduce((s, r) => s + Math.round(Number(r[at("SettlementFee")]) * 100), 0);
    expect(rows.reduce((s, r) => s + signed(r), 0)).toBe(8000 - 3000 - fees);
    expect(fees).toBe(112 + 25 + 10);

    // Read-only: nothing can be written, deleted or renamed.
    await expect(client.uploadFrom(Buffer.from("x") as unknown as never, "evil.csv")).rejects.toThrow();
    await expect(client.remove("reconciliation_20260616.csv")).rejects.toThrow(/550/);
    await expect(client.rename("reconciliation_20260616.csv", "x.csv")).rejects.toThrow(/550/);
    await expect(client.cd("/etc")).rejects.toThrow(/550/);
    await expect(download(client, "../../etc/passwd")).rejects.toThrow(/55[01] passwd: no such file/);
  });

  it("another entity sees only its own (empty) folder; a wrong password is refused", async () => {
    const gw = f.start({ GATEWAY_ACCOUNTS: ACCOUNTS });
    await post(gw.app, "/v1/payments", DEBIT);
    await post(gw.app, "/sandbox/v1/clock", { advance: "P1D" });
    const logins = ftpLogins(gw.ctx.config.accounts);
    ftp = await startFtpDelivery({ host: "127.0.0.1", port: 0, logins, store: gw.settlements });
    const port = Number(new URL(ftp.url).port);
    client = new Client(5_000);
    await expect(client.access({ host: "127.0.0.1", port, user: ENTITY, password: "0".repeat(24) })).rejects.toThrow(/530/);
    client.close();
    client = new Client(5_000);
    const other = logins.find((l) => l.entityId === OTHER);
    await client.access({ host: "127.0.0.1", port, user: OTHER, password: other?.password ?? "" });
    expect(await client.list()).toEqual([]);
    await expect(download(client, "reconciliation_20260616.csv")).rejects.toThrow(/55[01] .*no such file/);
  });

  it("with TLS on, a login on the plain connection is refused before the password; over AUTH TLS it works (security round 3, item 7)", async () => {
    const gw = f.start();
    await post(gw.app, "/v1/payments", DEBIT);
    await post(gw.app, "/sandbox/v1/clock", { advance: "P1D" });
    const tls = await tlsMaterial({ kind: "generated", dir: mkdtempSync(join(tmpdir(), "ftps-")) }, "127.0.0.1");
    const logins = ftpLogins(gw.ctx.config.accounts);
    ftp = await startFtpDelivery({ host: "127.0.0.1", port: 0, logins, store: gw.settlements, tls });
    const port = Number(new URL(ftp.url).port);
    const password = logins.find((l) => l.entityId === ENTITY)?.password ?? "";
    client = new Client(5_000);
    await expect(client.access({ host: "127.0.0.1", port, user: ENTITY, password })).rejects.toThrow(/530 TLS required/);
    client.close();
    client = new Client(5_000);
    await client.access({
      host: "127.0.0.1",
      port,
      user: ENTITY,
      password,
      secure: true,
      secureOptions: { ca: tls?.cert ?? "", servername: "localhost" },
    });
    expect((await client.list()).map((e) => e.name)).toEqual(["reconciliation_20260616.csv"]);
  });
});
