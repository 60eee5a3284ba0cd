import { callMerchant } from "../log.ts";
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

/**
 * onBeforeSubmitCard, onBeforeSubmitOneClickCard and onBeforeSubmitDirectDebit / OnlineTransfer /
 * VirtualAccount (called from the on-demand modules' pay flows, so not on the critical path): `this` is the
 * widget's form and the argument a submit-like event. False when the callback returned false or
 * called event.preventDefault(); a later click asks again.
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
  return callMerchant(name, () => cb.call(self, event)) !== false && !prevented;
}

/** onAfterSubmit: the payment was handed to the number frame; `this` is the widget's form. */
export function afterSubmit(options: WidgetOptions, container: HTMLElement): void {
  const cb = options.onAfterSubmit;
  const form = container.querySelector<HTMLFormElement>("form.wpwl-form");
  if (cb) callMerchant("onAfterSubmit", () => cb.call(form ? merchantThis(form, form) : window));
}
