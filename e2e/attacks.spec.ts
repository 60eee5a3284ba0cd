import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { stack } from "./support/env.ts";
import { expect, test } from "./support/test.ts";
import { thirdOrigin } from "./support/third-origin.ts";

const PAN = "4200000000000000";

/**
 * An attacker's page on a third origin opens the checkout in a window it keeps a reference to (an
 * opener is the one handle a foreign origin gets on a checkout page whose CSP and frame-ancestors keep
 * it from being framed). From there it forges messages to the widget and to both hosted fields,
 * replays a real handshake shape, and tries to read the fields. None of it works.
 */
for (const { scenario, frames } of [
  { scenario: "", frames: 2 },
  // SAQ-A: the expiry and holder frames too.
  { scenario: "saq-a", frames: 4 },
]) {
  test(`a third-origin opener cannot drive, read or hijack the widget and its ${frames} fields${scenario ? ` (${scenario})` : ""}`, async ({
    page,
  }) => {
    const evil = await thirdOrigin("<!doctype html><title>evil</title><p>evil</p>");
    try {
      await page.goto(evil.url);
      const popupPromise = page.waitForEvent("popup");
      await page.evaluate(
        (url) => {
          (window as unknown as { victim: Window | null }).victim = window.open(url, "victim");
        },
        `${stack().shopUrl}/checkout${scenario ? `?scenario=${scenario}` : ""}`,
      );
      const victim = await popupPromise;
      const checkout = new CheckoutPage(victim, scenario === "saq-a");
      await checkout.ready();
      await checkout.fill({ number: PAN, expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });

      const report = await page.evaluate(async () => {
        const w = (window as unknown as { victim: Window }).victim;
        const got: unknown[] = [];
        const tries: string[] = [];
        const port = () => {
          const mc = new MessageChannel();
          mc.port1.onmessage = (e) => got.push(e.data);
          return mc;
        };
        // 1. Read the frames directly.
        for (let i = 0; i < w.frames.length; i++) {
          try {
            tries.push(String((w.frames[i] as Window).document.body.innerHTML));
          } catch {
            tries.push("blocked");
          }
        }
        // 2. Forge every message kind, to the widget (the page) and to each frame, with all channels we can guess.
        const channels = ["0".repeat(32), "f".repeat(32), "0123456789abcdef0123456789abcdef"];
        for (const channel of channels) {
          for (const target of [w, ...Array.from({ length: w.frames.length }, (_, i) => w.frames[i] as Window)]) {
            for (const msg of [
              ...["cardNumber", "cvv", "expiry", "cardHolder"].map((field) => ({ p: "wpwl/1", type: "ready", channel, field })),
              { p: "wpwl/1", type: "connect", channel },
              { type: "pay", params: {} },
              { type: "result", outcome: { kind: "approved", httpStatus: 200, code: "000.100.110", description: "" } },
              "wpwl/1 connect",
              null,
            ]) {
              const mc = port();
              target.postMessage(msg, "*", [mc.port2]);
              mc.port1.postMessage({ type: "pay", params: { "card.holder": "Mallory" } });
              mc.port1.postMessage({ type: "config", brands: ["VISA"], placeholder: "", label: "", locale: "en", dir: "ltr" });
            }
          }
        }
        await new Promise((r) => setTimeout(r, 1500));
        return { got, tries };
      });
      expect(report.tries).toEqual(Array(frames).fill("blocked"));
      expect(report.got).toEqual([]);
      // The checkout page is untouched: no navigation, no payment, still payable by the shopper.
      expect(new URL(victim.url()).pathname).toBe("/checkout");
      await checkout.pay();
      await expect(checkout.result()).toHaveText("Payment approved");
    } finally {
      await evil.close();
    }
  });
}

test("the number frame never accepts a card number or CVV from the page", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/payment")) posts.push(r.postData() ?? "");
  });
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await checkout.fill({ number: PAN, expiry: futureExpiry(), holder: "Jane Doe", cvv: "123" });
  // A script in the merchant page hooks the widget's port and smuggles its own card data into "pay".
  await page.evaluate(() => {
    const original = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, ...rest: unknown[]) {
      const m = message as { type?: string; params?: Record<string, string> };
      if (m?.type === "pay" && m.params) {
        m.params["card.number"] = "5454545454545454";
        m.params["card.cvv"] = "999";
        m.params["card[number]"] = "5454545454545454";
      }
      return (original as (...a: unknown[]) => void).call(this, message, ...rest);
    } as typeof MessagePort.prototype.postMessage;
  });
  await checkout.pay();
  // The frame refuses the whole command (its schema forbids card.number/card.cvv): nothing is posted.
  await page.waitForTimeout(1500);
  expect(posts.filter((p) => p.includes("5454545454545454"))).toEqual([]);
});

test("SAQ-A: the number frame takes the expiry and holder from their frames, never from the page", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/payment")) posts.push(r.postData() ?? "");
  });
  const checkout = new CheckoutPage(page, true);
  await checkout.open({ scenario: "saq-a" });
  await checkout.ready();
  const expiry = futureExpiry();
  await checkout.fill({ number: PAN, expiry, holder: "Jane Doe", cvv: "123" });
  // A script in the merchant page hooks the widget's port and smuggles its own expiry and holder into "pay".
  await page.evaluate(() => {
    const original = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, ...rest: unknown[]) {
      const m = message as { type?: string; params?: Record<string, string> };
      if (m?.type === "pay" && m.params) {
        m.params["card.holder"] = "Mallory";
        m.params["card.expiryMonth"] = "01";
        m.params["card.expiryYear"] = "2020";
      }
      return (original as (...a: unknown[]) => void).call(this, message, ...rest);
    } as typeof MessagePort.prototype.postMessage;
  });
  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  const sent = posts.map((p) => new URLSearchParams(p));
  expect(sent.map((p) => [p.get("card.holder"), p.get("card.expiryMonth"), p.get("card.expiryYear")])).toEqual([
    ["Jane Doe", expiry.slice(0, 2), `20${expiry.slice(2)}`],
  ]);
});
