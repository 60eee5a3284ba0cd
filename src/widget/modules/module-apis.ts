import type { extraFields } from "../card/extra-fields.tsx";
import type { createPayFlow } from "../card/pay-flow.ts";
import type { reportSetup } from "../diagnostics/setup-report.ts";
import type { mountStoredCards } from "../stored-cards/mount-stored-cards.tsx";
import type { MethodsModule } from "./methods-api.ts";
import type { WalletsModule } from "./wallets-api.ts";

/**
 * Every on-demand module by name, and what it defines: the one registry the loader (load-module.ts)
 * and the modules (defineModule) are typed against. A module's file is dist/modules/<name>.js, its
 * hash compiled into the widget; the build (scripts/build.ts) builds one per name.
 */
export interface ModuleApis {
  /** The non-card forms (SEPA direct debit, redirect brands, virtual accounts). */
  readonly methods: MethodsModule;
  /** The one-click form of a checkout with stored cards. */
  readonly "stored-cards": { readonly mountStoredCards: typeof mountStoredCards };
  /** What the card form does once the shopper uses it: field checks, the payment. */
  readonly "card-pay": { readonly createPayFlow: typeof createPayFlow };
  /** The card form's billing address, name, tax-number and birth-date fields. */
  readonly "card-fields": { readonly extraFields: typeof extraFields };
  /** Apple Pay, Google Pay, Samsung Pay. */
  readonly wallets: WalletsModule;
  /** The words of the console messages about a page's wpwlOptions, for a page that got one wrong. */
  readonly diagnostics: { readonly reportSetup: typeof reportSetup };
}
