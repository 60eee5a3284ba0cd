import { createHmac, timingSafeEqual } from "node:crypto";
import { posix } from "node:path";
import { Readable } from "node:stream";
import { FileSystem, type FtpConnection, FtpSrv } from "ftp-srv";
import type { Account } from "../accounts.ts";
import { SERVER_TLS_OPTIONS, type TlsMaterial } from "../tls.ts";
import { reconciliationFileName } from "./reconciliation-csv.ts";
import { reconciliationFile } from "./reports-api.ts";
import type { SettlementStore } from "./settlement-store.ts";

/** An entity's FTP login: its entity id, and a password derived from its account's token (stable across restarts). */
export interface FtpLogin {
  readonly entityId: string;
  readonly password: string;
}

export function ftpLogins(accounts: readonly Account[]): FtpLogin[] {
  return accounts.flatMap((a) =>
    a.entityIds.map((entityId) => ({
      entityId,
      password: createHmac("sha256", a.token).update(`reconciliation-ftp|${entityId}`).digest("hex").slice(0, 24),
    })),
  );
}

const refused = (message: string) => Object.assign(new Error(message), { code: 550 });

/** A file-like stat of what the listing shows. */
function stat(name: string, size: number, mtime: Date, directory: boolean) {
  return { name, size, mtime, mode: directory ? 0o40555 : 0o100444, isDirectory: () => directory };
}

/**
 * One entity's view: a read-only root folder holding its reconciliation files, read from the
 * settlement records each time (nothing is written to disk). Any change (STOR, DELE, MKD, RNFR,
 * SITE CHMOD) is refused with 550.
 */
class ReconciliationFolder extends FileSystem {
  constructor(
    connection: ConstructorParameters<typeof FileSystem>[0],
    private readonly store: SettlementStore,
    private readonly entityId: string,
  ) {
    super(connection, { root: "/", cwd: "/" });
  }

  private file(path: string): { name: string; csv: string } {
    const full = posix.resolve("/", path);
    const name = posix.basename(full);
    const csv = posix.dirname(full) === "/" ? reconciliationFile(this.store, this.entityId, name) : undefined;
    if (csv === undefined) throw refused(`${name}: no such file`);
    return { name, csv };
  }

  override currentDirectory(): string {
    return "/";
  }

  override async get(fileName: string) {
    if (posix.resolve("/", fileName) === "/") return stat("/", 0, new Date(), true);
    const { name, csv } = this.file(fileName);
    return stat(name, Buffer.byteLength(csv), new Date(), false);
  }

  override async list(path = ".") {
    if (posix.resolve("/", path) !== "/") throw refused("no such folder: the files are in /");
    return this.store.days(this.entityId).map((date) => {
      const name = reconciliationFileName(date);
      const csv = reconciliationFile(this.store, this.entityId, name) ?? "";
      return stat(name, Buffer.byteLength(csv), new Date(`${date}T00:00:00Z`), false);
    });
  }

  override async chdir(path = ".") {
    if (posix.resolve("/", path) !== "/") throw refused("no such folder: the files are in /");
    return "/";
  }

  override async read(fileName: string, { start }: { start?: number } = {}) {
    const bytes = Buffer.from(this.file(fileName).csv);
    return Readable.from([bytes.subarray(Number(start ?? 0))]);
  }

  override write(): never {
    throw refused("read-only: the reconciliation folder cannot be written");
  }
  override async delete(): Promise<never> {
    throw refused("read-only: the reconciliation folder cannot be changed");
  }
  override async mkdir(): Promise<never> {
    throw refused("read-only: the reconciliation folder cannot be changed");
  }
  override async rename(): Promise<never> {
    throw refused("read-only: the reconciliation folder cannot be changed");
  }
  override async chmod(): Promise<never> {
    throw refused("read-only: the reconciliation folder cannot be changed");
  }
}

const quiet = { child: () => quiet, trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {} };

export interface FtpDelivery {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The reconciliation delivery of spec 2.31 over FTP (the ftp-srv library): off unless
 * GATEWAY_FTP_PORT is set; each entity logs in with its id and its password (printed at start-up)
 * and sees only its own files; explicit FTPS (AUTH TLS) when the gateway serves HTTPS.
 */
export async function startFtpDelivery(opts: {
  readonly host: string;
  readonly port: number;
  readonly logins: readonly FtpLogin[];
  readonly store: SettlementStore;
  readonly tls?: TlsMaterial | undefined;
}): Promise<FtpDelivery> {
  const url = `ftp://${opts.host.includes(":") ? `[${opts.host}]` : opts.host}:${opts.port}`;
  const server = new FtpSrv({
    url,
    // Passive connections go to the address the client can reach: the listening one, or loopback for a wildcard.
    pasv_url: opts.host === "0.0.0.0" || opts.host === "::" ? "127.0.0.1" : opts.host,
    anonymous: false,
    greeting: "paymentWidgets sandbox gateway: reconciliation files (read-only)",
    tls: opts.tls ? { ...SERVER_TLS_OPTIONS, cert: opts.tls.cert, key: opts.tls.key } : false,
    log: quiet,
    timeout: 60_000,
  });
  // With TLS on, credentials travel only inside it (RFC 4217 explicit FTPS): USER and PASS before AUTH TLS get 530.
  const requireTls = opts.tls !== undefined;
  // ftp-srv emits "connect" with each new connection; its typings name only some events.
  const onConnect = server.on.bind(server) as unknown as (event: "connect", listener: (e: { connection: FtpConnection }) => void) => void;
  onConnect("connect", ({ connection }) => {
    const commands = (connection as unknown as { commands: { handle(c: unknown): unknown; parse(m: string): { directive: string } } })
      .commands;
    const handle = commands.handle.bind(commands);
    commands.handle = (command: unknown) => {
      const directive = typeof command === "string" ? commands.parse(command).directive : (command as { directive: string }).directive;
      if (requireTls && !connection.secure && (directive === "USER" || directive === "PASS")) {
        return connection.reply(530, "TLS required: send AUTH TLS before USER and PASS (explicit FTPS)");
      }
      return handle(command);
    };
  });
  server.on("login", ({ connection, username, password }, resolve, reject) => {
    if (requireTls && !connection.secure) return reject(new Error("TLS required: send AUTH TLS before USER and PASS"));
    const login = opts.logins.find((l) => l.entityId === username);
    const ok =
      login !== undefined &&
      password.length === login.password.length &&
      timingSafeEqual(Buffer.from(password), Buffer.from(login.password));
    if (!ok || !login) return reject(new Error("invalid entity id or password"));
    resolve({ fs: new ReconciliationFolder(connection, opts.store, login.entityId) });
  });
  server.on("client-error", () => {});
  await server.listen();
  const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
  return {
    url: `ftp://${opts.host.includes(":") ? `[${opts.host}]` : opts.host}:${address.port}`,
    close: async () => {
      await server.close();
    },
  };
}
