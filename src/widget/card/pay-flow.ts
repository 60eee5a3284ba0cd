import type { PaymentOutcome } from "../../shared/protocol.ts";
import { SAVED_FOR_SUMMARY } from "../../shared/result-codes.ts";
import type { CardCallbacks } from "../callbacks/card-callbacks.ts";
import {
  announce,
  CARD_FIELDS,
  type CardField,
  type CardModel,
  readPageField,
  setBillingErrors,
  setError,
  setSubmitting,
  showFormError,
} from "../card-model.ts";
import type { FormContext } from "../form-contract.ts";
import { focusFrame } from "../hosted-fields/field-frame.ts";
import { callMerchant } from "../log.ts";
import { navigateTarget } from "../navigate-target.ts";
import { createSubmitPipeline } from "../payment/submit-pipeline.ts";
import { resultParam, resultUrl } from "../result-url.ts";
import { type Challenge, openChallenge } from "../three-d-secure/challenge.ts";
import { allFields, billingErrors, billingParams, billingSetup } from "./billing-form.ts";
import type { ValidationRules } from "./card-validation.ts";
import { challengeWithoutResult } from "./challenge-end.ts";
import { type CardFrames, createFieldFeedback } from "./field-feedback.ts";
import { outcomeErrors } from "./outcome-errors.ts";
import { takeBackPageErrors } from "./page-errors.ts";
import { challengeWindow, payParams } from "./pay-params.ts";
import { savedTransactionData } from "./saved-transaction.ts";

export interface PayFlowDeps {
  readonly ctx: FormContext;
  readonly model: CardModel;
  readonly frames: CardFrames;
  /** The wpwlOptions that relax the field checks (validation, requireCvv, allowEmpty…). */
  readonly rules: ValidationRules;
  readonly callbacks: CardCallbacks;
  readonly container: HTMLElement;
  readonly isActive: () => boolean;
  readonly later: (ms: number, fn: () => void) => void;
  /** The widget's channel id, which the end of a 3-D Secure challenge must carry. */
  readonly channel: string;
  /** When the checkout expires (ms since 1970), once it is loaded: a challenge waits for its answer until then. */
  readonly checkoutExpiresAt: () => number | undefined;
}

/**
 * Submit and outcome of one card form: validate, ask onBeforeSubmitCard, hand the payment to the
 * number frame (then onAfterSubmit), and turn the answer into a redirect or errors. One attempt at
 * a time: clicks while a payment runs, or while onBeforeSubmitCard runs, are ignored.
 */
