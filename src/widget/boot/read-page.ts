import { isCardBrand } from "../../shared/brands.ts";
import { log } from "../log.ts";

export interface PaymentForm {
  readonly element: HTMLFormElement;
  readonly cardBrands: readonly string[];
}

/**
 * The card brands a payment form offers: data-brands, or on legacy pages without it the form's text
 * (`<form class="paymentWidgets">VISA MASTER</form>`).
 */
export function formBrandsText(element: { getAttribute(name: string): string | null; readonly textContent: string | null }): string {
  return element.getAttribute("data-brands") ?? element.textContent ?? "";
}

/** One merchant `form.paymentWidgets` and the card brands it offers, or undefined (reported) if it offers none. */
export function readPaymentForm(element: HTMLFormElement): PaymentForm | undefined {
  const brands = formBrandsText(element)
    .split(/\s+/)
    .filter(Boolean)
    .map((b) => b.toUpperCase());
  const unknown = brands.filter((b) => !isCardBrand(b));
  if (unknown.length > 0) log.warn(`data-brands: ${unknown.join(", ")} not supported by this widget yet; showing the card brands only.`);
  const cardBrands = brands.filter(isCardBrand);
  if (cardBrands.length === 0) {
    log.error(`data-brands: expected card brands such as "VISA MASTER AMEX", got ${JSON.stringify(formBrandsText(element).trim())}.`);
    return undefined;
  }
  return { element, cardBrands };
}

/** The merchant's `form.paymentWidgets` elements on the page now. */
export function findPaymentForms(root: ParentNode): HTMLFormElement[] {
  return Array.from(root.querySelectorAll<HTMLFormElement>("form.paymentWidgets"));
}

/**
 * The stylesheet, from the gateway, checked against the hash compiled into this build. A refused or
 * unreachable stylesheet leaves the form unstyled but usable, and is reported.
 */
export function addStylesheet(doc: Document, gatewayOrigin: string, integrity: string, onFail: (message: string) => void): HTMLLinkElement {
  const link = doc.createElement("link");
  link.addEventListener("error", () => {
    const message = `the stylesheet ${link.href} was refused (integrity mismatch or network error); the form is shown unstyled.`;
    log.error(message);
    onFail(message);
  });
  link.rel = "stylesheet";
  link.href = `${gatewayOrigin}/v1/css/paymentWidgets.css`;
  link.integrity = integrity;
  link.crossOrigin = "anonymous";
  link.setAttribute("data-wpwl", "");
  doc.head.append(link);
  return link;
}
