import { createPayFlow } from "../card/pay-flow.ts";
import { defineModule } from "./define-module.ts";

/**
 * dist/modules/card-pay.js: what the card form does once the shopper pays (validation on submit,
 * onBeforeSubmitCard, the payment, its outcome, the 3-D Secure challenge). Not needed to show the
 * form: loaded when the shopper first interacts with it, or at the latest on the pay click.
 */
defineModule("card-pay", { createPayFlow });
