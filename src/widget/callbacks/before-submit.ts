import { callMerchant } from "../log.ts";
import type { CallbackName, WidgetOptions } from "../options.ts";
import type { BeforeSubmitEvent } from "./card-callbacks.ts";
import { merchantThis, wrap } from "./merchant-context.ts";

/**
 * onBeforeSubmitDirectDebit / OnlineTransfer / VirtualAccount: like onBeforeSubmitCard, `this` is the
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
