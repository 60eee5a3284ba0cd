import { reportSetup } from "../diagnostics/setup-report.ts";
import { defineModule } from "../modules/define-module.ts";

/**
 * dist/modules/diagnostics.js: the words of the widget's console messages about a page's own
 * configuration (wpwlOptions). Loaded only by a page that got something wrong; a page without a
 * mistake never pays for them.
 */
defineModule("diagnostics", { reportSetup });
