import type { ReadonlySignal } from "@preact/signals";
import { render } from "preact";
import type { Strings } from "../../shared/labels.ts";
import type { ResolvedLocale } from "../../shared/locales.ts";
import type { FrameEvent, PaymentOutcome, WidgetCommand } from "../../shared/protocol.ts";
import { createFieldFrame } from "../frames/field-frame.ts";
import { callMerchant } from "../log.ts";
import type { WidgetOptions } from "../options.ts";
import { randomChannel } from "../random.ts";
import { resultUrl } from "../result-url.ts";
import { CardForm } from "./CardForm.tsx";
import { CARD_FIELDS, type CardField, createCardModel, type FrameState, setError } from "./card-model.ts";
import { errorFor, validations } from "./card-validation.ts";
import { outcomeErrorName, outcomeErrors, THROTTLED } from "./outcome-errors.ts";
import { payParams } from "./pay-params.ts";

export interface CardFormContext {
  readonly merchantForm: HTMLFormElement;
  readonly brands: readonly string[];
  readonly checkoutId: string;
  readonly gatewayOrigin: string;
  readonly options: WidgetOptions;
  /** English until the shopper's language has loaded (the form stays invisible until activate()). */
  readonly strings: ReadonlySignal<Strings>;
  readonly locale: ResolvedLocale;
  /** Text of the pay button ("Pay €49.99" once the checkout's amount is known). */
  readonly submitLabel: ReadonlySignal<string>;
  readonly onFramesReady: () => void;
  readonly onError: (error: { name: string; message: string; code?: string }) => void;
  readonly navigate: (url: string) => void;
}

/** How long the hosted fields may take to answer the handshake before the form reports them broken. */
const FRAME_TIMEOUT_MS = 10_000;
/** Back-off after a throttled attempt: doubles each time, capped. */
const THROTTLE_BASE_MS = 2_000;
const THROTTLE_MAX_MS = 30_000;

export interface MountedCardForm {
  readonly container: HTMLElement;
  /** Labels and checkout data are in: show the form and configure the fields. */
  activate(): void;
  submit(): void;
  destroy(): void;
}

