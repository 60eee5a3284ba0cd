import type { BillingKey } from "../../shared/billing-fields.ts";
import { BillingFields } from "./BillingFields.tsx";
import { billingErrors, billingSetup, type ExtraFieldOptions, holderFromNames } from "./billing-form.ts";
import type { CardModel } from "./card-model.ts";
import type { ExtraSlots } from "./extra-slots.ts";

export interface ExtraFieldsDeps {
  readonly model: CardModel;
  readonly options: ExtraFieldOptions & { readonly validation: boolean; readonly showLabels: boolean };
  readonly idPrefix: string;
}

/**
 * The card form's address, name, tax-number and birth-date fields (module "card-fields"): what each
 * slot renders, and their feedback: an error shows on blur; while typing, it only clears once fixed.
 * With the name fields, the holder is "given surname".
 */
export function extraFields({ model, options, idPrefix }: ExtraFieldsDeps): ExtraSlots {
  const setup = billingSetup(options);
  const feedback = (key: BillingKey, strict: boolean) => {
    if (!options.validation) return;
    const error = billingErrors(setup, model.billing.value)[key];
    const current = model.billingErrors.value;
    if (error === current[key] || (!strict && error)) return;
    const next = { ...current };
    if (error) next[key] = error;
    else delete next[key];
    model.billingErrors.value = next;
  };
  const onInput = (key: BillingKey) => {
    if (key === "givenName" || key === "surname") model.holder.value = holderFromNames(model.billing.value);
    feedback(key, false);
  };
  return (slot, strings) => {
    const fields = setup[slot];
    if (!fields.length) return null;
    const list = (
      <BillingFields
        fields={fields}
        model={model}
        strings={strings}
        idPrefix={idPrefix}
        showLabels={options.showLabels}
        required={setup.required}
        onBlur={(key) => feedback(key, true)}
        onInput={onInput}
      />
    );
    return slot === "address" ? (
      <fieldset class="wpwl-group wpwl-group-billing">
        <legend class="wpwl-label wpwl-label-billing">{strings.labels.billingAddress}</legend>
        {list}
      </fieldset>
    ) : (
      list
    );
  };
}
