import { stack } from "./support/env.ts";
import { expect, test } from "./support/test.ts";
import { thirdOrigin } from "./support/third-origin.ts";

/**
 * The hosted fields may be framed only by the shop's origin (FRAME_ANCESTORS): a page on a third
 * origin that embeds them, to overlay or phish, gets no field at all.
 */
test("a third-origin page cannot frame the hosted card fields", async ({ page }) => {
  const { gatewayUrl, shopUrl } = stack();
  const fragment = new URLSearchParams({ field: "cardNumber", channel: "0123456789abcdef0123456789abcdef", checkout: "A".repeat(32) });
  const src = (parent: string) => `${gatewayUrl}/v1/frames/card-field.html#${fragment}&parent=${encodeURIComponent(parent)}`;
  // The attacker's page learns its own origin only once it listens, so it builds the frame URL at run time.
  const evil = await thirdOrigin(
    `<!doctype html><title>evil</title><body><script>var f=document.createElement("iframe");f.src=location.hash.slice(1)+"&parent="+encodeURIComponent(location.origin);document.body.append(f);</script>`,
  );
  try {
    const frameResponse = page.waitForResponse((r) => r.url().startsWith(`${gatewayUrl}/v1/frames/card-field.html`));
    await page.goto(`${evil.url}/#${src("x").replace(/&parent=x$/, "")}`);
    const csp = (await (await frameResponse).allHeaders())["content-security-policy"] ?? "";
    expect(csp).toContain(`frame-ancestors ${shopUrl}`);
    await expect(page.locator("iframe")).toHaveCount(1);
    await expect(page.frameLocator("iframe").locator("#field")).toHaveCount(0);
  } finally {
    await evil.close();
  }
  // Control: the shop itself frames the same page.
  await page.goto(`${shopUrl}/checkout`);
  await expect(page.frameLocator("iframe.wpwl-control-cardNumber").locator("#field")).toHaveCount(1);
});
