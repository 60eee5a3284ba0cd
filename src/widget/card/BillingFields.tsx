import type { BillingField, BillingKey } from "../../shared/billing-fields.ts";
import type { Strings } from "../../shared/labels.ts";
import type { CardModel } from "./card-model.ts";
import { typeBilling } from "./card-model.ts";
import { TextField } from "./TextField.tsx";

interface BillingFieldsProps {
  readonly fields: readonly BillingField[];
  readonly model: CardModel;
  readonly strings: Strings;
  readonly idPrefix: string;
  readonly showLabels: boolean;
  readonly required: ReadonlySet<BillingKey>;
  readonly onBlur: (key: BillingKey) => void;
  readonly onInput: (key: BillingKey) => void;
}

/** Address or name fields: `.wpwl-group-<key>` > label + `.wpwl-wrapper-<key>` > `input.wpwl-control-<key>[name=billing.<key>]`. */
export function BillingFields(p: BillingFieldsProps) {
  const values = p.model.billing.value;
  const errors = p.model.billingErrors.value;
  return (
    <>
      {p.fields.map((f) => {
        const required = p.required.has(f.key);
        return (
          <TextField
            key={f.key}
            field={f.key}
            label={p.strings.labels[f.key]}
            showLabel={p.showLabels}
            idPrefix={p.idPrefix}
            error={errors[f.key]}
            strings={p.strings}
            value={values[f.key] ?? ""}
            input={{
              name: f.param,
              type: f.type ?? "text",
              autocomplete: f.autocomplete,
              maxLength: f.max,
              required,
              "aria-required": required,
              onInput: (e) => {
                const el = e.currentTarget;
                const v = f.key === "country" ? el.value.toUpperCase() : el.value;
                if (v !== el.value) {
                  const caret = el.selectionStart;
                  el.value = v;
                  el.setSelectionRange(caret, caret);
                }
                typeBilling(p.model, f.key, v);
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
