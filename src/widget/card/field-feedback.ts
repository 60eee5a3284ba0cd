import type { ReadonlySignal } from "@preact/signals-core";
import type { Strings } from "../../shared/labels.ts";
import { announce, type CardField, type CardModel, setError } from "../card-model.ts";
import type { FieldFrame } from "../hosted-fields/field-frame.ts";
import { errorFor, STRICT, type ValidationRules, validations } from "./card-validation.ts";

/** The hosted fields of a card form: number and CVV, and with SAQ-A the expiry and (without the name fields) the holder. */
export type CardFrames = { readonly cardNumber: FieldFrame; readonly cvv: FieldFrame } & { readonly [F in CardField]?: FieldFrame };

export interface FieldFeedback {
  /** Shows the field's error, if any: strict on blur and submit, lenient while typing. */
  show(field: CardField, strict: boolean): void;
  /** Tells a hosted field whether it is invalid and why (for assistive technology inside the frame). */
  sync(field: CardField): void;
  /** The field has lost focus: shows its error and tells whether it is valid. */
  blur(field: CardField): boolean;
}

/**
 * The card form's checks as the widget holds them before the module "card-pay" (which has them) is in:
 * a check asked for before it has loaded runs once it has, in order. `blur`'s answer goes to `then`.
 */
export interface CardChecks {
  show(field: CardField, strict: boolean): void;
  blur(field: CardField, then: (isValid: boolean) => void): void;
}

export function createFieldFeedback(
  model: CardModel,
  frames: CardFrames,
  strings: ReadonlySignal<Strings>,
  rules: ValidationRules = STRICT,
): FieldFeedback {
  const sync = (field: CardField) => {
    const key = model.errors.value[field];
    frames[field]?.send({ type: "invalid", invalid: key !== undefined, message: key ? strings.value.errorMessages[key] : "" });
  };
  const show = (field: CardField, strict: boolean) => {
    const v = validations(model, new Date(), rules)[field];
    const key = v.isEmpty && !strict ? undefined : errorFor(v, strict);
    const before = model.errors.value[field];
    setError(model, field, key);
    sync(field);
    // A hint that appears is read out once; screen readers do not read aria-describedby changes by themselves.
    if (key && key !== before) announce(model, strings.value.errorMessages[key]);
  };
  return {
    show,
    sync,
    blur(field) {
      const v = validations(model, new Date(), rules)[field];
      // Leaving an empty field says nothing new: an error the pay click showed stays (a frame's blur
      // may arrive after that click, e.g. from an autofocused field).
      show(field, !v.isEmpty || field in model.errors.value);
      return v.isValid;
    },
  };
}
