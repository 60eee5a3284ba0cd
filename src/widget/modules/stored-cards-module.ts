import { mountStoredCards } from "../stored-cards/mount-stored-cards.tsx";
import { defineModule } from "./define-module.ts";

/** dist/modules/stored-cards.js: the one-click form, loaded when a checkout has stored cards (registrations). */
defineModule("stored-cards", { mountStoredCards }, __WPWL_MODULE_CSS_INTEGRITY__);
