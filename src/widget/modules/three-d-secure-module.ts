import { openChallenge } from "../three-d-secure/challenge.ts";
import { defineModule } from "./define-module.ts";

/**
 * dist/modules/three-d-secure.js: the 3-D Secure challenge (inline iframe, paymentTarget, the relay's
 * message), loaded when the shopper clicks pay so it is ready if the gateway asks for a challenge.
 */
defineModule("three-d-secure", { openChallenge });
