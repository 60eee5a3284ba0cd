import type { InputHTMLAttributes } from "preact";
import { formatExpiryInput, parseExpiry } from "../../shared/expiry.ts";
import type { Strings } from "../../shared/labels.ts";
import { type CardField, type CardModel, FIELD_PARAMS, focusField, readPageField, typeExpiry, typeHolder } from "../card-model.ts";
import { FormStatus } from "../FormStatus.tsx";
import { type FieldFrame, focusFrame } from "../hosted-fields/field-frame.ts";
import type { WidgetOptions } from "../options.ts";
import { ownSubmit } from "../view/own-submit.ts";
import { payButton } from "../view/pay-button.tsx";
import { BrandGroup } from "./BrandGroup.tsx";
import type { ExtraSlots } from "./extra-slots.ts";
import type { CardFrames } from "./field-feedback.ts";
import { Group, labelId } from "./Group.tsx";
import { stateClasses } from "./state-classes.ts";

export interface CardFormProps {
  readonly model: CardModel;
  readonly strings: Strings;
  readonly brands: readonly string[];
  readonly frames: CardFrames;
  readonly idPrefix: string;
  readonly submitLabel: string;
  readonly submitOnEnter: boolean;
  readonly showLabels: boolean;
  readonly showPlaceholders: boolean;
  readonly options: Pick<
    WidgetOptions,
    "style" | "showCVVHint" | "requireCvv" | "forceCardHolderEqualsBillingName" | "keepPayButtonEnabled"
  >;
  readonly onSubmit: () => void;
  /** A page field lost focus; `control` is its input (the `this` of onBlurExpiryDate/onBlurCardHolder). */
  readonly onBlur: (field: CardField, control: HTMLInputElement) => void;
  readonly onInput: (field: CardField) => void;
  readonly onBrand: (brand: string) => void;
  /** Address, name and customer fields (module "card-fields"), once loaded. */
  readonly extras: ExtraSlots | undefined;
}

