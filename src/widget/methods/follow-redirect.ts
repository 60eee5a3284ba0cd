import type { PaymentRedirect } from "../../shared/protocol.ts";

/**
 * Sends the shopper to a bank's or wallet's page: GET with the parameters in the query, or POST as
 * a form submission (the merchant page's CSP needs `form-action {gateway}` for that).
 */
export function followRedirect(redirect: PaymentRedirect, navigate: (url: string) => void): void {
  if (redirect.method === "GET") {
    navigate(redirectHref(redirect));
    return;
  }
  const form = document.createElement("form");
  form.method = "POST";
  form.action = redirect.url;
  form.hidden = true;
  for (const p of redirect.parameters) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = p.name;
    input.value = p.value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** The redirect address with its parameters as query (GET). */
export function redirectHref(redirect: PaymentRedirect): string {
  const url = new URL(redirect.url);
  for (const p of redirect.parameters) url.searchParams.set(p.name, p.value);
  return url.href;
}
