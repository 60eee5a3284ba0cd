import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { startStack } from "../demo/stack.ts";

/**
 * `npm run screenshots` (after `npm run build`): the README's and docs' pictures of the forms
 * (docs/screenshots/*.png, or SCREENSHOTS_DIR), taken from the demo shop in Chromium (Playwright's own,
 * else /usr/bin/chromium or CHROMIUM_PATH) on free loopback ports.
 */
const SHOTS: readonly { file: string; query: string; number?: string; container?: string }[] = [
  { file: "card-style.png", query: "", number: "4200000000000000" },
  { file: "logos-style.png", query: "scenario=logos", number: "4200000000000000" },
  { file: "co-badged.png", query: "scenario=co-badged&brands=MADA%20VISA", number: "4464040000000007" },
  { file: "sepa.png", query: "brands=DIRECTDEBIT_SEPA", container: ".wpwl-container-directDebit" },
];

function executablePath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(chromium.executablePath()) ? undefined : "/usr/bin/chromium";
}

async function shoot(page: Page, url: string, shot: (typeof SHOTS)[number], path: string): Promise<void> {
  await page.goto(url);
  await page.locator("#events").getByText("ready", { exact: true }).waitFor();
  if (shot.number) {
    await page.frameLocator('iframe[name="card.number"]').locator("input").pressSequentially(shot.number);
    // The logo of the detected brand is an image of the gateway's: wait until every badge has drawn it.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>(".wpwl-container-card .wpwl-brand")].every((b) =>
        getComputedStyle(b).backgroundImage.startsWith("url("),
      ),
    );
  }
  await page.waitForLoadState("networkidle");
  await page.locator(shot.container ?? ".wpwl-container-card").screenshot({ path, animations: "disabled" });
}

const data = mkdtempSync(join(tmpdir(), "wpwl-shots-"));
const stack = await startStack({ gatewayPort: 0, shopPort: 0, shopData: data, db: ":memory:" });
// The flags of the e2e suite: without --disable-background-networking, each first navigation waited ~5 s here.
const browser = await chromium.launch({
  executablePath: executablePath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
try {
  const out = process.env.SCREENSHOTS_DIR ?? "docs/screenshots";
  mkdirSync(out, { recursive: true });
  // One page per picture, all at once: each is its own checkout, and the command takes the time of the slowest.
  await Promise.all(
    SHOTS.map(async (s) => {
      const page = await browser.newPage({ viewport: { width: 480, height: 800 } });
      await shoot(page, `${stack.shopUrl}/checkout${s.query ? `?${s.query}` : ""}`, s, join(out, s.file));
      console.log(`[screenshots] ${join(out, s.file)}`);
    }),
  );
} finally {
  await browser.close();
  await stack.stop();
  rmSync(data, { recursive: true, force: true });
}
