import type { FunctionComponent } from "preact";
import type { FormContext, MountedForm } from "../form-contract.ts";
import { mountView } from "../view/mount-view.ts";
import type { PagePayment } from "./page-payment.ts";

/** `div.wpwl-container.wpwl-container-<suffix>` before the merchant's form, hidden until activate(). */
export function methodContainer(ctx: FormContext, suffix: string): HTMLElement {
  const container = document.createElement("div");
  container.className = `wpwl-container wpwl-container-${suffix} wpwl-loading`;
  container.lang = ctx.locale.tag;
  container.dir = ctx.locale.dir;
  ctx.merchantForm.before(container);
  return container;
}

/**
 * Renders a non-card form into its container and returns it mounted: activate() shows it and
 * counts it for onReady, destroy() stops the payment, runs the form's own clean-up and removes it.
 */
export function mountedMethodForm(
  ctx: FormContext,
  container: HTMLElement,
  View: FunctionComponent,
  payment: PagePayment,
  cleanUp: () => void = () => undefined,
): MountedForm {
  const unmount = mountView(() => <View />, container);
  return {
    container,
    activate() {
      container.classList.remove("wpwl-loading");
      payment.activate();
      ctx.onReady();
    },
    submit: payment.submit,
    destroy() {
      cleanUp();
      payment.destroy();
      unmount();
      container.remove();
    },
  };
}
