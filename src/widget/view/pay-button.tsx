import type { ComponentChildren, Ref } from "preact";

/**
 * The pay button in its group, as the established widget has it: `button[name=pay]`, its text also its
 * `aria-label` (a merchant's Cypress suite clicks `//*[@aria-label='إدفع الأن']`), `data-action="submit"`.
 * While the payment runs the text reads "processing" and the button is disabled; `disabled` also while a
 * field shows an error (the card form). A function, not a component: the on-demand methods module carries
 * its own copy, and a props object costs bytes there.
 */
export const payButton = (text: string, busy: boolean, ref?: Ref<HTMLButtonElement>, children?: ComponentChildren, disabled = busy) => (
  <div class="wpwl-group wpwl-group-submit">
    <div class="wpwl-wrapper wpwl-wrapper-submit">
      <button
        type="submit"
        name="pay"
        class="wpwl-button wpwl-button-pay"
        ref={ref}
        data-action="submit"
        aria-label={text}
        disabled={disabled}
        aria-busy={busy}
      >
        {text}
      </button>
      {children}
    </div>
  </div>
);
