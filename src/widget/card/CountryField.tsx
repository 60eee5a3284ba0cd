import type { ErrorMessageKey, Strings } from "../../shared/labels.ts";
import { countryChoices } from "./countries.ts";
import { Group } from "./Group.tsx";
import { stateClasses } from "./state-classes.ts";

interface CountryFieldProps {
  readonly label: string;
  readonly showLabel: boolean;
  readonly idPrefix: string;
  readonly error: ErrorMessageKey | undefined;
  readonly strings: Strings;
  /** The chosen code ("" = none): a prefilled code outside the list is kept as an option of its own. */
  readonly value: string;
  /** The language of the country names (BCP 47). */
  readonly tag: string;
  readonly required: boolean;
  readonly onChoose: (code: string) => void;
  readonly onBlur: () => void;
}

/**
 * The billing country as the established widget shows it: `.wpwl-group-country` > label +
 * `.wpwl-wrapper-country` > `select.wpwl-control-country[name=billing.country]`, a first option with
 * no value (selected until the shopper chooses; merchants rename it in onReady), then the countries
 * by name in the widget's language, each sending its ISO code.
 */
export function CountryField(p: CountryFieldProps) {
  const id = `${p.idPrefix}-country`;
  const key = p.error;
  const choices = countryChoices(p.tag);
  const known = p.value === "" || choices.some(([code]) => code === p.value);
  return (
    <Group
      name="country"
      label={p.label}
      showLabel={p.showLabel}
      controlId={id}
      hintId={`${id}-hint`}
      error={key ? p.strings.errorMessages[key] : undefined}
      errorKey={key}
    >
      <select
        id={id}
        class="wpwl-control wpwl-control-country"
        ref={stateClasses({ "wpwl-has-error": !!key })}
        name="billing.country"
        autocomplete="country"
        required={p.required}
        aria-required={p.required}
        aria-invalid={key ? "true" : "false"}
        aria-describedby={key ? `${id}-hint` : undefined}
        value={p.value}
        onChange={(e) => p.onChoose(e.currentTarget.value)}
        onBlur={p.onBlur}
      >
        <option value="">{p.label}</option>
        {known ? null : <option value={p.value}>{p.value}</option>}
        {choices.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </Group>
  );
}
