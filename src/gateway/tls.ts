import { X509Certificate } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { generate } from "selfsigned";

/** The certificate and key the gateway serves HTTPS with, and where the certificate is (for clients to trust). */
export interface TlsMaterial {
  readonly cert: string;
  readonly key: string;
  readonly certPath: string;
  /** True when the sandbox made it (GATEWAY_TLS=1), false for GATEWAY_TLS_CERT/GATEWAY_TLS_KEY. */
  readonly generated: boolean;
}

/** How TLS is configured: off (plain HTTP, the loopback default), a generated certificate, or the operator's files. */
export type TlsSetting =
  | { readonly kind: "off" }
  | { readonly kind: "generated"; readonly dir: string }
  | { readonly kind: "files"; readonly certPath: string; readonly keyPath: string };

const DAY = 86_400_000;

/**
 * What the gateway's TLS servers (HTTPS, FTPS) offer: TLS 1.2 and 1.3 with AEAD suites only — forward-secret
 * ECDHE with AES-GCM or ChaCha20-Poly1305 on 1.2 (no CBC, no static RSA key exchange), and 1.3's own suites,
 * all AEAD — as current guidance (Mozilla "intermediate", BSI TR-02102-2, NIST SP 800-52r2) recommends.
 */
export const SERVER_TLS_OPTIONS = Object.freeze({
  minVersion: "TLSv1.2",
  ciphers: [
    "TLS_AES_128_GCM_SHA256",
    "TLS_AES_256_GCM_SHA384",
    "TLS_CHACHA20_POLY1305_SHA256",
    "ECDHE-ECDSA-AES128-GCM-SHA256",
    "ECDHE-RSA-AES128-GCM-SHA256",
    "ECDHE-ECDSA-AES256-GCM-SHA384",
    "ECDHE-RSA-AES256-GCM-SHA384",
    "ECDHE-ECDSA-CHACHA20-POLY1305",
    "ECDHE-RSA-CHACHA20-POLY1305",
  ].join(":"),
  honorCipherOrder: true,
} as const);

export function readTlsSetting(env: NodeJS.ProcessEnv): TlsSetting {
  const cert = env.GATEWAY_TLS_CERT || undefined;
  const key = env.GATEWAY_TLS_KEY || undefined;
  if ((cert === undefined) !== (key === undefined)) {
    throw new Error("GATEWAY_TLS_CERT and GATEWAY_TLS_KEY: set both (a PEM certificate and its PEM private key) or neither");
  }
  if (cert !== undefined && key !== undefined) return { kind: "files", certPath: resolve(cert), keyPath: resolve(key) };
  const flag = env.GATEWAY_TLS;
  if (flag === undefined || flag === "" || flag === "0") return { kind: "off" };
  if (flag !== "1")
    throw new Error(`GATEWAY_TLS: expected 1 (serve HTTPS with a generated development certificate) or 0, got ${JSON.stringify(flag)}`);
  return { kind: "generated", dir: resolve(env.GATEWAY_TLS_DIR || join(".data", "tls")) };
}

/**
 * The TLS material for a setting: the operator's files as they are, or the development certificate
 * in `dir` — made once (selfsigned: EC P-256, SHA-256, for localhost, 127.0.0.1, ::1 and `host`,
 * valid a year) and reused while it covers `host` and is valid for more than a day.
 */
export async function tlsMaterial(setting: TlsSetting, host: string, now = Date.now()): Promise<TlsMaterial | undefined> {
  if (setting.kind === "off") return undefined;
  if (setting.kind === "files") {
    const cert = readPem(setting.certPath, "GATEWAY_TLS_CERT");
    const key = readPem(setting.keyPath, "GATEWAY_TLS_KEY");
    return { cert, key, certPath: setting.certPath, generated: false };
  }
  const certPath = join(setting.dir, "gateway-cert.pem");
  const keyPath = join(setting.dir, "gateway-key.pem");
  if (existsSync(certPath) && existsSync(keyPath)) {
    const cert = readFileSync(certPath, "utf8");
    if (stillGood(cert, host, now)) return { cert, key: readFileSync(keyPath, "utf8"), certPath, generated: true };
  }
  const names = [...new Set(["localhost", "127.0.0.1", "::1", host].filter((h) => h !== "0.0.0.0" && h !== "::"))];
  const made = await generate([{ name: "commonName", value: "paymentWidgets sandbox gateway" }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notBeforeDate: new Date(now - DAY),
    notAfterDate: new Date(now + 365 * DAY),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, critical: true },
      { name: "extKeyUsage", serverAuth: true },
      { name: "subjectAltName", altNames: names.map((n) => (isIP(n) ? { type: 7, ip: n } : { type: 2, value: n })) },
    ],
  });
  mkdirSync(setting.dir, { recursive: true, mode: 0o700 });
  writeFileSync(keyPath, made.private, { mode: 0o600 });
  chmodSync(keyPath, 0o600);
  writeFileSync(certPath, made.cert);
  return { cert: made.cert, key: made.private, certPath, generated: true };
}

function stillGood(pem: string, host: string, now: number): boolean {
  try {
    const x = new X509Certificate(pem);
    const covers = host === "0.0.0.0" || host === "::" || (isIP(host) ? x.checkIP(host) : x.checkHost(host)) !== undefined;
    return covers && Date.parse(x.validTo) - now > DAY;
  } catch {
    return false;
  }
}

function readPem(path: string, name: string): string {
  if (!existsSync(path)) throw new Error(`${name}: no file at ${path}`);
  const text = readFileSync(path, "utf8");
  if (!text.includes("-----BEGIN ")) throw new Error(`${name}: ${path} is not a PEM file`);
  return text;
}
