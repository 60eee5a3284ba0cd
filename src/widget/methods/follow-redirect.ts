import type { PaymentRedirect } from "../../shared/protocol.ts";
import { postForm } from "../view/post-form.ts";

/**
 * Sends the shopper to a bank's or wallet's page: GET with the parameters in the query, or POST as
 * a form submission (the merchant page's CSP needs `form-action {gateway}` for that).
 */
export function followRedirect(redirect: PaymentRedirect, navigate: (url: string) => void): void {
  if (redirect.method === "GET") {
    navigate(redirectHref(redirect));
    return;
  }
  postForm(redirect.url, redirect.parameters, document.body);
}

/** The redirect address with its parameters as query (GET). */
export function redirectHref(redirect: PaymentRedirect): string {
  const url = new URL(redirect.url);
  for (const p of redirect.parameters) url.searchParams.set(p.name, p.value);
  return url.href;
}
