import type { Page } from "@playwright/test";
import { CheckoutPage, futureExpiry } from "./support/checkout-page.ts";
import { stack } from "./support/env.ts";
import { recordMessages } from "./support/record-messages.ts";
import { SAVED_VISA, StoredCardsPage, saveCard } from "./support/stored-cards-page.ts";
import { expect, test } from "./support/test.ts";
import { ACS_ONE_TIME_CODE, AcsPage, enrolledCard } from "./support/three-d-secure.ts";

const PAN = "4200000000000000";
const CVV = "737";

/**
 * The card-data boundary: the merchant page sees validity and brand, never the PAN or CVV.
 * Records every message the merchant page receives (window messages and MessagePort messages) and
 * every request its main frame makes, then looks for the PAN and CVV in all of them.
 */

/** What the merchant page itself can see: its secure fields (and whether it can read into them), its HTML, storage and cookies. */
function probePage(page: Page) {
  return page.evaluate(() => {
    const frames = Array.from(document.querySelectorAll<HTMLIFrameElement>("iframe.wpwl-control-iframe"));
    return {
      kinds: frames.map((f) => [...f.classList].find((c) => c.startsWith("wpwl-control-") && c !== "wpwl-control-iframe")),
      documents: frames.map((f) => f.contentDocument === null),
      reads: frames.map((f) => {
        try {
          return String((f.contentWindow as Window).document.body.innerHTML);
        } catch {
          return "blocked";
        }
      }),
      html: document.documentElement.outerHTML,
      storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      cookie: document.cookie,
    };
  });
}

test("the merchant page never sees the card number or CVV", async ({ page }) => {
  const seen = await recordMessages(page);
  const mainFrameTraffic: string[] = [];
  const frameTraffic: string[] = [];
  page.on("request", (r) => {
    const entry = `${r.method()} ${r.url()} ${r.postData() ?? ""}`;
    if (r.frame() === page.mainFrame()) mainFrameTraffic.push(entry);
    else frameTraffic.push(entry);
  });

  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await checkout.fill({ number: PAN, expiry: futureExpiry(), holder: "Jane Doe", cvv: CVV });
  await expect(page.locator(".wpwl-control-brand")).toHaveValue("VISA");

  const probe = await probePage(page);
  expect(probe.kinds).toHaveLength(2);
  expect(probe.documents).toEqual([true, true]);
  expect(probe.reads).toEqual(["blocked", "blocked"]);
  for (const text of [probe.html, probe.storage, probe.cookie]) {
    expect(text).not.toContain(PAN);
    expect(text).not.toContain("4200 0000");
  }

  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(seen.some((m) => m.includes('"type":"state"'))).toBe(true);
  expect(seen.some((m) => m.includes('"type":"result"') && m.includes('"last4":"0000"'))).toBe(true);
  for (const m of seen) {
    expect(m).not.toContain(PAN);
    expect(m).not.toContain("4200 0000");
  }
  for (const entry of mainFrameTraffic) {
    expect(entry).not.toContain(PAN);
    expect(entry).not.toContain(`card.cvv=${CVV}`);
  }
  // Control: the card data did travel, from the gateway-origin frame to the gateway, same origin.
  const payment = frameTraffic.find((e) => e.startsWith("POST") && e.includes("/payment"));
  expect(payment).toContain(`card.number=${PAN}`);
  expect(payment?.split(" ")[1]?.startsWith(stack().gatewayUrl)).toBe(true);
});

test("messages the widget receives carry validity and brand only", async ({ page }) => {
  const seen = await recordMessages(page);
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await checkout.fill({ number: PAN, cvv: CVV });
  await expect(page.locator(".wpwl-control-brand")).toHaveValue("VISA");
  await expect.poll(() => seen.filter((m) => m.includes('"isValid":true')).length).toBeGreaterThanOrEqual(2);
  expect(seen.length).toBeGreaterThan(2);
  // Channel ids are 32 random hex digits and may contain "737" by chance: take them out before looking.
  for (const m of seen.map((text) => text.replace(/[0-9a-f]{32}/g, "<channel>"))) {
    expect(m).not.toContain(PAN);
    expect(m).not.toContain("4200 0000");
    expect(m).not.toContain(CVV);
  }
});

