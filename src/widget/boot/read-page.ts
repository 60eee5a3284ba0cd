import { isCardBrand } from "../../shared/brands.ts";
import { log } from "../log.ts";

export interface PaymentForm {
  readonly element: HTMLFormElement;
  readonly cardBrands: readonly string[];
}

/** The merchant's `form.paymentWidgets` elements and the card brands each offers (data-brands). */
export function readPaymentForms(doc: Document): PaymentForm[] {
  const forms = Array.from(doc.querySelectorAll<HTMLFormElement>("form.paymentWidgets"));
  if (forms.length === 0) {
    log.error('no <form class="paymentWidgets" data-brands="VISA MASTER"> found on the page; the widget renders into that form.');
  }
  return forms.flatMap((element) => {
    const brands = (element.getAttribute("data-brands") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((b) => b.toUpperCase());
    const unknown = brands.filter((b) => !isCardBrand(b));
    if (unknown.length > 0) log.warn(`data-brands: ${unknown.join(", ")} not supported by this widget yet; showing the card brands only.`);
    const cardBrands = brands.filter(isCardBrand);
    if (cardBrands.length === 0) {
      log.error(
        `data-brands: expected card brands such as "VISA MASTER AMEX", got ${JSON.stringify(element.getAttribute("data-brands"))}.`,
      );
      return [];
    }
    return [{ element, cardBrands }];
  });
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
