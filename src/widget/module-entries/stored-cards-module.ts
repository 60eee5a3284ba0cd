import { defineModule } from "../modules/define-module.ts";
import { mountStoredCards } from "../stored-cards/mount-stored-cards.tsx";

/** dist/modules/stored-cards.js: the one-click form, loaded when a checkout has stored cards (registrations). */
defineModule("stored-cards", { mountStoredCards }, __WPWL_MODULE_CSS_INTEGRITY__);

declare module "../modules/module-apis.ts" {
  interface ModuleApis {
    /** The one-click form of a checkout with stored cards. */
    readonly "stored-cards": { readonly mountStoredCards: typeof mountStoredCards };
  }
}