test("the merchant page cannot post a payment to the gateway itself", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  const id = await checkout.checkoutId();
  const { gatewayUrl } = stack();
  const status = await page.evaluate(
    async ({ url }) => {
      const body = "card.number=4200000000000000&card.cvv=123&card.expiryMonth=12&card.expiryYear=2030&card.holder=Mallory";
      try {
        const r = await fetch(url, {
          method: "POST",
          mode: "cors",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
        });
        return r.status;
      } catch {
        return "blocked";
      }
    },
    { url: `${gatewayUrl}/v1/checkouts/${id}/payment` },
  );
  // Refused: card data is accepted only from the hosted fields (the page may read the refusal, 403).
  expect(status).toBe(403);
  // And the gateway recorded nothing: the checkout is still unpaid.
  const config = await (await fetch(`${gatewayUrl}/v1/checkouts/${id}/config`)).json();
  expect(config.paid).toBe(false);
});

test("forged handshake messages from the merchant page are ignored by the frames", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await checkout.ready();
  await checkout.fill({ number: PAN, expiry: futureExpiry(), holder: "Jane Doe", cvv: CVV });
  // A script on the merchant page tries to take over the number frame with its own channel and ask it to pay.
  const answered = await page.evaluate(async () => {
    const frame = document.querySelector<HTMLIFrameElement>("iframe.wpwl-control-cardNumber");
    const target = frame?.contentWindow;
    if (!target) return "no frame";
    const channel = new URL(frame.src).hash.match(/channel=([0-9a-f]{32})/)?.[1] ?? "";
    const mc = new MessageChannel();
    const got: unknown[] = [];
    mc.port1.onmessage = (e) => got.push(e.data);
    // Right shape, right source (the parent), but a channel id that is not the frame's.
    target.postMessage({ p: "wpwl/1", type: "connect", channel: channel.replace(/./, (c) => (c === "0" ? "1" : "0")) }, "*", [mc.port2]);
    mc.port1.postMessage({ type: "pay", params: {} });
    await new Promise((r) => setTimeout(r, 1500));
    return got;
  });
  expect(answered).toEqual([]);
  expect(new URL(page.url()).pathname).toBe("/checkout");
});

test("a stored card's CVV stays in its gateway frame: the merchant page never sees it", async ({ page }) => {
  const seen = await recordMessages(page);
  const mainFrameTraffic: string[] = [];
  const frameTraffic: string[] = [];
  page.on("request", (r) => {
    const entry = `${r.method()} ${r.url()} ${r.postData() ?? ""}`;
    if (r.frame() === page.mainFrame()) mainFrameTraffic.push(entry);
    else frameTraffic.push(entry);
  });
  const stored = new StoredCardsPage(page);
  await stored.open([await saveCard(SAVED_VISA)], "one-click-cvv");
  await stored.cvvInput(0).pressSequentially(CVV);
  const probe = await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>(".wpwl-container-registration iframe");
    let read: string;
    try {
      read = String((frame as HTMLIFrameElement).contentWindow?.document.body.innerHTML ?? "no frame");
    } catch {
      read = "blocked";
    }
    return { read, html: document.documentElement.outerHTML };
  });
  expect(probe.read).toBe("blocked");
  expect(probe.html).not.toContain(`value="${CVV}"`);
  await stored.payButton().click();
  await expect(stored.result()).toHaveText("Payment approved");
  for (const m of seen.map((text) => text.replace(/[0-9a-f]{32}/g, "<id>"))) expect(m).not.toContain(CVV);
  for (const entry of mainFrameTraffic) expect(entry).not.toContain(`card.cvv=${CVV}`);
  // Control: the CVV did travel, from the stored card's gateway frame to the gateway, with the registration id.
  const payment = frameTraffic.find((e) => e.startsWith("POST") && e.includes("/payment"));
  expect(payment).toContain(`card.cvv=${CVV}`);
  expect(payment).toContain("registrationId=");
  expect(payment?.split(" ")[1]?.startsWith(stack().gatewayUrl)).toBe(true);
});