/** One card form: container, model, hosted fields, validation and the pay flow. */
export function mountCardForm(ctx: CardFormContext): MountedCardForm {
  const channel = randomChannel();
  const model = createCardModel(ctx.brands);
  const container = document.createElement("div");
  // The fields load while the checkout and the labels are fetched; the form shows when all are in.
  container.className = "wpwl-container wpwl-container-card wpwl-loading";
  container.lang = ctx.locale.tag;
  container.dir = ctx.locale.dir;
  const wasHidden = ctx.merchantForm.hidden;
  ctx.merchantForm.before(container);
  ctx.merchantForm.hidden = true;

  let connected = 0;
  let active = false;
  let announcedReady = false;
  const maybeReady = () => {
    if (connected < 2 || !active || announcedReady) return;
    announcedReady = true;
    ctx.onFramesReady();
  };
  let throttled = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };
  later(FRAME_TIMEOUT_MS, () => {
    if (connected >= 2) return;
    model.formError.value = "checkoutUnavailableError";
    ctx.onError({
      name: "PciIframeCommunicationError",
      message: `the secure card fields did not answer within ${FRAME_TIMEOUT_MS / 1000} s`,
    });
  });
  const frameOptions = (kind: "cardNumber" | "cvv") => ({
    kind,
    gatewayOrigin: ctx.gatewayOrigin,
    channel,
    checkoutId: ctx.checkoutId,
    onConnect: () => {
      connected++;
      maybeReady();
    },
    onEvent: (e: FrameEvent) => onFrameEvent(kind, e),
  });
  const frames = { cardNumber: createFieldFrame(frameOptions("cardNumber")), cvv: createFieldFrame(frameOptions("cvv")) };
  const config = (placeholder: string, label: string): WidgetCommand => ({
    type: "config",
    brands: [...ctx.brands],
    placeholder: ctx.options.showPlaceholders ? placeholder : "",
    label,
    locale: ctx.locale.tag,
    dir: ctx.locale.dir,
  });

  const show = (field: CardField, strict: boolean) => {
    const v = validations(model, new Date())[field];
    const key = v.isEmpty && !strict ? undefined : errorFor(v, strict);
    const before = model.errors.value[field];
    setError(model, field, key);
    syncFrameError(field);
    // A hint that appears is read out once; screen readers do not read aria-describedby changes by themselves.
    if (key && key !== before) model.announcement.value = ctx.strings.value.errorMessages[key];
  };
  const syncFrameError = (field: CardField) => {
    if (field !== "cardNumber" && field !== "cvv") return;
    const key = model.errors.value[field];
    frames[field].send({ type: "invalid", invalid: key !== undefined, message: key ? ctx.strings.value.errorMessages[key] : "" });
  };

  function onFrameEvent(kind: "cardNumber" | "cvv", e: FrameEvent) {
    if (e.type === "state") {
      const state: FrameState = e;
      if (kind === "cardNumber") {
        model.number.value = state;
        const detected = state.brands[0];
        if (detected && detected !== model.brand.value) {
          model.brand.value = detected;
          frames.cvv.send({ type: "brand", brand: detected });
        }
      } else model.cvv.value = state;
      if (model.errors.value[kind]) show(kind, false);
    } else if (e.type === "focus") model.focused.value = kind;
    else if (e.type === "blur") {
      model.focused.value = undefined;
      show(kind, false);
      if (!validations(model, new Date())[kind].isEmpty) show(kind, true);
    } else if (e.type === "enter") {
      if (!ctx.options.disableSubmitOnEnter) submit();
    } else if (e.type === "result") onOutcome(e.outcome);
  }

  function submit() {
    if (!active || model.submitting.value) return;
    model.formError.value = undefined;
    for (const f of CARD_FIELDS) show(f, true);
    const firstInvalid = CARD_FIELDS.find((f) => model.errors.value[f]);
    if (firstInvalid) {
      const key = model.errors.value[firstInvalid];
      model.announcement.value = `${ctx.strings.value.labels.formErrors} ${key ? ctx.strings.value.errorMessages[key] : ""}`;
      if (firstInvalid === "cardNumber" || firstInvalid === "cvv") frames[firstInvalid].send({ type: "focus" });
      else container.querySelector<HTMLInputElement>(`.wpwl-control-${firstInvalid}`)?.focus();
      return;
    }
    const before = ctx.options.onBeforeSubmitCard;
    if (before && callMerchant("onBeforeSubmitCard", () => before.call(container as never)) === false) return;
    model.submitting.value = true;
    frames.cardNumber.send({ type: "pay", params: payParams(model) });
  }

  function onOutcome(outcome: PaymentOutcome) {
    if (outcome.kind === "approved" || outcome.kind === "declined" || outcome.kind === "pending") {
      const url = resultUrl(ctx.merchantForm, ctx.checkoutId);
      if (url) return ctx.navigate(url);
    }
    const errs = outcomeErrors(outcome);
    if (outcome.code === THROTTLED) {
      // Keep the button disabled while backing off: 2 s, 4 s, 8 s … up to 30 s.
      const wait = Math.min(THROTTLE_BASE_MS * 2 ** throttled++, THROTTLE_MAX_MS);
      later(wait, () => {
        model.submitting.value = false;
      });
    } else model.submitting.value = false;
    for (const [field, key] of Object.entries(errs.fields)) {
      setError(model, field as CardField, key);
      syncFrameError(field as CardField);
    }
    model.formError.value = errs.form;
    ctx.onError({
      name: outcomeErrorName(outcome),
      message: outcome.description || "the payment could not be processed",
      code: outcome.code,
    });
  }

  const idPrefix = `wpwl-${channel.slice(0, 8)}`;
  const View = () => (
    <CardForm
      model={model}
      strings={ctx.strings.value}
      brands={ctx.brands}
      frames={frames}
      idPrefix={idPrefix}
      submitLabel={ctx.submitLabel.value}
      submitOnEnter={!ctx.options.disableSubmitOnEnter}
      showLabels={ctx.options.showLabels}
      showPlaceholders={ctx.options.showPlaceholders}
      onSubmit={submit}
      onBlur={(f) => {
        model.focused.value = undefined;
        show(f, !validations(model, new Date())[f].isEmpty);
      }}
      onInput={(f) => {
        if (model.errors.value[f]) show(f, false);
      }}
      onBrand={(b) => {
        model.brand.value = b;
        frames.cvv.send({ type: "brand", brand: b });
      }}
    />
  );
  render(<View />, container);

  return {
    container,
    activate() {
      const { labels } = ctx.strings.value;
      frames.cardNumber.send(config(labels.cardNumberPlaceholder, labels.cardNumber));
      frames.cvv.send(config(labels.cvvPlaceholder, labels.cvv));
      container.classList.remove("wpwl-loading");
      active = true;
      maybeReady();
    },
    submit,
    destroy() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      render(null, container);
      container.remove();
      frames.cardNumber.destroy();
      frames.cvv.destroy();
      ctx.merchantForm.hidden = wasHidden;
    },
  };
}
