import type { BrandGroup } from "../../shared/payment-methods.ts";
import { log } from "../log.ts";
import type { NoteProblem } from "../setup-problems.ts";
import { findPaymentForms, type PaymentForm, readPaymentForm } from "./read-page.ts";

export interface FormWatcher {
  /** Stops watching and shows the merchant's forms again as they were. */
  stop(): void;
}

/**
 * The merchant's `form.paymentWidgets` elements, each taken once: those on the page now (`atStart`
 * true) and, until stop(), those that appear later (framework renders, innerHTML). Each one taken is
 * hidden (the widget renders its forms before it) and read: `offered` says which kinds of form this
 * page renders.
 */
export function watchPaymentForms(
  offered: (kind: BrandGroup["kind"]) => boolean,
  onForms: (forms: PaymentForm[], atStart: boolean) => void,
  note: NoteProblem,
): FormWatcher {
  const seen = new WeakSet<HTMLFormElement>();
  /** Each form taken, and whether it was hidden before. */
  const hidden = new Map<HTMLFormElement, boolean>();
  let stopped = false;
  const take = (): PaymentForm[] =>
    findPaymentForms(document).flatMap((element) => {
      if (seen.has(element)) return [];
      seen.add(element);
      const form = readPaymentForm(element, offered, note);
      if (!form) return [];
      hidden.set(element, element.hidden);
      element.hidden = true;
      return [form];
    });

  const initial = take();
  // Not a mistake (single-page apps render the form later): said by the widget itself, no module loads for it.
  if (initial.length === 0 && findPaymentForms(document).length === 0) {
    log.warn('no <form class="paymentWidgets"> on the page yet: the widget renders when it appears.');
  }
  onForms(initial, true);
  const observer = new MutationObserver(() => {
    if (stopped) return;
    const late = take();
    if (late.length > 0) onForms(late, false);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
  return {
    stop() {
      stopped = true;
      observer.disconnect();
      for (const [element, wasHidden] of hidden) element.hidden = wasHidden;
      hidden.clear();
    },
  };
}
