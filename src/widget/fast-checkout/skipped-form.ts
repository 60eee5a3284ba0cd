import type { FormContext, MountedForm } from "../form-contract.ts";
import { log } from "../log.ts";
import { methodContainer } from "../methods/mount-method-container.tsx";

/**
 * A form a fast checkout cannot offer (the brand needs its checkout before the shopper starts): an
 * empty hidden container in its place, one `[wpwl]` warning, and still counted for onReady so the
 * page's other buttons are unaffected.
 */
export function skippedForm(ctx: FormContext, suffix: string, brand: string): MountedForm {
  log.warn(
    `fast checkout (script without ?checkoutId=) cannot offer ${brand}: load the script with ?checkoutId= for it; its form is not shown.`,
  );
  const container = methodContainer(ctx, suffix);
  container.hidden = true;
  return {
    container,
    activate: () => ctx.onReady(),
    submit: () => undefined,
    destroy: () => container.remove(),
  };
}
