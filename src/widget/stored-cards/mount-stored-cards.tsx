import type { StoredCard } from "../../shared/checkout-config.ts";
import { cardCallbacks } from "../callbacks/card-callbacks.ts";
import type { FormContext, MountedForm } from "../form-contract.ts";
import { copiedStyle } from "../hosted-fields/field-config.ts";
import { createFieldFrame, type FieldFrame } from "../hosted-fields/field-frame.ts";
import { createFieldGroup } from "../hosted-fields/field-group.ts";
import { log } from "../log.ts";
import { randomChannel } from "../random.ts";
import { timeouts } from "../timeouts.ts";
import { mountView } from "../view/mount-view.ts";
import { createOneClickFlow } from "./one-click-flow.ts";
import { StoredCardsForm } from "./StoredCardsForm.tsx";
import { storedCardsCvv } from "./stored-cards-cvv.ts";
import { createStoredCardsModel, setCardError } from "./stored-cards-model.ts";

/** The wpwlOptions whose requireCvv conflict was reported: once per page's options, whatever the forms. */
const warned = new WeakSet<object>();

export interface StoredCardsContext extends FormContext {
  readonly cards: readonly StoredCard[];
  /** The merchant form's other containers: hidden behind a button with registrations.hideInitialPaymentForms. */
  readonly initialForms: readonly HTMLElement[];
}

/**
 * The stored cards of a checkout (one-click): `div.wpwl-container-registration` above the other
 * forms, one radio row per card, a CVV frame per row with registrations.requireCvv (else one hidden
 * gateway frame), and the pay button. Card data never reaches this page: the selected card's frame
 * posts the payment with its registration id (and the CVV typed inside it).
 */
export function mountStoredCards(ctx: StoredCardsContext): MountedForm {
  const { hideInitialPaymentForms } = ctx.options.registrations;
  const { requireCvv, conflict } = storedCardsCvv(ctx.options);
  if (conflict && !warned.has(ctx.options)) {
    warned.add(ctx.options);
    log.warn(conflict);
  }
  const model = createStoredCardsModel(ctx.cards);
  const container = document.createElement("div");
  container.className = "wpwl-container wpwl-container-registration wpwl-loading";
  container.lang = ctx.locale.tag;
  container.dir = ctx.locale.dir;
  // A radio the page rebuilt in onReady (the rows' markup rewritten) still chooses its card.
  container.addEventListener("change", (e) => {
    const t = e.target;
    if (t instanceof HTMLInputElement && t.name === "registrationId" && ctx.cards.some((c) => c.id === t.value))
      model.selected.value = t.value;
  });
  const callbacks = cardCallbacks(ctx.options, container);

  let active = false;
  let announcedReady = false;
  const frames = new Map<string, FieldFrame>();
  const timers = timeouts();
  const { later } = timers;
  const fields = createFieldGroup(requireCvv ? ctx.cards.map((c) => c.id) : [""], later, (error) => {
    model.formError.value = "checkoutUnavailableError";
    ctx.onError(error);
  });
  const maybeReady = () => {
    if (!fields.complete || !active || announcedReady) return;
    announcedReady = true;
    ctx.onReady();
  };
  const frameFor = (id: string) => (requireCvv ? frames.get(id) : frames.get(""));
  const newFrame = (id: string) => {
    const frame: FieldFrame = createFieldFrame({
      kind: "cvv",
      gatewayOrigin: ctx.gatewayOrigin,
      channel: randomChannel(),
      checkoutId: ctx.checkoutId,
      onConnect: () => {
        fields.connected(id);
        if (requireCvv) callbacks.frameReady(frame.element());
        maybeReady();
      },
      onEvent: (e) => {
        if (e.type === "result") return flow.onOutcome(e.outcome);
        if (!requireCvv) return;
        if (e.type === "state") {
          model.cvv.value = { ...model.cvv.value, [id]: e };
          if (e.isValid && model.errors.value[id]) {
            setCardError(model, id, undefined);
            frame.send({ type: "invalid", invalid: false, message: "" });
          }
        } else if (e.type === "focus") {
          model.selected.value = id;
          callbacks.frameFocus(frame.element());
        } else if (e.type === "blur") callbacks.frameBlur(frame.element());
        else if (e.type === "enter" && !ctx.options.disableSubmitOnEnter) flow.submit();
      },
    });
    frames.set(id, frame);
  };
  if (requireCvv) for (const card of ctx.cards) newFrame(card.id);
  else newFrame("");

  const flow = createOneClickFlow({
    ctx,
    model,
    cards: ctx.cards,
    frameFor,
    requireCvv,
    callbacks,
    container,
    isActive: () => active,
    later,
  });
  // The other forms below the stored cards get a title of their own ("Pay another way"), shown and hidden with them.
  const otherTitle = document.createElement("div");
  // Not a .wpwl-container: pages count and walk those.
  otherTitle.className = "wpwl-other-forms-title";
  otherTitle.lang = ctx.locale.tag;
  otherTitle.dir = ctx.locale.dir;
  const showInitial = (shown: boolean) => {
    model.initialShown.value = shown;
    for (const el of [otherTitle, ...ctx.initialForms]) el.hidden = !shown;
  };
  const idPrefix = `wpwl-${randomChannel().slice(0, 8)}`;
  const View = () => (
    <StoredCardsForm
      model={model}
      cards={ctx.cards}
      strings={ctx.strings.value}
      cvvFrames={requireCvv ? frames : new Map()}
      relay={requireCvv ? undefined : frames.get("")}
      idPrefix={idPrefix}
      submitLabel={ctx.submitLabel.value}
      showInitialButton={hideInitialPaymentForms && !model.initialShown.value && ctx.initialForms.length > 0}
      onSubmit={flow.submit}
      onSelect={(id) => {
        model.selected.value = id;
      }}
      onShowInitial={() => {
        showInitial(true);
        // The button is gone: focus moves to the first form shown, not to the page's start.
        ctx.initialForms[0]?.querySelector<HTMLElement>("input, select, iframe, button")?.focus();
      }}
    />
  );
  const unmount = mountView(() => <View />, container);

  return {
    container,
    activate() {
      const { labels } = ctx.strings.value;
      for (const [id, frame] of frames) {
        const brand = ctx.cards.find((c) => c.id === id)?.brand;
        frame.send({
          type: "config",
          brands: brand ? [brand] : [],
          placeholder: ctx.options.showPlaceholders ? labels.cvvPlaceholder : "",
          label: labels.cvv,
          locale: ctx.locale.tag,
          dir: ctx.locale.dir,
          inputStyle: copiedStyle(frame.element()),
        });
        if (brand) frame.send({ type: "brand", brand });
      }
      otherTitle.textContent = labels.otherPaymentMethods;
      ctx.initialForms[0]?.before(otherTitle);
      if (hideInitialPaymentForms) showInitial(false);
      container.classList.remove("wpwl-loading");
      active = true;
      maybeReady();
    },
    submit: flow.submit,
    destroy() {
      timers.clear();
      unmount();
      container.remove();
      for (const frame of frames.values()) frame.destroy();
      frames.clear();
      showInitial(true);
      otherTitle.remove();
    },
  };
}
