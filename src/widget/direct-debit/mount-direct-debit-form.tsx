import { signal } from "@preact/signals-core";
import { fill } from "../../shared/amount.ts";
import { formatIban, ibanBankCode, normalizeIban } from "../../shared/iban.ts";
import type { ErrorMessageKey } from "../../shared/labels.ts";
import { TextField } from "../card/TextField.tsx";
import type { FormContext, MountedForm } from "../form-contract.ts";
import { MethodForm } from "../methods/MethodForm.tsx";
import { methodContainer, mountedMethodForm } from "../methods/mount-method-container.tsx";
import { createPagePayment, towardsPay } from "../methods/page-payment.ts";
import { randomChannel } from "../random.ts";
import { creditorOf, DIRECT_DEBIT_FIELDS, type DirectDebitField, directDebitError } from "./direct-debit-fields.ts";

/** The IBAN's shape, as its placeholder: a country code, check digits, then groups of four (what formatIban shows). */
const IBAN_EXAMPLE = "DE00 0000 0000 0000 0000 00";

/**
 * The SEPA direct debit form (`.wpwl-form-directDebit`): account holder, IBAN shown in groups of
 * four, BIC with `displayBic`. The IBAN is no card data: the merchant page posts it itself, never
 * logs it, never puts it in a URL. The mandate comes from the checkout (or the gateway issues one).
 */
export function mountDirectDebitForm(ctx: FormContext): MountedForm {
  const container = methodContainer(ctx, "directDebit");
  const brand = ctx.brands[0] ?? "DIRECTDEBIT_SEPA";
  const fields: DirectDebitField[] = ctx.options.displayBic ? ["accountHolder", "iban", "bic"] : ["accountHolder", "iban"];
  const values = { accountHolder: signal(""), iban: signal(""), bic: signal("") };
  const errors = signal<Partial<Record<DirectDebitField, ErrorMessageKey>>>({});
  const idPrefix = `wpwl-${randomChannel().slice(0, 8)}`;
  /** The checkout's creditor (its config), named under the mandate once the form activates. */
  const creditor = signal<string | undefined>(undefined);

  const check = (field: DirectDebitField, strict: boolean) => {
    const key = directDebitError(field, values[field].value, strict);
    if (key !== errors.value[field]) {
      errors.value = { ...errors.value, [field]: key };
      if (key) payment.announcement.value = ctx.strings.value.errorMessages[key];
    }
    return key;
  };
  const payment = createPagePayment({
    ctx,
    container,
    callback: "onBeforeSubmitDirectDebit",
    collect() {
      const invalid = fields.filter((f) => check(f, true) !== undefined);
      const first = invalid[0];
      if (first) {
        const key = errors.value[first];
        payment.announcement.value = `${ctx.strings.value.labels.formErrors} ${key ? ctx.strings.value.errorMessages[key] : ""}`;
        container.querySelector<HTMLInputElement>(`.wpwl-control-${first}`)?.focus();
        return undefined;
      }
      const iban = normalizeIban(values.iban.value);
      const bank: Record<string, string> = ctx.options.displayBic
        ? { "bankAccount.bic": values.bic.value.trim().toUpperCase() }
        : { "bankAccount.bankCode": ibanBankCode(iban) ?? "" };
      return {
        paymentBrand: brand,
        "bankAccount.holder": values.accountHolder.value.trim(),
        "bankAccount.iban": iban,
        "bankAccount.country": iban.slice(0, 2),
        ...bank,
      };
    },
    showRejected(names) {
      const hit = fields.filter((f) => DIRECT_DEBIT_FIELDS[f].params.some((p) => names.includes(p)));
      // Without the BIC field, a refused bank code is the IBAN's.
      if (!ctx.options.displayBic && DIRECT_DEBIT_FIELDS.bic.params.some((p) => names.includes(p))) hit.push("iban");
      for (const f of hit) errors.value = { ...errors.value, [f]: DIRECT_DEBIT_FIELDS[f].error };
      return hit.length > 0;
    },
  });

  const View = () => {
    const { labels } = ctx.strings.value;
    const errs = errors.value;
    /** A format example or the label, in the empty field: the shopper sees what goes where (unless showPlaceholders is false). */
    const hint = (text: string) => (ctx.options.showPlaceholders ? { placeholder: text } : {});
    const input = (field: DirectDebitField, label: string, extra: Record<string, unknown>) => (
      <TextField
        field={field}
        label={label}
        showLabel={ctx.options.showLabels}
        idPrefix={idPrefix}
        error={errs[field]}
        strings={ctx.strings.value}
        value={values[field].value}
        input={{
          type: "text",
          ...extra,
          onInput: (e) => {
            const el = e.currentTarget;
            values[field].value = field === "iban" ? formatIban(el.value) : el.value;
            el.value = values[field].value;
            if (errs[field]) check(field, false);
          },
          onBlur: (e) => {
            // Focus moving to the pay button: submit shows the errors, and a hint appearing now would move the button away from the click.
            if (!towardsPay(e)) check(field, values[field].value.trim() !== "");
          },
        }}
      />
    );
    return (
      <MethodForm kind="directDebit" brand={brand} ctx={ctx} payment={payment}>
        {input("accountHolder", labels.accountHolder, {
          name: "bankAccount.holder",
          autocomplete: "name",
          maxLength: 128,
          ...hint(labels.accountHolder),
        })}
        {input("iban", labels.iban, {
          name: "bankAccount.iban",
          autocomplete: "off",
          spellcheck: false,
          autocapitalize: "characters",
          maxLength: 42,
          dir: "ltr",
          ...hint(IBAN_EXAMPLE),
        })}
        {ctx.options.displayBic
          ? input("bic", labels.bic, {
              name: "bankAccount.bic",
              autocomplete: "off",
              spellcheck: false,
              autocapitalize: "characters",
              maxLength: 11,
              dir: "ltr",
              ...hint(labels.bic),
            })
          : null}
        <p class="wpwl-group wpwl-group-mandate wpwl-mandate">
          {labels.sepaMandate}
          {creditor.value ? <span class="wpwl-mandate-creditor">{fill(labels.sepaCreditor, { creditor: creditor.value })}</span> : null}
        </p>
      </MethodForm>
    );
  };
  const mounted = mountedMethodForm(ctx, container, View, payment);
  return {
    ...mounted,
    activate(config) {
      creditor.value = creditorOf(config);
      mounted.activate(config);
    },
  };
}