export function createPayFlow(d: PayFlowDeps) {
  const { ctx, model, frames } = d;
  // The field checks (blur, typing, submit) come with this module: a card page shows its form without them.
  const feedback = createFieldFeedback(model, frames, ctx.strings, d.rules);
  const setup = billingSetup(ctx.options);
  let challenge: Challenge | undefined;
  /** The non-sensitive parameters of the running attempt (onSaveTransactionData shows some of them). */
  let sent: Record<string, string> = {};
  /** Answers the running attempt's send: the number frame's result for it. */
  let answer: ((outcome: PaymentOutcome) => void) | undefined;

  /** The card fields, then the billing fields: false (focus on the first wrong one) when one is wrong. */
  function check(): boolean {
    // What a merchant's script put into the page's inputs (no input event) is what gets validated and sent.
    // (With forceCardHolderEqualsBillingName the holder comes from the name fields; its input is hidden.)
    for (const f of ctx.options.forceCardHolderEqualsBillingName ? (["expiry"] as const) : (["expiry", "cardHolder"] as const))
      readPageField(model, f, d.container.querySelector<HTMLInputElement>(`input.wpwl-control-${f}`));
    for (const f of CARD_FIELDS) feedback.show(f, true);
    const billing = ctx.options.validation ? billingErrors(setup, model.billing.value) : {};
    setBillingErrors(model, billing);
    const firstBilling = allFields(setup).find((f) => billing[f.key]);
    const firstInvalid = CARD_FIELDS.find((f) => model.errors.value[f]);
    const key = firstInvalid ? model.errors.value[firstInvalid] : firstBilling ? billing[firstBilling.key] : undefined;
    if (!firstInvalid && !firstBilling) return true;
    announce(model, `${ctx.strings.value.labels.formErrors} ${key ? ctx.strings.value.errorMessages[key] : ""}`);
    const frame = firstInvalid && frames[firstInvalid];
    if (frame) focusFrame(frame);
    else d.container.querySelector<HTMLInputElement>(`.wpwl-control-${firstInvalid ?? firstBilling?.key}`)?.focus();
    return false;
  }

  const pipeline = createSubmitPipeline({
    ctx,
    container: d.container,
    callback: "onBeforeSubmitCard",
    isActive: d.isActive,
    busy: () => model.submitting.value,
    setBusy: (busy) => setSubmitting(model, busy),
    later: d.later,
    reset: () => showFormError(model, undefined),
    check,
    collect: (merchant) => {
      // The widget's own address and name fields go out trimmed, empty ones left out; card number and CVV stay in the frames.
      const extra = { ...merchant };
      for (const f of allFields(setup)) delete extra[f.param];
      // The shop's result address goes with the payment: a 3-D Secure challenge in a top window leads there.
      const result = resultParam(ctx.merchantForm);
      // wpwlOptions.useSummaryPage: the gateway saves the payment; the merchant's server confirms it later.
      const summary: Record<string, string> =
        ctx.options.useSummaryPage && ctx.purpose !== "registration" ? { useSummaryPage: "true" } : {};
      return {
        ...extra,
        ...result,
        ...billingParams(setup, model.billing.value),
        ...payParams(model, challengeWindow(ctx.options.browser)),
        ...summary,
      };
    },
    send: (params) =>
      new Promise((resolve) => {
        sent = params;
        answer = resolve;
        frames.cardNumber.send({ type: "pay", params, ...(ctx.purpose === "registration" ? { target: "registration" as const } : {}) });
      }),
    settle,
  });

  /** The final navigation, to shopperResultUrl in the window wpwlOptions.shopperResultTarget names. */
  function finish(): boolean {
    const url = resultUrl(ctx.merchantForm, ctx.checkoutId, ctx.purpose);
    if (url) navigateTarget(url, ctx.options.shopperResultTarget, ctx.navigate);
    return url !== undefined;
  }

  /**
   * 3-D Secure 2: the ACS page where paymentTarget says (false when the redirect does not lead to the
   * gateway); cancelled, the form comes back for another card; unanswered until the checkout expired,
   * the session is over.
   */
  function authenticate(redirect: NonNullable<PaymentOutcome["redirect"]>): boolean {
    challenge = openChallenge({
      redirect,
      gatewayOrigin: ctx.gatewayOrigin,
      channel: d.channel,
      options: ctx.options,
      container: d.container,
      form: d.container.querySelector("form"),
      title: ctx.strings.value.labels.threeDSecureFrameTitle,
      expiresAt: d.checkoutExpiresAt(),
      onEnd: (status) => {
        if (status === "authenticated" || status === "failed") {
          finish();
          return;
        }
        challenge?.destroy();
        challenge = undefined;
        challengeWithoutResult(status, { ctx, model, container: d.container, later: d.later });
      },
    });
    return challenge !== undefined;
  }

  /** The number frame's result: it answers the attempt that sent the payment (a result nobody asked for is dropped). */
  function onOutcome(outcome: PaymentOutcome) {
    const resolve = answer;
    answer = undefined;
    resolve?.(outcome);
  }

  /** The outcome of an attempt: saved, the challenge, the result page; else the errors on their fields (false). */
  function settle(outcome: PaymentOutcome): boolean {
    // Saved for the summary page: onSaveTransactionData instead of the redirect, when the merchant gave it.
    const onSave = ctx.options.onSaveTransactionData;
    if (outcome.code === SAVED_FOR_SUMMARY && onSave) {
      setSubmitting(model, false);
      callMerchant("onSaveTransactionData", () => (onSave as (data: unknown) => unknown).call(window, savedTransactionData(outcome, sent)));
      return true;
    }
    if (outcome.kind === "pending" && outcome.redirect) {
      if (authenticate(outcome.redirect)) return true;
    } else if ((outcome.kind === "approved" || outcome.kind === "declined" || outcome.kind === "pending") && finish()) return true;
    const errs = outcomeErrors(outcome);
    for (const [field, key] of Object.entries(errs.fields)) {
      setError(model, field as CardField, key);
      feedback.sync(field as CardField);
    }
    showFormError(model, errs.form);
    return false;
  }

  return {
    feedback,
    submit: pipeline.submit,
    onOutcome,
    /** The shopper focused or typed into a field: an error the page's script put on it goes (page-errors.ts). */
    edited: (field: CardField) => takeBackPageErrors(d.container, model, field),
    destroy() {
      challenge?.destroy();
      challenge = undefined;
    },
  };
}
