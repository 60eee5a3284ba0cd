import { extraFields } from "../card/extra-fields.tsx";
import { defineModule } from "../modules/define-module.ts";

/**
 * dist/modules/card-fields.js: the card form's billing address, name, tax-number and birth-date
 * fields (wpwlOptions.billingAddress, mandatoryBillingFields, forceCardHolderEqualsBillingName,
 * showTaxNumberField, showBirthDate). Loaded with the form only on pages that ask for them.
 */
defineModule("card-fields", { extraFields });

declare module "../modules/module-apis.ts" {
  interface ModuleApis {
    /** The card form's billing address, name, tax-number and birth-date fields. */
    readonly "card-fields": { readonly extraFields: typeof extraFields };
  }
}