test("through a 3-D Secure challenge the merchant page sees no card data, and a forged end message is ignored", async ({ page }) => {
  const seen = await recordMessages(page);
  const challengePan = enrolledCard("challenge").number;
  const checkout = new CheckoutPage(page);
  await checkout.open({ scenario: "three-d-secure" });
  await checkout.ready();
  await checkout.fill({ ...enrolledCard("challenge"), cvv: CVV });
  await checkout.pay();
  const acs = AcsPage.inline(page);
  await expect(acs.code).toBeVisible();
  // The bank's page shows the last 4 digits only.
  await expect(acs.root.locator("body")).toContainText(`•••• ${challengePan.slice(-4)}`);
  await expect(acs.root.locator("body")).not.toContainText(challengePan.slice(0, 8));
  // The merchant page (or a script on it) posts a "cancelled" end: not from the challenge frame, not the gateway's origin.
  await page.evaluate(() => {
    window.postMessage({ p: "wpwl/1", type: "challengeEnd", channel: "0".repeat(32), status: "cancelled" }, "*");
    // Let the message be delivered (and ignored) before looking.
    return new Promise((resolve) => setTimeout(resolve, 200));
  });
  await expect(acs.code).toBeVisible();
  await expect(checkout.formMessage()).toHaveCount(0);
  await acs.submit(ACS_ONE_TIME_CODE);
  await expect(checkout.result()).toHaveText("Payment approved");
  expect(seen.some((m) => m.includes('"type":"challengeEnd"') && m.includes('"status":"authenticated"'))).toBe(true);
  for (const m of seen.map((text) => text.replace(/[0-9a-f]{32}/g, "<channel>"))) {
    expect(m).not.toContain(challengePan);
    expect(m).not.toContain(challengePan.replace(/(\d{4})(?=\d)/g, "$1 "));
    expect(m).not.toContain(`"${CVV}"`);
  }
});

test("SAQ-A: the merchant page never sees the expiry or the holder either", async ({ page }) => {
  const seen = await recordMessages(page);
  const mainFrameTraffic: string[] = [];
  const frameTraffic: string[] = [];
  page.on("request", (r) => {
    const entry = `${r.method()} ${r.url()} ${r.postData() ?? ""}`;
    if (r.frame() === page.mainFrame()) mainFrameTraffic.push(entry);
    else frameTraffic.push(entry);
  });
  const HOLDER = "Zebulon Quayle";
  const expiry = futureExpiry(4);
  const shown = `${expiry.slice(0, 2)} / ${expiry.slice(2)}`;
  const checkout = new CheckoutPage(page, true);
  await checkout.open({ scenario: "saq-a" });
  await checkout.ready();
  await checkout.fill({ number: PAN, expiry, holder: HOLDER, cvv: CVV });
  await expect(checkout.expiryInput()).toHaveValue(shown);

  const probe = await probePage(page);
  expect(probe.kinds.sort()).toEqual(["wpwl-control-cardHolder", "wpwl-control-cardNumber", "wpwl-control-cvv", "wpwl-control-expiry"]);
  expect(probe.reads).toEqual(["blocked", "blocked", "blocked", "blocked"]);
  for (const text of [probe.html, probe.storage]) {
    expect(text).not.toContain(HOLDER);
    expect(text).not.toContain(shown);
  }

  await checkout.pay();
  await expect(checkout.result()).toHaveText("Payment approved");
  // The validity of the new frames did reach the page…
  expect(seen.filter((m) => m.includes('"isValid":true')).length).toBeGreaterThanOrEqual(4);
  // …but no value: channel ids are random hex and may contain the date's digits by chance, so they go first.
  for (const m of seen.map((text) => text.replace(/[0-9a-f]{32}/g, "<channel>"))) {
    expect(m).not.toContain(HOLDER);
    expect(m).not.toContain("Zebulon");
    expect(m).not.toContain(shown);
    // Parameter names of the values (a field's state names its hint, expiryMonthError, which is no value).
    expect(m).not.toContain("card.expiryMonth");
    expect(m).not.toContain("card.expiryYear");
    expect(m).not.toMatch(/"expiry(Month|Year)"/);
    expect(m).not.toContain("card.holder");
  }
  for (const entry of mainFrameTraffic) {
    expect(entry).not.toContain("Zebulon");
    expect(entry).not.toContain("card.holder");
    expect(entry).not.toContain("card.expiry");
  }
  // Control: they did travel, from the gateway-origin number frame to the gateway.
  const payment = new URLSearchParams(frameTraffic.find((e) => e.startsWith("POST") && e.includes("/payment"))?.split(" ")[2] ?? "");
  expect([payment.get("card.holder"), payment.get("card.expiryMonth"), payment.get("card.expiryYear")]).toEqual([
    HOLDER,
    expiry.slice(0, 2),
    `20${expiry.slice(2)}`,
  ]);
});
