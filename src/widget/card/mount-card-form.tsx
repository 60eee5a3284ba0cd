import { signal } from "@preact/signals-core";
import type { BinInfo } from "../../shared/bin-info.ts";
import { cardCallbacks } from "../callbacks/card-callbacks.ts";
import { CARD_FIELDS, type CardField, createCardModel, FIELD_PARAMS, offerBrands, selectBrand, showFormError } from "../card-model.ts";
import type { FormContext, MountedForm } from "../form-contract.ts";
import { fieldConfig } from "../hosted-fields/field-config.ts";
import { createFieldFrame, type FieldFrame, focusFrame } from "../hosted-fields/field-frame.ts";
import { createFieldGroup } from "../hosted-fields/field-group.ts";
import { log } from "../log.ts";
import { loadModule } from "../modules/load-module.ts";
import { randomChannel } from "../random.ts";
import { timeouts } from "../timeouts.ts";
import { mountView } from "../view/mount-view.ts";
import { coBadgedChoice, preferredBrand } from "./brand-choice.ts";
import { CardForm } from "./CardForm.tsx";
import { type ExtraSlots, hasExtraFields } from "./extra-slots.ts";
import type { CardFrames } from "./field-feedback.ts";
import { frameEventHandler } from "./frame-events.ts";
import { lazyPayFlow } from "./lazy-pay-flow.ts";
import { numberedCardClass } from "./numbered-class.ts";

