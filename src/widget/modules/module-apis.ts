import type { reportSetup } from "../diagnostics/setup-report.ts";
import type { MethodsModule } from "./methods-api.ts";
import type { WalletsModule } from "./wallets-api.ts";

/**
 * Every on-demand module by name, and what it defines: the one registry the loader (load-module.ts)
 * and the modules (defineModule) are typed against. A module's file is dist/modules/<name>.js, its
 * hash compiled into the widget; the build (scripts/build.ts) builds one per name. A module whose API is made
 * of a higher room's code (the card form's, the stored cards') adds its entry from its own file in
 * module-entries/ (`declare module`), so the loader, low in the house, imports nothing above it.
 */
export interface ModuleApis {
  /** The non-card forms (SEPA direct debit, redirect brands, virtual accounts). */
  readonly methods: MethodsModule;
  /** Apple Pay, Google Pay, Samsung Pay. */
  readonly wallets: WalletsModule;
  /** The words of the console messages about a page's wpwlOptions, for a page that got one wrong. */
  readonly diagnostics: { readonly reportSetup: typeof reportSetup };
}
