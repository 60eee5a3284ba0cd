import type { FormContext } from "../boot/form-kind.ts";

/** `div.wpwl-container.wpwl-container-<suffix>` before the merchant's form, hidden until activate(). */
export function methodContainer(ctx: FormContext, suffix: string): HTMLElement {
  const container = document.createElement("div");
  container.className = `wpwl-container wpwl-container-${suffix} wpwl-loading`;
  container.lang = ctx.locale.tag;
  container.dir = ctx.locale.dir;
  ctx.merchantForm.before(container);
  return container;
}