/** The card form's DOM, in the wpwl-* vocabulary merchants style and rearrange. */
export function CardForm(p: CardFormProps) {
  const { model, strings } = p;
  const { labels, errorMessages } = strings;
  const errors = model.errors.value;
  const id = (f: string) => `${p.idPrefix}-${f}`;
  const focused = model.focused.value;
  /** A control's classes: fixed ones in `class`, state ones toggled (merchant classes survive re-renders). */
  const control = (f: CardField, attach?: (el: HTMLIFrameElement | null) => void) => ({
    // A frame's class reads "wpwl-control wpwl-control-iframe wpwl-control-cardNumber", in that order (merchants' XPath).
    class: attach ? `wpwl-control wpwl-control-iframe wpwl-control-${f}` : `wpwl-control wpwl-control-${f}`,
    ref: stateClasses({ "wpwl-has-error": !!errors[f], "wpwl-focus": focused === f }, attach as (el: HTMLElement | null) => void),
  });
  const message = (f: CardField) => (errors[f] ? errorMessages[errors[f]] : undefined);
  const group = (f: CardField) => ({
    name: f,
    param: FIELD_PARAMS[f],
    showLabel: p.showLabels,
    hintId: id(`${f}-hint`),
    error: message(f),
    errorKey: errors[f],
    focused: focused === f,
    ...(p.frames[f] ? { onLabelClick: () => focusFrame(p.frames[f] as FieldFrame) } : {}),
  });
  const aria = (f: CardField) => ({
    "aria-invalid": errors[f] ? ("true" as const) : ("false" as const),
    ...(errors[f] ? { "aria-describedby": id(`${f}-hint`) } : {}),
  });
  const frame = (f: CardField, title: string, placeholder?: string) => (
    <iframe
      {...control(f, p.frames[f]?.attach)}
      src={p.frames[f]?.src}
      title={title}
      // The parameter's name, as on the established widget (merchants' tests switch to the frame by it).
      // Several forms on a page share the names: scope by form (form.wpwl-form-card iframe[name="card.number"]).
      name={FIELD_PARAMS[f]}
      {...(placeholder === undefined ? {} : { placeholder })}
      allow="payment"
      referrerpolicy="no-referrer"
      aria-describedby={errors[f] ? id(`${f}-hint`) : undefined}
    />
  );
  /** A field typed in the page (expiry, holder without SAQ-A): its id, classes, state and the focus/blur events. */
  const input = (f: "expiry" | "cardHolder", props: InputHTMLAttributes<HTMLInputElement>) => (
    <input
      id={id(f)}
      {...control(f)}
      data-action={f === "expiry" ? "blur-card-expiry" : "blur-card-holder"}
      type={f === "expiry" ? "tel" : "text"}
      aria-labelledby={labelId(id(`${f}-hint`))}
      {...aria(f)}
      {...props}
      onFocus={() => {
        focusField(model, f);
      }}
      onBlur={(e) => {
        readPageField(model, f, e.currentTarget);
        p.onBlur(f, e.currentTarget);
      }}
    />
  );
  const formError = model.formError.value;
  const expiry = parseExpiry(model.expiry.value);
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      class="wpwl-form wpwl-form-card wpwl-form-has-inputs"
      noValidate
      ref={ownSubmit(() => p.onSubmit())}
      onKeyDown={(e) => {
        if (e.key === "Enter" && !p.submitOnEnter && e.target instanceof HTMLInputElement) e.preventDefault();
      }}
    >
      <FormStatus announcement={model.announcement.value} error={formError ? errorMessages[formError] : undefined} />
      <Group {...group("cardNumber")} label={labels.cardNumber}>
        {frame("cardNumber", labels.cardNumberFrameTitle, p.showPlaceholders ? labels.cardNumberPlaceholder : undefined)}
      </Group>
      <BrandGroup
        model={model}
        labels={labels}
        brands={p.brands}
        style={p.options.style}
        showLabels={p.showLabels}
        id={id}
        onBrand={p.onBrand}
      />
      <Group {...group("expiry")} label={labels.expiryDate} controlId={id("expiry")}>
        {p.frames.expiry ? (
          frame("expiry", labels.expiryDate)
        ) : (
          <>
            {input("expiry", {
              name: "card.expiryDate",
              inputMode: "numeric",
              autocomplete: "cc-exp",
              maxLength: 9,
              placeholder: p.showPlaceholders ? labels.mmyy : undefined,
              dir: "ltr",
              onInput: (e) => {
                const el = e.currentTarget;
                const deleting = el.value.length < model.expiry.value.length;
                typeExpiry(model, deleting ? el.value : formatExpiryInput(el.value));
                el.value = model.expiry.value;
                p.onInput("expiry");
              },
            })}
            <input type="hidden" name="card.expiryMonth" value={expiry ? String(expiry.month).padStart(2, "0") : ""} />
            <input type="hidden" name="card.expiryYear" value={expiry ? String(expiry.year) : ""} />
          </>
        )}
      </Group>
      {p.extras?.("names", strings)}
      <Group
        {...group("cardHolder")}
        label={labels.cardHolder}
        controlId={id("cardHolder")}
        hidden={p.options.forceCardHolderEqualsBillingName}
      >
        {p.frames.cardHolder
          ? frame("cardHolder", labels.cardHolder)
          : input("cardHolder", {
              name: "card.holder",
              autocomplete: "cc-name",
              maxLength: 128,
              placeholder: p.showPlaceholders ? labels.cardHolderPlaceholder : undefined,
              onInput: (e) => {
                typeHolder(model, e.currentTarget.value);
                p.onInput("cardHolder");
              },
            })}
      </Group>
      <Group {...group("cvv")} label={labels.cvv} hidden={p.options.requireCvv === false}>
        {frame("cvv", labels.cvvFrameTitle, p.showPlaceholders ? labels.cvvPlaceholder : undefined)}
        {p.options.showCVVHint ? (
          <div class="wpwl-cvv-hint">{model.brand.value === "AMEX" ? labels.cvvHintAmex : labels.cvvHint}</div>
        ) : null}
      </Group>
      {p.extras?.("customer", strings)}
      {p.extras?.("address", strings)}
      {payButton(
        model.submitting.value ? labels.processing : p.submitLabel,
        model.submitting.value,
        stateClasses({ "wpwl-button-error": hasErrors }),
        undefined,
        // Disabled while a field shows an error, as on the established widget (merchants' suites check it); each
        // error was announced when it appeared (field-feedback.ts). keepPayButtonEnabled: ours, to keep it usable.
        model.submitting.value || (hasErrors && !p.options.keepPayButtonEnabled),
      )}
    </form>
  );
}
