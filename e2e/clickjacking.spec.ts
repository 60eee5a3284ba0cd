import { expect, test } from "@playwright/test";
import { stack } from "./support/env.ts";

/**
 * The hosted fields may be framed only by the shop's origin (FRAME_ANCESTORS): a page on another
 * origin (here another port of localhost, served by the test) that embeds them gets no field at all.
 */
test("a third-origin page cannot frame the hosted card fields", async ({ page }) => {
  const { gatewayUrl, shopUrl } = stack();
  const channel = "0123456789abcdef0123456789abcdef";
  const src = `${gatewayUrl}/v1/frames/card-field.html#field=cardNumber&channel=${channel}&parent=${encodeURIComponent(
    "http://localhost:1",
  )}&checkout=${"A".repeat(32)}`;
  await page.route("http://localhost:1/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: `<!doctype html><title>evil</title><iframe src="${src}"></iframe>` }),
  );
  const frameResponse = page.waitForResponse((r) => r.url().startsWith(`${gatewayUrl}/v1/frames/card-field.html`));
  await page.goto("http://localhost:1/evil");
  const csp = (await (await frameResponse).allHeaders())["content-security-policy"] ?? "";
  expect(csp).toContain(`frame-ancestors ${shopUrl}`);
  await expect(page.frameLocator("iframe").locator("#field")).toHaveCount(0);

  // Control: the shop itself can frame the same page.
  await page.goto(`${shopUrl}/checkout`);
  await expect(page.frameLocator("iframe.wpwl-control-cardNumber").locator("#field")).toHaveCount(1);
});
