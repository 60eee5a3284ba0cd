import { ANY_CARD_BRAND } from "../../shared/any-card-brand.ts";
import { type BrandGroup, formKindOf, groupBrands } from "../../shared/payment-methods.ts";
import { log } from "../log.ts";
import type { NoteProblem } from "../setup-problems.ts";
import { addStylesheet } from "../view/add-stylesheet.ts";

export interface PaymentForm {
  readonly element: HTMLFormElement;
  /** The forms to render, in data-brands order: one per kind (card, direct debit) or per brand. */
  readonly groups: readonly BrandGroup[];
}

/**
 * The card brands a payment form offers: data-brands, or on legacy pages without it the form's text
 * (`<form class="paymentWidgets">VISA MASTER</form>`).
 */
export function formBrandsText(element: { getAttribute(name: string): string | null; readonly textContent: string | null }): string {
  return element.getAttribute("data-brands") ?? element.textContent ?? "";
}

/**
 * One merchant `form.paymentWidgets` and the forms it asks for, or undefined (reported) if none of
 * its brands is offered. `offered`: whether this build renders a kind of form.
 */
export function readPaymentForm(
  element: HTMLFormElement,
  offered: (kind: BrandGroup["kind"]) => boolean,
  note: NoteProblem,
): PaymentForm | undefined {
  const brands = formBrandsText(element)
    .split(/\s+/)
    .filter(Boolean)
    .map((b) => b.toUpperCase());
  // No brand named (no or a blank data-brands, no brand in the text: a registration-only page leaves it out on
  // purpose): one card form that detects the brand among every card brand, without a brand select.
  const none = !brands.some(formKindOf) && !element.getAttribute("data-brands")?.trim();
  // Brands of a kind this page cannot show (card brands in a fast checkout) are explained by `offered`.
  const unknown = none ? [] : brands.filter((b) => formKindOf(b) === undefined);
  if (unknown.length > 0) note({ kind: "unknownBrands", brands: unknown });
  const groups = (none ? [{ kind: "card" as const, brands: ANY_CARD_BRAND }] : groupBrands(brands)).filter((g) => offered(g.kind));
  if (groups.length === 0) {
    if (!none && unknown.length === brands.length) note({ kind: "noBrands", text: formBrandsText(element).trim() });
    return undefined;
  }
  // Not a mistake (pages leave it out for the checkout's shopperResultUrl): said by the widget itself, no module loads for it.
  if (!element.getAttribute("action"))
    log.warn(
      'the form.paymentWidgets has no action: the shopper returns to the checkout\'s shopperResultUrl, else to this page; set action="https://your.shop/result".',
    );
  return { element, groups };
}

/** The merchant's `form.paymentWidgets` elements on the page now. */
export function findPaymentForms(root: ParentNode): HTMLFormElement[] {
  return Array.from(root.querySelectorAll<HTMLFormElement>("form.paymentWidgets"));
}

/** The widget's stylesheets: the form's (a failure reaches onError), then the brand logos' (not render-blocking: inserted by script; until they are in, badges show the brand's name). */
export function widgetStylesheets(gatewayOrigin: string, onFail: (message: string) => void): HTMLLinkElement[] {
  return [
    addStylesheet(`${gatewayOrigin}/v1/css/paymentWidgets.css`, __WPWL_CSS_INTEGRITY__, "the form is shown unstyled", onFail),
    addStylesheet(`${gatewayOrigin}/v1/css/brands.css`, __WPWL_BRANDS_CSS_INTEGRITY__, "brands show as names", () => {}),
  ];
}
