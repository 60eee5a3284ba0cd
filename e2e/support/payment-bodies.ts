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

/** The page's console errors (the widget's `[wpwl]` ones and the browser's), in order. */
export function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

/** The URLs of the payment POSTs (`…/payment`) the page and its frames make, in order. */
export function paymentPosts(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/payment$/.test(r.url())) urls.push(r.url());
  });
  return urls;
}
