import type { JSX } from "preact";
import type { ErrorMessageKey, Strings } from "../../shared/labels.ts";
import { SYNC_EVENT } from "../view/sync-event.ts";
import { Group } from "./Group.tsx";
import { stateClasses } from "./state-classes.ts";

interface TextFieldProps {
  /** The field's name in the DOM contract: `.wpwl-group-<field>`, `.wpwl-control-<field>`. */
  readonly field: string;
  readonly label: string;
  readonly showLabel: boolean;
  /** The form's element id prefix: the input is `<idPrefix>-<field>`, its hint `…-hint`. */
  readonly idPrefix: string;
  readonly error: ErrorMessageKey | undefined;
  /** The page's own text for any error of this field (errorMessages.givenNameError…), instead of the key's. */
  readonly errorText?: string | undefined;
  readonly strings: Strings;
  readonly value: string;
  /** More classes of the input: the billing state's `wpwl-control-stateText`, as merchants select it. */
  readonly controlClass?: string;
  /** The input's other attributes (name, type, autocomplete, maxLength …) and its handlers. */
  readonly input: Omit<JSX.InputHTMLAttributes<HTMLInputElement>, "id" | "class" | "value">;
}

/**
 * A text field of the page's own inputs (the card form's address and name fields, the SEPA and
 * virtual-account fields): the group, its label, the input and its hint, wired for errors. The error
 * class is toggled, not rendered, so classes a merchant adds to the input stay.
 */
export function TextField(p: TextFieldProps) {
  const id = `${p.idPrefix}-${p.field}`;
  const key = p.error;
  return (
    <Group
      name={p.field}
      label={p.label}
      showLabel={p.showLabel}
      controlId={id}
      hintId={`${id}-hint`}
      error={key ? (p.errorText ?? p.strings.errorMessages[key]) : undefined}
      errorKey={key}
    >
      <input
        id={id}
        class={`wpwl-control wpwl-control-${p.field}${p.controlClass ?? ""}`}
        ref={stateClasses({ "wpwl-has-error": !!key })}
        // Not bound to the value after the first render: a value the merchant's script puts in ($(…).val(…) in
        // onReady, no event) stays through the form's re-renders, and the submit takes it (SYNC_EVENT below).
        defaultValue={p.value}
        aria-invalid={key ? "true" : "false"}
        aria-describedby={key ? `${id}-hint` : undefined}
        {...p.input}
        // WebDriver's Element Clear (a test suite's clear()) empties the input with a change event and no input
        // event: the field takes the new value as if typed, so a payment never goes with the one cleared.
        onChange={p.input.onInput}
        {...{
          [`on${SYNC_EVENT}`]: (e: Event & { currentTarget: HTMLInputElement }) => {
            if (e.currentTarget.value !== p.value) p.input.onInput?.(e as never);
          },
        }}
      />
    </Group>
  );
}
