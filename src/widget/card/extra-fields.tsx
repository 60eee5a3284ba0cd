import type { BillingKey } from "../../shared/billing-fields.ts";
import type { CardModel } from "../card-model.ts";
import { setBillingError, typeBilling, typeHolder } from "../card-model.ts";
import { BillingFields } from "./BillingFields.tsx";
import { billingErrors, billingSetup, type ExtraFieldOptions, holderFromNames } from "./billing-form.ts";
import type { ExtraSlots } from "./extra-slots.ts";

export interface ExtraFieldsDeps {
  readonly model: CardModel;
  readonly options: ExtraFieldOptions & {
    readonly validation: boolean;
    readonly showLabels: boolean;
    readonly errorMessages: Readonly<Record<string, string>>;
  };
  /** The widget's language (BCP 47 tag): the names of the countries. */
  readonly tag: string;
  readonly idPrefix: string;
}

/**
 * The card form's address, name, tax-number and birth-date fields (module "card-fields"): what each
 * slot renders, and their feedback: an error shows on blur; while typing, it only clears once fixed.
 * With the name fields, the holder is "given surname".
 */
export function extraFields({ model, options, idPrefix, tag }: ExtraFieldsDeps): ExtraSlots {
  const setup = billingSetup(options);
  // The country choice sends ISO codes: a prefilled "de" is Germany.
  const prefilled = model.billing.value.country;
  if (prefilled) typeBilling(model, "country", prefilled.toUpperCase());
  const feedback = (key: BillingKey, strict: boolean) => {
    if (!options.validation) return;
    const error = billingErrors(setup, model.billing.value)[key];
    if (!strict && error) return;
    setBillingError(model, key, error);
  };
  // The established widget's messages of the name fields, which pages override (a Serbian shop's page): shown for any error there.
  const errorTexts = { givenName: options.errorMessages.givenNameError, surname: options.errorMessages.surNameError };
  const onInput = (key: BillingKey) => {
    if (key === "givenName" || key === "surname") typeHolder(model, holderFromNames(model.billing.value));
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
        tag={tag}
        required={setup.required}
        errorTexts={errorTexts}
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
