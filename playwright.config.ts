import { existsSync } from "node:fs";
import { chromium, defineConfig } from "@playwright/test";

/**
 * e2e against the built artifacts, in real Chromium, across two origins (shop on localhost, gateway
 * on 127.0.0.1), started by e2e/global-setup.ts. Playwright's own Chromium is used when installed;
 * otherwise Debian's /usr/bin/chromium (or CHROMIUM_PATH).
 */
function executablePath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no bundled browser registered
  }
  return "/usr/bin/chromium";
}

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  // Two workers, on CI and off (Playwright's default is half the cores: one on a 2-core machine). More do not
  // help there: one worker's pages already keep the browser, gateway and shop busy (docs/testing.md).
  workers: 2,
  // One retry on CI absorbs a timing hiccup on a loaded 2-core machine; a test that fails twice fails
  // the run, and Playwright reports the ones that needed the retry as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // The screenshots command starts a gateway, a shop and a Chromium of its own: it runs after the other tests,
  // alone, so its time is its own and not the load of the other worker (it took 20.9 s beside them, 10 s alone).
  // Run it by itself with `npx playwright test e2e/screenshots-command.spec.ts --no-deps`.
  projects: [
    { name: "e2e", testIgnore: "**/screenshots-command.spec.ts" },
    { name: "alone", testMatch: "**/screenshots-command.spec.ts", dependencies: ["e2e"] },
  ],
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    headless: true,
    // A trace is recorded for a failing test's retry (CI retries once): recording one for every test, to
    // keep it only on failure, cost a quarter of the e2e run's time (docs/testing.md). `--trace on` locally.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: executablePath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-quic",
        "--disable-sync",
      ],
    },
  },
});