/** One card form: container, model, hosted fields, validation, the pay flow and the merchant callbacks. */
export function mountCardForm(ctx: FormContext): MountedForm {
  const channel = randomChannel();
  const model = createCardModel(ctx.brands, ctx.options.billingAddress);
  const container = document.createElement("div");
  // The fields load while the checkout and the labels are fetched; the form shows when all are in.
  container.className = `wpwl-container wpwl-container-card ${numberedCardClass()} wpwl-style-${ctx.options.style} wpwl-loading`;
  container.lang = ctx.locale.tag;
  container.dir = ctx.locale.dir;
  ctx.merchantForm.before(container);
  const callbacks = cardCallbacks(ctx.options, container);

  let active = false;
  let announcedReady = false;
  const idPrefix = `wpwl-${channel.slice(0, 8)}`;
  // Address, name and customer fields come from the module "card-fields", on the pages that ask for them; onReady waits for them.
  const extras = signal<ExtraSlots | undefined>(undefined);
  let extrasPending = hasExtraFields(ctx.options);
  if (extrasPending) {
    loadModule(ctx.gatewayOrigin, "card-fields")
      .then(
        (api) => {
          extras.value = api.extraFields({ model, options: ctx.options, idPrefix, tag: ctx.locale.tag });
        },
        (err: unknown) => {
          const message = err instanceof Error ? err.message : String(err);
          log.error(`the address and customer fields could not load: ${message}`);
          showFormError(model, "checkoutUnavailableError");
          ctx.onError({ name: "WidgetError", message });
        },
      )
      .finally(() => {
        extrasPending = false;
        maybeReady();
      });
  }
  const { options } = ctx;
  // SAQ-A: the expiry and the holder are hosted fields too; with the name fields, the names make the holder (README).
  const kinds: CardField[] = ["cardNumber", "cvv"];
  if (options.enableSAQACompliance) kinds.push("expiry", ...(options.forceCardHolderEqualsBillingName ? [] : (["cardHolder"] as const)));
  const maybeReady = () => {
    if (!fields.complete || !active || announcedReady || extrasPending) return;
    announcedReady = true;
    autofocus();
    ctx.onReady();
    // Once more after the page's onReady, which may restyle the fields (their text style goes inside).
    later(0, configure);
  };
  const configure = () => {
    for (const [k, frame] of Object.entries(frames) as [CardField, FieldFrame][]) frame.send(fieldConfig(ctx, k, frame));
  };
  /** wpwlOptions.autofocus: the named field takes the focus when the form is ready. */
  const autofocus = () => {
    const field = CARD_FIELDS.find((f) => FIELD_PARAMS[f] === options.autofocus);
    const frame = field && frames[field];
    if (frame) focusFrame(frame);
    else if (field) container.querySelector<HTMLInputElement>(`.wpwl-control-${field}`)?.focus();
  };
  const timers = timeouts();
  const { later } = timers;
  const fields = createFieldGroup(kinds, later, (error) => {
    showFormError(model, "checkoutUnavailableError");
    ctx.onError(error);
  });
  const frameOptions = (kind: CardField) => ({
    kind,
    gatewayOrigin: ctx.gatewayOrigin,
    channel,
    checkoutId: ctx.checkoutId,
    onConnect: () => {
      fields.connected(kind);
      callbacks.frameReady(frames[kind]?.element() ?? null);
      maybeReady();
    },
    onEvent: (e: Parameters<typeof onFrameEvent>[1]) => onFrameEvent(kind, e),
  });
  const frames = Object.fromEntries(kinds.map((k) => [k, createFieldFrame(frameOptions(k))])) as CardFrames;
  /** The brand the shopper picked (select, logo, co-badged choice): kept while the number allows it. */
  let chosen: string | undefined;
  /** The brand the payment goes out with: detected from the number or chosen in the select. */
  const setBrand = (brand: string) => {
    if (brand !== model.brand.value) {
      selectBrand(model, brand);
      frames.cvv.send({ type: "brand", brand });
    }
    callbacks.brand(brand);
  };
  const chooseBrand = (brand: string) => {
    chosen = brand;
    setBrand(brand);
  };
  const detected = (candidates: readonly string[], bin?: BinInfo) => {
    offerBrands(model, coBadgedChoice(candidates, bin));
    if (!options.brandDetection) return;
    const brand = preferredBrand(candidates, options.brandDetectionPriority, chosen);
    if (brand) setBrand(brand);
  };

  // With the name fields, the holder is built from them and they carry the errors.
  const rules = { ...options, allowEmptyCardHolderName: options.allowEmptyCardHolderName || options.forceCardHolderEqualsBillingName };
  let expiresAt: number | undefined;
  const checkoutExpiresAt = () => expiresAt;
  const pay = lazyPayFlow({
    ctx,
    model,
    frames,
    rules,
    callbacks,
    container,
    isActive: () => active,
    later,
    channel,
    checkoutExpiresAt,
  });
  // The pay code loads on the shopper's first move in the form (a hosted field's focus, a click or a key in the page's fields).
  const unsubscribe = model.focused.subscribe((field) => {
    if (field) pay.touched(field);
  });
  for (const type of ["focusin", "pointerdown"]) container.addEventListener(type, pay.prefetch, { once: true });
  const onFrameEvent = frameEventHandler({
    model,
    frames,
    checks: pay,
    callbacks,
    submitOnEnter: !ctx.options.disableSubmitOnEnter,
    detected,
    submit: pay.submit,
    onOutcome: pay.onOutcome,
  });

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
      options={options}
      onSubmit={pay.submit}
      onBlur={(f, control) => pay.blur(f, (isValid) => callbacks.fieldBlur(f, control, isValid))}
      onInput={(f) => {
        if (model.errors.value[f]) pay.show(f, false);
        pay.touched(f);
      }}
      onBrand={chooseBrand}
      extras={extras.value}
    />
  );
  const unmount = mountView(() => <View />, container);

  return {
    container,
    activate(checkout) {
      if (checkout) expiresAt = Date.parse(checkout.expiresAt);
      configure();
      container.classList.remove("wpwl-loading");
      active = true;
      // onChangeBrand once at start, with the brand the form shows, before onReady.
      callbacks.brand(model.brand.value);
      maybeReady();
    },
    submit: pay.submit,
    destroy() {
      timers.clear();
      pay.destroy();
      unsubscribe();
      unmount();
      container.remove();
      for (const k of kinds) frames[k]?.destroy();
    },
  };
}
