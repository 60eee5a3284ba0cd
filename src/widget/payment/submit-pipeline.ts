import type { PaymentOutcome } from "../../shared/protocol.ts";
import { afterSubmit } from "../callbacks/before-submit.ts";
import type { FormContext } from "../form-contract.ts";
import { merchantFields, reportSkipped } from "../merchant-fields.ts";
import type { CallbackName } from "../options.ts";
import { SYNC_EVENT } from "../view/sync-event.ts";
import { createBackoff, outcomeError } from "./outcome-policy.ts";
import { createSubmitGuard } from "./submit-guard.ts";

/** What one form brings to the pipeline: how it checks, what it sends and how. */
export interface SubmitSteps {
  readonly ctx: FormContext;
  readonly container: HTMLElement;
  /** onBeforeSubmitCard, onBeforeSubmitOneClickCard, onBeforeSubmitDirectDebit, … */
  readonly callback: CallbackName;
  readonly isActive: () => boolean;
  /** The form's busy state: its pay button is disabled while it is true. */
  readonly busy: () => boolean;
  readonly setBusy: (busy: boolean) => void;
  readonly later: (ms: number, fn: () => void) => void;
  /** A new attempt begins: the last attempt's form error goes. */
  readonly reset: () => void;
  /** Checks the form, showing (and focusing) what is wrong; false stops the attempt. */
  readonly check: () => boolean;
  /**
   * The payment's parameters, read after onBeforeSubmit* (which may add or change inputs): the form's
   * own, with the merchant's inputs of the widget's form (`merchant`) as a native post would send them.
   */
  readonly collect: (merchant: Record<string, string>) => Record<string, string> | undefined;
  /**
   * Hands them on — the number frame, a stored card's frame, or the page's post — and answers with the outcome
   * of this attempt (undefined when it ended some other way: the form went away, a fast checkout failed).
   */
  readonly send: (params: Record<string, string>) => Promise<PaymentOutcome | undefined>;
  /**
   * The form acts on the outcome: leaves for the result page, opens the challenge, the bank's page…: true; or
   * shows what went wrong: false, and the pipeline holds the button for the back-off and calls onError.
   */
  readonly settle: (outcome: PaymentOutcome) => boolean;
}

/**
 * The one submit pipeline of the card form, stored cards and the page-posted methods (README
 * "Integrating the widget"): the form's check, the merchant's onBeforeSubmit* (`this` the widget's
 * form; false or preventDefault() cancels, a later click asks again), then — so that inputs the
 * callback added go along — the parameters with the merchant's own inputs, busy, send, onAfterSubmit; the
 * send's answer comes back to the attempt that sent it, and the form settles it. One attempt at a time. A failed attempt keeps the button disabled for the throttling back-off and
 * reports onError the same way in every form.
 */
export function createSubmitPipeline(s: SubmitSteps) {
  const guard = createSubmitGuard(s.busy);
  const backoff = createBackoff();
  const skipped = reportSkipped();
  return {
    /** One attempt; resolves once its outcome is settled (at once when the attempt did not start). */
    submit(): Promise<void> {
      if (!s.isActive() || !guard.idle()) return Promise.resolve();
      s.reset();
      for (const input of s.container.querySelectorAll("input")) input.dispatchEvent(new Event(SYNC_EVENT));
      if (!s.check() || !guard.ask(s.ctx.options, s.callback, s.container)) return Promise.resolve();
      const form = s.container.querySelector("form");
      const params = s.collect(form ? merchantFields(new FormData(form), skipped) : {});
      if (!params) return Promise.resolve();
      s.setBusy(true);
      const answer = s.send(params);
      afterSubmit(s.ctx.options, s.container);
      return answer.then((outcome) => {
        if (outcome === undefined || s.settle(outcome)) return;
        // The form showed what went wrong: busy until the back-off is over, then onError.
        const wait = backoff(outcome);
        if (wait > 0) s.later(wait, () => s.setBusy(false));
        else s.setBusy(false);
        s.ctx.onError(outcomeError(outcome));
      });
    },
  };
}

export type SubmitPipeline = ReturnType<typeof createSubmitPipeline>;
