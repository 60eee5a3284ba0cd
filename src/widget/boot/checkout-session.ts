import type { CheckoutConfig } from "../../shared/checkout-config.ts";
import type { ErrorMessageKey } from "../../shared/labels.ts";
import type { MountedForm } from "../form-contract.ts";
import { setCheckoutResultUrl } from "../result-url.ts";

/** What onError receives from the widget itself. */
export interface WidgetError {
  readonly name: string;
  readonly message: string;
  readonly code?: string;
}

/**
 * Where the page's checkout stands: loading (forms wait, hidden), ready (forms show), fast checkout
 * (no checkout yet: the buttons create it), or failed (the forms are replaced by the message `key`).
 */
export type CheckoutPhase =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly config: CheckoutConfig }
  | { readonly kind: "fast" }
  | { readonly kind: "failed"; readonly key: ErrorMessageKey; readonly error?: WidgetError };

export interface SessionForm {
  readonly form: MountedForm;
  /** The merchant's form.paymentWidgets it renders. */
  readonly element: HTMLFormElement;
}

/**
 * The checkout session of one widget: the one place that activates forms. A form added while the
 * checkout loads waits; added later, it is activated at once (a failed session takes no forms: the
 * caller shows the message instead).
 */
export function createCheckoutSession() {
  let phase: CheckoutPhase = { kind: "loading" };
  const waiting: SessionForm[] = [];
  const activate = ({ form, element }: SessionForm) => {
    if (phase.kind === "ready") {
      setCheckoutResultUrl(element, phase.config.shopperResultUrl);
      form.activate(phase.config);
    } else if (phase.kind === "fast") form.activate(undefined);
  };
  return {
    get phase(): CheckoutPhase {
      return phase;
    },
    add(entry: SessionForm): void {
      if (phase.kind === "loading") waiting.push(entry);
      else activate(entry);
    },
    /**
     * The checkout is in (or fast checkout starts, or it failed): `before` sees the forms that waited
     * (to add the stored cards, or replace them by the message), then those forms are activated.
     */
    settle(next: Exclude<CheckoutPhase, { kind: "loading" }>, before: (forms: readonly SessionForm[]) => void = () => {}): void {
      if (phase.kind !== "loading") return;
      phase = next;
      const forms = waiting.splice(0);
      before(forms);
      for (const entry of forms) activate(entry);
    },
  };
}

export type CheckoutSession = ReturnType<typeof createCheckoutSession>;
