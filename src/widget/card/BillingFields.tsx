import type { BillingField, BillingKey } from "../../shared/billing-fields.ts";
import type { Strings } from "../../shared/labels.ts";
import type { CardModel } from "./card-model.ts";
import { Group } from "./Group.tsx";
import { stateClasses } from "./state-classes.ts";

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
        const id = `${p.idPrefix}-${f.key}`;
        const error = errors[f.key];
        return (
          <Group
            key={f.key}
            name={f.key}
            label={p.strings.labels[f.key]}
            showLabel={p.showLabels}
            controlId={id}
            hintId={`${id}-hint`}
            error={error ? p.strings.errorMessages[error] : undefined}
            errorKey={error}
          >
            <input
              id={id}
              class={`wpwl-control wpwl-control-${f.key}`}
              ref={stateClasses({ "wpwl-has-error": !!error })}
              name={f.param}
              type={f.type ?? "text"}
              autocomplete={f.autocomplete}
              maxLength={f.max}
              required={p.required.has(f.key)}
              aria-required={p.required.has(f.key)}
              aria-invalid={error ? "true" : "false"}
              aria-describedby={error ? `${id}-hint` : undefined}
              value={values[f.key] ?? ""}
              onInput={(e) => {
                const el = e.currentTarget;
                const v = f.key === "country" ? el.value.toUpperCase() : el.value;
                if (v !== el.value) {
                  const caret = el.selectionStart;
                  el.value = v;
                  el.setSelectionRange(caret, caret);
                }
                p.model.billing.value = { ...p.model.billing.value, [f.key]: v };
                p.onInput(f.key);
              }}
              onBlur={() => p.onBlur(f.key)}
            />
          </Group>
        );
      })}
    </>
  );
}
