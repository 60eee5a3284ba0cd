import type { StoredCard } from "../../shared/checkout-config.ts";
import type { PaymentOutcome } from "../../shared/protocol.ts";
import type { FormContext } from "../boot/form-contract.ts";
import { afterSubmit } from "../callbacks/before-submit.ts";
import type { CardCallbacks } from "../callbacks/card-callbacks.ts";
import { merchantFields, reportSkipped } from "../card/merchant-fields.ts";
import { outcomeErrors } from "../card/outcome-errors.ts";
import { browserParams } from "../card/pay-params.ts";
import type { FieldFrame } from "../hosted-fields/field-frame.ts";
import { focusFrame } from "../hosted-fields/field-frame.ts";
import { createBackoff, outcomeError } from "../payment/outcome-policy.ts";
import { createSubmitGuard } from "../payment/submit-guard.ts";
import { resultUrl } from "../result-url.ts";
import { type StoredCardsModel, setCardError } from "./stored-cards-model.ts";

export interface OneClickDeps {
  readonly ctx: FormContext;
  readonly model: StoredCardsModel;
  readonly cards: readonly StoredCard[];
  /** The frame that posts a card's payment: its CVV frame, or the form's hidden relay frame. */
  readonly frameFor: (id: string) => FieldFrame | undefined;
  readonly requireCvv: boolean;
  readonly callbacks: CardCallbacks;
  readonly container: HTMLElement;
  readonly isActive: () => boolean;
  readonly later: (ms: number, fn: () => void) => void;
}

/**
 * Submit and outcome of the stored-card form, as the card form's: the selected card's CVV (when
 * required), onBeforeSubmitOneClickCard (false or preventDefault stops; a later click asks again),
 * then the card's gateway frame posts the payment with the registration id; one attempt at a time.
 */
export function createOneClickFlow(d: OneClickDeps) {
  const { ctx, model } = d;
  const skipped = reportSkipped();
  const backoff = createBackoff();
  const guard = createSubmitGuard(() => model.submitting.value);

  function submit() {
    if (!d.isActive() || !guard.idle()) return;
    model.formError.value = undefined;
    const card = d.cards.find((c) => c.id === model.selected.value);
    const frame = card && d.frameFor(card.id);
    if (!card || !frame) return;
    if (d.requireCvv && !model.cvv.value[card.id]?.isValid) {
      const message = ctx.strings.value.errorMessages.cvvError;
      setCardError(model, card.id, "cvvError");
      frame.send({ type: "invalid", invalid: true, message });
      model.announcement.value = `${ctx.strings.value.labels.formErrors} ${message}`;
      focusFrame(frame);
      return;
    }
    if (!guard.ask(ctx.options, "onBeforeSubmitOneClickCard", d.container)) return;
    model.submitting.value = true;
    const form = d.container.querySelector("form");
    const extra = form ? merchantFields(new FormData(form), skipped) : {};
    frame.send({ type: "pay", params: { ...extra, registrationId: card.id, paymentBrand: card.brand, ...browserParams() } });
    afterSubmit(ctx.options, d.container);
  }

  function onOutcome(outcome: PaymentOutcome) {
    if (outcome.kind === "approved" || outcome.kind === "declined" || outcome.kind === "pending") {
      const url = resultUrl(ctx.merchantForm, ctx.checkoutId);
      if (url) return ctx.navigate(url);
    }
    // Throttled: the button stays disabled while backing off (outcome-policy.ts).
    const wait = backoff(outcome);
    if (wait > 0)
      d.later(wait, () => {
        model.submitting.value = false;
      });
    else model.submitting.value = false;
    const errs = outcomeErrors(outcome);
    const cvvRefused = errs.fields.cvv !== undefined && d.requireCvv;
    if (cvvRefused) setCardError(model, model.selected.value, "cvvError");
    // A refused parameter other than the CVV (a registration the gateway will not charge) is not the shopper's to fix.
    model.formError.value = cvvRefused ? undefined : outcome.parameters?.length ? "paymentError" : (errs.form ?? "paymentError");
    ctx.onError(outcomeError(outcome));
  }

  return { submit, onOutcome };
}
