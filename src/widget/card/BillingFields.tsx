import type { BillingField, BillingKey } from "../../shared/billing-fields.ts";
import type { Strings } from "../../shared/labels.ts";
import type { CardModel } from "../card-model.ts";
import { typeBilling } from "../card-model.ts";
import { CountryField } from "./CountryField.tsx";
import { TextField } from "./TextField.tsx";

interface BillingFieldsProps {
  readonly fields: readonly BillingField[];
  readonly model: CardModel;
  readonly strings: Strings;
  readonly idPrefix: string;
  readonly showLabels: boolean;
  /** The widget's language (BCP 47): the country names. */
  readonly tag: string;
  readonly required: ReadonlySet<BillingKey>;
  /** The page's own error text of a field, whatever the error (the established widget's givenNameError, surNameError). */
  readonly errorTexts: Readonly<Partial<Record<BillingKey, string>>>;
  readonly onBlur: (key: BillingKey) => void;
  readonly onInput: (key: BillingKey) => void;
}

/**
 * Address or name fields: `.wpwl-group-<key>` > label + `.wpwl-wrapper-<key>` > `input.wpwl-control-<key>[name=billing.<key>]`;
 * the country is a `select.wpwl-control-country` (CountryField), the state's input also `wpwl-control-stateText`.
 */
export function BillingFields(p: BillingFieldsProps) {
  const values = p.model.billing.value;
  const errors = p.model.billingErrors.value;
  return (
    <>
      {p.fields.map((f) => {
        const required = p.required.has(f.key);
        if (f.key === "country")
          return (
            <CountryField
              key={f.key}
              label={p.strings.labels.country}
              showLabel={p.showLabels}
              idPrefix={p.idPrefix}
              error={errors.country}
              strings={p.strings}
              value={values.country ?? ""}
              tag={p.tag}
              required={required}
              onChoose={(code) => {
                typeBilling(p.model, "country", code);
                p.onInput("country");
                p.onBlur("country");
              }}
              onBlur={() => p.onBlur("country")}
            />
          );
        return (
          <TextField
            key={f.key}
            field={f.key}
            label={p.strings.labels[f.key]}
            showLabel={p.showLabels}
            idPrefix={p.idPrefix}
            error={errors[f.key]}
            errorText={p.errorTexts[f.key]}
            strings={p.strings}
            value={values[f.key] ?? ""}
            {...(f.key === "state" ? { controlClass: " wpwl-control-stateText" } : {})}
            input={{
              name: f.param,
              type: f.type ?? "text",
              autocomplete: f.autocomplete,
              maxLength: f.max,
              required,
              "aria-required": required,
              onInput: (e) => {
                typeBilling(p.model, f.key, e.currentTarget.value);
                p.onInput(f.key);
              },
              onBlur: () => p.onBlur(f.key),
            }}
          />
        );
      })}
    </>
  );
}
