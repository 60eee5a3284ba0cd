import { createPayFlow } from "../card/pay-flow.ts";
import { defineModule } from "./define-module.ts";

/**
 * dist/modules/card-pay.js: what the card form does once the shopper uses it: the field checks (on
 * blur, while typing, on submit) and their messages, onBeforeSubmitCard, the payment, its outcome, the
 * 3-D Secure challenge. Not needed to show the form: loaded when the shopper first interacts with it
 * (card/lazy-pay-flow.ts), or at the latest on the pay click.
 */
defineModule("card-pay", { createPayFlow });
