import { X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "node:tls";
import { afterAll, describe, expect, it } from "vitest";
import { encodeParams } from "../shared/form-params.ts";
import { DEFAULT_TOKEN, readConfig } from "./config.ts";
import { listenHttpsBeside } from "./https-beside.ts";
import { buildServer } from "./server.ts";
import { TEST_CARDS } from "./simulator/test-cards.ts";
import { DEBIT } from "./testing/test-harness.ts";
import { readTlsSetting, SERVER_TLS_OPTIONS, tlsMaterial } from "./tls.ts";

const dir = mkdtempSync(join(tmpdir(), "gateway-tls-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Answer {
  status: number;
  body: string;
}

/** An HTTPS request that verifies the server's certificate against `ca` (Node's default: reject what it cannot verify). */
function https(url: string, ca: string | undefined, method = "GET", body?: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(
      url,
      {
        method,
        ...(ca ? { ca } : {}),
        headers: {
          authorization: `Bearer ${DEFAULT_TOKEN}`,
          ...(body ? { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" } : {}),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => {
          text += c.toString();
        });
        res.on("end", () => done({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", fail);
    req.end(body);
  });
}

describe("TLS settings", () => {
  it.each<[Record<string, string>, string]>([
    [{}, "off"],
    [{ GATEWAY_TLS: "0" }, "off"],
    [{ GATEWAY_TLS: "1" }, "generated"],
    [{ GATEWAY_TLS_CERT: "c.pem", GATEWAY_TLS_KEY: "k.pem" }, "files"],
  ])("%j serves %s", (env, kind) => {
    expect(readTlsSetting(env).kind).toBe(kind);
  });

  it.each<[Record<string, string>, RegExp]>([
    [{ GATEWAY_TLS: "yes" }, /GATEWAY_TLS: expected 1/],
    [{ GATEWAY_TLS_CERT: "c.pem" }, /set both/],
    [{ GATEWAY_TLS_KEY: "k.pem" }, /set both/],
  ])("%j is refused at start-up", (env, message) => {
    expect(() => readTlsSetting(env)).toThrow(message);
  });

  it("a certificate file that is missing or not PEM is refused with its name", async () => {
    const setting = { kind: "files", certPath: join(dir, "none.pem"), keyPath: join(dir, "none.pem") } as const;
    await expect(tlsMaterial(setting, "127.0.0.1")).rejects.toThrow(/GATEWAY_TLS_CERT: no file/);
  });
});

describe("GATEWAY_TLS=1: HTTPS with a generated development certificate", () => {
  it("made once (key readable by its owner only) and reused; it names localhost and the loopback addresses", async () => {
    const setting = { kind: "generated", dir: join(dir, "made") } as const;
    const first = await tlsMaterial(setting, "127.0.0.1");
    expect(first?.generated).toBe(true);
    const x = new X509Certificate(first?.cert ?? "");
    expect(x.checkHost("localhost")).toBe("localhost");
    expect(x.checkIP("127.0.0.1")).toBe("127.0.0.1");
    expect(x.checkIP("::1")).toBe("::1");
    expect(statSync(join(dir, "made", "gateway-key.pem")).mode & 0o777).toBe(0o600);
    const again = await tlsMaterial(setting, "127.0.0.1");
    expect(again?.cert).toBe(first?.cert);
    // A host the certificate does not name gets a new one that does.
    const other = await tlsMaterial(setting, "gateway.test");
    expect(new X509Certificate(other?.cert ?? "").checkHost("gateway.test")).toBe("gateway.test");
  });

  it("a client that verifies the certificate pays over HTTPS; one that does not trust it cannot connect; redirects stay on https", async () => {
    const tls = await tlsMaterial({ kind: "generated", dir: join(dir, "served") }, "127.0.0.1");
    const cert = readFileSync(tls?.certPath ?? "", "utf8");
    const gw = buildServer(readConfig({ GATEWAY_DB: ":memory:", GATEWAY_DIST: "/nonexistent", GATEWAY_RATE_LIMIT: "0" }), { tls });
    try {
      const origin = (await gw.app.listen({ port: 0, host: "127.0.0.1" })).replace("http:", "https:");
      expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const codes = await https(`${origin}/v1/resultcodes`, cert);
      expect(codes.status).toBe(200);
      await expect(https(`${origin}/v1/resultcodes`, undefined)).rejects.toThrow(/self[- ]signed|unable to verify/i);
      const paid = await https(`${origin}/v1/payments`, cert, "POST", encodeParams(DEBIT));
      expect(JSON.parse(paid.body)).toMatchObject({ result: { code: "000.100.110" } });
      const challenge = TEST_CARDS.find((t) => t.threeDS === "challenge" && t.brand === "VISA")?.number ?? "";
      const params = { ...DEBIT, "card.number": challenge, shopperResultUrl: "https://shop.example/result" };
      const pending = JSON.parse((await https(`${origin}/v1/payments`, cert, "POST", encodeParams(params))).body) as {
        redirect?: { url: string };
      };
      expect(pending.redirect?.url.startsWith(`${origin}/v1/threeds/`)).toBe(true);

      // Security round 3, item 16: on TLS 1.2 only AEAD suites; a client offering CBC suites only cannot connect.
      const port = Number(new URL(origin).port);
      const handshake = (ciphers: string, maxVersion: "TLSv1.2" | "TLSv1.3" = "TLSv1.2") =>
        new Promise<string>((done) => {
          const s = connect({ host: "127.0.0.1", port, ca: cert, ciphers, maxVersion, servername: "localhost" }, () => {
            done(s.getCipher().name);
            s.end();
          });
          s.on("error", (e) => done(`refused: ${e.message}`));
        });
      for (const cbc of [
        "ECDHE-ECDSA-AES128-SHA",
        "ECDHE-ECDSA-AES256-SHA",
        "ECDHE-ECDSA-AES128-SHA256",
        "ECDHE-RSA-AES128-SHA",
        "AES128-SHA",
      ])
        expect(await handshake(cbc), cbc).toMatch(/^refused/);
      expect(await handshake("ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256")).toMatch(/GCM/);
      expect(await handshake("ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305")).toMatch(/CHACHA20/);
      expect(await handshake(SERVER_TLS_OPTIONS.ciphers, "TLSv1.3")).toMatch(/^TLS_/);
      await expect(https(`${origin}/v1/resultcodes`, cert)).resolves.toMatchObject({ status: 200 });
    } finally {
      await gw.app.close();
    }
  });
});

describe("GATEWAY_HTTPS_PORT: HTTPS beside HTTP (drop-in round 3, item 14)", () => {
  it("one gateway answers on both; each answer names addresses of the scheme it was asked on", async () => {
    const config = readConfig({
      GATEWAY_DB: ":memory:",
      GATEWAY_DIST: "/nonexistent",
      GATEWAY_RATE_LIMIT: "0",
      GATEWAY_HTTPS_PORT: "0",
      GATEWAY_TLS_DIR: join(dir, "beside"),
    });
    expect(config.tls.kind).toBe("generated");
    const tls = await tlsMaterial(config.tls, "127.0.0.1");
    if (!tls) throw new Error("no certificate");
    const gw = buildServer(config);
    const plain = await gw.app.listen({ port: 0, host: "127.0.0.1" });
    const beside = await listenHttpsBeside(gw.app, tls, 0, "127.0.0.1");
    try {
      const challenge = TEST_CARDS.find((t) => t.threeDS === "challenge" && t.brand === "VISA")?.number ?? "";
      const params = encodeParams({ ...DEBIT, "card.number": challenge, shopperResultUrl: "https://shop.example/result" });
      const overTls = JSON.parse((await https(`${beside.origin}/v1/payments`, tls.cert, "POST", params)).body) as {
        redirect?: { url: string };
      };
      expect(overTls.redirect?.url.startsWith(`${beside.origin}/v1/threeds/`)).toBe(true);
      const res = await fetch(`${plain}/v1/payments`, {
        method: "POST",
        headers: { authorization: `Bearer ${DEFAULT_TOKEN}`, "content-type": "application/x-www-form-urlencoded" },
        body: params,
      });
      const overHttp = (await res.json()) as { redirect?: { url: string } };
      expect(overHttp.redirect?.url.startsWith(`${plain}/v1/threeds/`)).toBe(true);
    } finally {
      await beside.close();
      await gw.app.close();
    }
  });
});
