import type { StoredCard } from "../../shared/checkout-config.ts";
import type { PaymentOutcome } from "../../shared/protocol.ts";
import type { CardCallbacks } from "../callbacks/card-callbacks.ts";
import { outcomeErrors } from "../card/outcome-errors.ts";
import { browserParams, challengeWindow } from "../card/pay-params.ts";
import type { FormContext } from "../form-contract.ts";
import type { FieldFrame } from "../hosted-fields/field-frame.ts";
import { focusFrame } from "../hosted-fields/field-frame.ts";
import { createSubmitPipeline } from "../payment/submit-pipeline.ts";
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
 * Submit and outcome of the stored-card form, through the one submit pipeline: the selected card's
 * CVV (when required), onBeforeSubmitOneClickCard, then the card's gateway frame posts the payment
 * with the registration id and the merchant's own inputs.
 */
export function createOneClickFlow(d: OneClickDeps) {
  const { ctx, model } = d;
  const selected = () => {
    const card = d.cards.find((c) => c.id === model.selected.value);
    const frame = card && d.frameFor(card.id);
    return card && frame ? { card, frame } : undefined;
  };
  /** Answers the running attempt's send: the card frame's result for it. */
  let answer: ((outcome: PaymentOutcome | undefined) => void) | undefined;
  const pipeline = createSubmitPipeline({
    ctx,
    container: d.container,
    callback: "onBeforeSubmitOneClickCard",
    isActive: d.isActive,
    busy: () => model.submitting.value,
    setBusy: (busy) => {
      model.submitting.value = busy;
    },
    later: d.later,
    reset: () => {
      model.formError.value = undefined;
    },
    check: () => {
      // The page's checked radio is the choice: a page may have rebuilt the rows' markup in onReady.
      const checked = d.container.querySelector<HTMLInputElement>('input[name="registrationId"]:checked')?.value;
      if (checked && d.cards.some((c) => c.id === checked)) model.selected.value = checked;
      const s = selected();
      if (!s) return false;
      if (d.requireCvv && !model.cvv.value[s.card.id]?.isValid) {
        const message = ctx.strings.value.errorMessages.cvvError;
        setCardError(model, s.card.id, "cvvError");
        s.frame.send({ type: "invalid", invalid: true, message });
        model.announcement.value = `${ctx.strings.value.labels.formErrors} ${message}`;
        focusFrame(s.frame);
        return false;
      }
      return true;
    },
    collect: (merchant) => {
      const card = selected()?.card;
      return (
        card && {
          ...merchant,
          registrationId: card.id,
          paymentBrand: card.brand,
          ...browserParams(challengeWindow(ctx.options.browser)),
        }
      );
    },
    send: (params) =>
      new Promise((resolve) => {
        const card = selected();
        if (!card) return resolve(undefined);
        answer = resolve;
        card.frame.send({ type: "pay", params });
      }),
    settle,
  });

  /** The card frame's result: it answers the attempt that sent the payment (a result nobody asked for is dropped). */
  function onOutcome(outcome: PaymentOutcome) {
    const resolve = answer;
    answer = undefined;
    resolve?.(outcome);
  }

  /** The outcome of an attempt: the result page, or what went wrong on the form (false). */
  function settle(outcome: PaymentOutcome): boolean {
    if (outcome.kind === "approved" || outcome.kind === "declined" || outcome.kind === "pending") {
      const url = resultUrl(ctx.merchantForm, ctx.checkoutId);
      if (url) {
        ctx.navigate(url);
        return true;
      }
    }
    const errs = outcomeErrors(outcome);
    const cvvRefused = errs.fields.cvv !== undefined && d.requireCvv;
    if (cvvRefused) setCardError(model, model.selected.value, "cvvError");
    // A refused parameter other than the CVV (a registration the gateway will not charge) is not the shopper's to fix.
    model.formError.value = cvvRefused ? undefined : outcome.parameters?.length ? "paymentError" : (errs.form ?? "paymentError");
    return false;
  }

  return { submit: pipeline.submit, onOutcome };
}
