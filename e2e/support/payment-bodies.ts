import type { Page } from "@playwright/test";

/** The bodies of the payment POSTs the card-number frame makes, as parameters, in order. */
export function paymentBodies(page: Page): URLSearchParams[] {
  const bodies: URLSearchParams[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/payment")) bodies.push(new URLSearchParams(r.postData() ?? ""));
  });
  return bodies;
}

/** The page's `[wpwl]` console messages, in order. */
export function wpwlMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (m) => {
    if (m.text().startsWith("[wpwl]")) messages.push(m.text());
  });
  return messages;
}
