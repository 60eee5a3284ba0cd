import { render } from "preact";
import type { CheckoutConfig } from "../../shared/checkout-config.ts";
import type { FormKind } from "../../shared/payment-methods.ts";
import { log } from "../log.ts";
import { loadModule } from "../modules/load-module.ts";
import type { ModuleName } from "../modules/module-key.ts";
import type { FormContext, FormMounter, MountedForm } from "./form-kind.ts";

/**
 * A form whose code is an on-demand module: its container (`wpwl-container-<suffix>`, for the
 * caller to insert) is in place at once, so forms keep the page's order and onReady waits for it;
 * the module loads meanwhile and the real form takes the container's place. A module that cannot
 * load (Trusted Types policy refused, integrity, network) leaves the form's message in place, tells
 * onError and the console; the other forms keep working.
 */
export function lazyForm<C extends FormContext>(
  ctx: C,
  suffix: string,
  module: ModuleName,
  pick: (api: unknown) => ((ctx: C) => MountedForm) | undefined,
): MountedForm {
  const placeholder = document.createElement("div");
  placeholder.className = `wpwl-container wpwl-container-${suffix} wpwl-loading`;
  placeholder.lang = ctx.locale.tag;
  placeholder.dir = ctx.locale.dir;
  let real: MountedForm | undefined;
  let config: CheckoutConfig | undefined;
  // activate() ran (with undefined config in fast checkout).
  let active = false;
  let failed = false;
  let gone = false;

  const showFailure = () => {
    if (!failed || !active) return;
    placeholder.classList.remove("wpwl-loading");
    const Message = () => (
      <div class="wpwl-message wpwl-has-error" role="alert">
        {ctx.strings.value.errorMessages.checkoutUnavailableError}
      </div>
    );
    render(<Message />, placeholder);
    ctx.onReady();
  };
  loadModule(ctx.gatewayOrigin, module)
    .then((api) => {
      const mount = pick(api);
      if (!mount) throw new Error(`the ${module} module has no ${suffix} form.`);
      if (gone) return;
      real = mount(ctx);
      placeholder.replaceWith(real.container);
      if (active) real.activate(config);
    })
    .catch((err: unknown) => {
      if (gone) return;
      const message = err instanceof Error ? err.message : String(err);
      log.error(`the ${suffix} form (${ctx.brands.join(" ") || module}) could not load: ${message}`);
      failed = true;
      ctx.onError({ name: "WidgetError", message });
      showFailure();
    });

  return {
    get container() {
      return real?.container ?? placeholder;
    },
    activate(checkout) {
      config = checkout;
      active = true;
      real?.activate(checkout);
      showFailure();
    },
    submit() {
      real?.submit();
    },
    destroy() {
      gone = true;
      real?.destroy();
      render(null, placeholder);
      placeholder.remove();
    },
  };
}

/** The mounter of a form kind whose code is in `module` (which defines a mounter per kind). */
export function lazyMounter(module: ModuleName, kind: FormKind): FormMounter {
  return (ctx) => {
    const form = lazyForm(ctx, kind, module, (api) => (api as Partial<Record<FormKind, FormMounter>>)[kind]);
    ctx.merchantForm.before(form.container);
    return form;
  };
}
