import { blurField, type CardField, showFormError } from "../card-model.ts";
import { log } from "../log.ts";
import { loadModule } from "../modules/load-module.ts";
import type { CardChecks } from "./field-feedback.ts";
import type { createPayFlow, PayFlowDeps } from "./pay-flow.ts";

type PayFlow = ReturnType<typeof createPayFlow>;

/**
 * The card form's pay flow and field checks from the on-demand module "card-pay": `prefetch()` on the
 * shopper's first interaction, so the code is there by the first blur and the pay click. A check asked
 * for before then runs once it is in, in order; a pay click waits for it (and further clicks meanwhile
 * are ignored: one payment at a time). If the module cannot load, the form shows its "could not be
 * loaded" message at the pay click and onError gets a WidgetError; nothing is paid, and a blur reports
 * its field as not valid (nothing could check it).
 */
export function lazyPayFlow(
  d: PayFlowDeps,
): Pick<PayFlow, "onOutcome" | "destroy"> & CardChecks & { submit(): unknown; prefetch(): void; touched(field: CardField): void } {
  let flow: PayFlow | undefined;
  let waiting = false;
  let destroyed = false;
  const get = () =>
    loadModule(d.ctx.gatewayOrigin, "card-pay").then((api) => {
      flow ??= api.createPayFlow(d);
      return flow;
    });
  /** Runs `fn` with the flow: now when it is in, else once it has loaded (`failed` if it cannot). */
  const withFlow = (fn: (f: PayFlow) => void, failed?: () => void) => {
    if (flow) return fn(flow);
    get().then(
      (f) => {
        if (!destroyed) fn(f);
      },
      () => {
        if (!destroyed) failed?.();
      },
    );
  };
  return {
    prefetch() {
      if (!flow) get().catch(() => undefined);
    },
    submit() {
      if (flow) return flow.submit();
      if (waiting || destroyed) return;
      waiting = true;
      get().then(
        (f) => {
          waiting = false;
          if (!destroyed) f.submit();
        },
        (err: unknown) => {
          waiting = false;
          if (destroyed) return;
          const message = err instanceof Error ? err.message : String(err);
          log.error(`the card payment code could not load: ${message}`);
          showFormError(d.model, "checkoutUnavailableError");
          d.ctx.onError({ name: "WidgetError", message });
        },
      );
      return undefined;
    },
    // An outcome answers a payment, which only the loaded flow sends.
    onOutcome: (outcome) => flow?.onOutcome(outcome),
    show: (field, strict) => withFlow((f) => f.feedback.show(field, strict)),
    blur(field, then) {
      // A frame's blur can arrive after the next field's focus: only clear the focus this field had (at once).
      blurField(d.model, field);
      withFlow(
        (f) => then(f.feedback.blur(field)),
        () => then(false),
      );
    },
    /**
     * The shopper focused or typed into a field: the code loads (at the first move), and an error the page's
     * script put on the field goes (only the loaded flow's callbacks, or a blur after a focus, can have set one).
     */
    touched(field: CardField) {
      if (!flow) get().catch(() => undefined);
      flow?.edited(field);
    },
    destroy() {
      destroyed = true;
      flow?.destroy();
    },
  };
}
