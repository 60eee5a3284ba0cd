import { createPayFlow } from "../card/pay-flow.ts";
import { defineModule } from "../modules/define-module.ts";

/**
 * dist/modules/card-pay.js: what the card form does once the shopper uses it: the field checks (on
 * blur, while typing, on submit) and their messages, onBeforeSubmitCard, the payment, its outcome, the
 * 3-D Secure challenge. Not needed to show the form: loaded when the shopper first interacts with it
 * (card/lazy-pay-flow.ts), or at the latest on the pay click.
 */
defineModule("card-pay", { createPayFlow });

declare module "../modules/module-apis.ts" {
  interface ModuleApis {
    /** What the card form does once the shopper uses it: field checks, the payment. */
    readonly "card-pay": { readonly createPayFlow: typeof createPayFlow };
  }
}
