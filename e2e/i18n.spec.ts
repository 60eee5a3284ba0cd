import { CheckoutPage } from "./support/checkout-page.ts";
import { LOCALE_CODES, localeFile, payLabel, resolveLocale } from "./support/locales.ts";
import { expect, test } from "./support/test.ts";

for (const code of LOCALE_CODES) {
  test(`the card form speaks ${code}`, async ({ page }, testInfo) => {
    const t = localeFile(code);
    const { tag, dir } = resolveLocale(code);
    const checkout = new CheckoutPage(page);
    await checkout.open({ locale: code });
    await checkout.ready();
    await expect(checkout.container).toHaveAttribute("lang", tag);
    await expect(checkout.container).toHaveAttribute("dir", dir);
    await expect(checkout.container.locator(".wpwl-label-cardNumber")).toHaveText(t.labels.cardNumber ?? "");
    await expect(checkout.container.locator(".wpwl-label-expiry")).toHaveText(t.labels.expiryDate ?? "");
    await expect(checkout.container.locator(".wpwl-control-expiry")).toHaveAttribute("placeholder", t.labels.mmyy ?? "");
    await expect(page.locator("iframe.wpwl-control-cardNumber")).toHaveAttribute("title", t.labels.cardNumberFrameTitle ?? "");
    await expect(checkout.numberFrame.locator("#field")).toHaveAttribute("aria-label", t.labels.cardNumber ?? "");
    await expect(checkout.numberFrame.locator("html")).toHaveAttribute("lang", tag);
    await expect(checkout.numberFrame.locator("#field")).toHaveAttribute("dir", "ltr");
    await expect(checkout.payButton()).toHaveText(payLabel(code));
    await checkout.pay();
    await expect(checkout.hint("cardNumber")).toHaveText(t.errorMessages.cardNumberError ?? "");
    await checkout.container.screenshot({ path: testInfo.outputPath(`card-form-${code}.png`) });
    await testInfo.attach(`card-form-${code}`, { path: testInfo.outputPath(`card-form-${code}.png`), contentType: "image/png" });
  });
}

test.describe("locale codes", () => {
  for (const [input, code] of [
    ["de-AT", "de"],
    ["ar-SA", "ar"],
    ["zh-CN", "cn"],
    ["da", "dk"],
    ["sv", "se"],
    ["el", "gr"],
    ["cs", "cz"],
    ["nb", "no"],
  ] as const) {
    test(`${input} shows the ${code} labels`, async ({ page }) => {
      const checkout = new CheckoutPage(page);
      await checkout.open({ locale: input });
      await checkout.ready();
      await expect(checkout.container.locator(".wpwl-label-cardHolder")).toHaveText(localeFile(code).labels.cardHolder ?? "");
    });
  }

  test("an unknown language falls back to English with one [wpwl] warning", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning" && m.text().startsWith("[wpwl]")) warnings.push(m.text());
    });
    const checkout = new CheckoutPage(page);
    await checkout.open({ locale: "xx" });
    await checkout.ready();
    await expect(checkout.container.locator(".wpwl-label-cardNumber")).toHaveText(localeFile("en").labels.cardNumber ?? "");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("wpwlOptions.locale");
  });

  test("a tampered locale file is refused by its hash and the form shows in English", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.text().startsWith("[wpwl]")) warnings.push(m.text());
    });
    await page.route("**/v1/locales/de.json", async (route) => {
      const res = await route.fetch();
      const json = (await res.json()) as { labels: Record<string, string> };
      json.labels.cardNumber = "Bitte hier die PIN eingeben";
      await route.fulfill({ response: res, body: JSON.stringify(json) });
    });
    const checkout = new CheckoutPage(page);
    await checkout.open({ locale: "de" });
    await checkout.ready();
    await expect(checkout.container.locator(".wpwl-label-cardNumber")).toHaveText(localeFile("en").labels.cardNumber ?? "");
    expect(warnings.some((w) => w.includes('"de" labels'))).toBe(true);
  });

  test("the labels are asked for while the script runs, not at DOMContentLoaded, and once", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/v1/locales/")) asked.push(new URL(r.url()).pathname);
    });
    const checkout = new CheckoutPage(page);
    await checkout.open({ locale: "de" });
    await checkout.ready();
    await expect(checkout.payButton()).toHaveText(payLabel("de"));
    expect(asked.sort()).toEqual(["/v1/locales/de.json", "/v1/locales/index.json"]);
    const [indexStart, domReady] = await page.evaluate(() => [
      performance.getEntriesByType("resource").find((e) => e.name.includes("/v1/locales/index.json"))?.startTime ?? Number.NaN,
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
    ]);
    expect(indexStart).toBeLessThan(domReady);
  });

  test("a tampered hash index is refused by its own hash: no label file is fetched, the form shows in English", async ({ page }) => {
    const labelFiles: string[] = [];
    page.on("request", (r) => {
      if (/\/v1\/locales\/(?!index)/.test(r.url())) labelFiles.push(r.url());
    });
    // An attacker who could serve a forged de.json would also have to change the index that names its hash.
    await page.route("**/v1/locales/index.json", async (route) => {
      const res = await route.fetch();
      const index = (await res.json()) as Record<string, string>;
      index.de = "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=";
      await route.fulfill({ response: res, body: JSON.stringify(index) });
    });
    const checkout = new CheckoutPage(page);
    await checkout.open({ locale: "de" });
    await checkout.ready();
    await expect(checkout.payButton()).toHaveText(payLabel("en"));
    expect(labelFiles).toEqual([]);
  });

  test("a locale the gateway cannot serve leaves the form in English", async ({ page }) => {
    await page.route("**/v1/locales/fr.json", (route) => route.fulfill({ status: 503, body: "down" }));
    const checkout = new CheckoutPage(page);
    await checkout.open({ locale: "fr" });
    await checkout.ready();
    await expect(checkout.payButton()).toHaveText(payLabel("en"));
  });
});
