import { callMerchant, log } from "../log.ts";
import type { CallbackName, WidgetOptions } from "../options.ts";
import { merchantThis, wrap } from "./merchant-context.ts";

/** What onBeforeSubmitCard receives: enough of a submit event for the established integrations. */
export interface BeforeSubmitEvent {
  readonly type: "submit";
  /** The pay button (also for Enter and wpwl.executePayment). */
  readonly target: HTMLElement | null;
  readonly currentTarget: HTMLFormElement | null;
  readonly form: HTMLFormElement | null;
  readonly $form: unknown;
  readonly defaultPrevented: boolean;
  preventDefault(): void;
  isDefaultPrevented(): boolean;
}

/** Said once per page: preventDefault() without `return false` does not stop a payment. */
let toldPreventDefault = false;

/**
 * onBeforeSubmitCard, onBeforeSubmitOneClickCard and onBeforeSubmitDirectDebit / OnlineTransfer /
 * VirtualAccount (called from the on-demand modules' pay flows, so not on the critical path): `this` is the
 * widget's form and the argument a submit-like event. The rule (docs/dom-contract.md, "Before the payment"):
 * only `return false` stops the payment, and a later click asks again. `event.preventDefault()` stops the
 * form's own submission, as on the established widget's jQuery submit event — which its widget stops anyway —
 * so a wrapper that calls it on every submit and returns true pays, and one that calls it and returns false
 * (to pay later by clicking again) waits; returning nothing pays.
 */
export function beforeSubmit(options: WidgetOptions, name: CallbackName, container: HTMLElement): boolean {
  const cb = options[name] as ((this: unknown, e: BeforeSubmitEvent) => unknown) | undefined;
  if (!cb) return true;
  const form = container.querySelector<HTMLFormElement>("form.wpwl-form");
  let prevented = false;
  const event: BeforeSubmitEvent = {
    type: "submit",
    target: container.querySelector<HTMLElement>(".wpwl-button-pay") ?? form,
    currentTarget: form,
    form,
    $form: form && wrap(form),
    get defaultPrevented() {
      return prevented;
    },
    preventDefault() {
      prevented = true;
    },
    isDefaultPrevented: () => prevented,
  };
  const self = form ? merchantThis(form, form) : window;
  const answer = callMerchant(name, () => cb.call(self, event));
  if (prevented && answer !== false && !toldPreventDefault) {
    toldPreventDefault = true;
    log.warn(
      `${name} called event.preventDefault() without returning false: the payment goes on (as with the established widget); return false to stop it.`,
    );
  }
  return answer !== false;
}

/** onAfterSubmit: the payment was handed to the number frame; `this` is the widget's form. */
export function afterSubmit(options: WidgetOptions, container: HTMLElement): void {
  const cb = options.onAfterSubmit;
  const form = container.querySelector<HTMLFormElement>("form.wpwl-form");
  if (cb) callMerchant("onAfterSubmit", () => cb.call(form ? merchantThis(form, form) : window));
}
