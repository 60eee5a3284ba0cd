import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/**
 * better-sqlite3's native binary for the package check's install. On a machine with internet its install script
 * (prebuild-install) downloads the binary built for this Node and platform; without internet it compiles SQLite —
 * two of the check's three minutes, spent on better-sqlite3's build rather than on our package. prebuild-install
 * also takes prebuilt binaries from a local folder (`npm_config_better_sqlite3_local_prebuilds`): this one keeps,
 * for each version, the binary built on this machine — the repository's own (`npm ci` built it), and each one the
 * check's install had to compile (the merchant's install resolves the newest 12.x, which the repository may not
 * use yet) — so each version is compiled once per machine, as a download would be cached. Each file is the exact
 * version, Node ABI and platform it is named for; a version not there yet is compiled, as before.
 * PACKAGE_CHECK_PREBUILDS names another folder.
 */
export function sqlitePrebuilds(root: string) {
  const dir = process.env.PACKAGE_CHECK_PREBUILDS ?? join(homedir(), ".cache", "payment-widgets", "prebuilds");
  mkdirSync(dir, { recursive: true });
  keep(dir, join(root, "node_modules", "better-sqlite3"));
  return {
    env: { npm_config_better_sqlite3_local_prebuilds: dir },
    /** After the install: "prebuilt" when it took a kept binary, else "compiled" (and the binary is kept now). */
    after(installed: string): "prebuilt" | "compiled" {
      const compiled = existsSync(join(installed, "build", "Release", "obj.target"));
      if (compiled) keep(dir, installed);
      return compiled ? "compiled" : "prebuilt";
    },
  };
}

/** Keeps a package folder's built binary under the name prebuild-install looks for, unless one is kept already. */
function keep(dir: string, pkg: string): void {
  const binary = join(pkg, "build", "Release", "better_sqlite3.node");
  if (!existsSync(binary)) return;
  const { version } = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8")) as { version: string };
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  if (existsSync(join(dir, name))) return;
  // Written aside, then renamed: a check running beside this one never reads half a file.
  const partial = join(dir, `${name}.${process.pid}.partial`);
  execFileSync("tar", ["-czf", partial, "-C", pkg, "build/Release/better_sqlite3.node"]);
  renameSync(partial, join(dir, name));
}
