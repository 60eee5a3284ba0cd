import type { CheckoutConfig } from "../../shared/checkout-config.ts";
import type { FormKind } from "../../shared/payment-methods.ts";
import type { FormContext, FormMounter, MountedForm } from "../form-contract.ts";
import { log } from "../log.ts";
import { loadModule } from "../modules/load-module.ts";
import type { ModuleApis } from "../modules/module-apis.ts";
import type { ModuleName } from "../modules/module-key.ts";
import { mountView } from "../view/mount-view.ts";

/**
 * A form whose code is an on-demand module: its container (`wpwl-container-<suffix>`, for the
 * caller to insert) is in place at once, so forms keep the page's order and onReady waits for it;
 * the module loads meanwhile and the real form takes the container's place. A module that cannot
 * load (Trusted Types policy refused, integrity, network) leaves the form's message in place, tells
 * onError and the console; the other forms keep working.
 */
export function lazyForm<C extends FormContext, N extends ModuleName>(
  ctx: C,
  suffix: string,
  module: N,
  pick: (api: ModuleApis[N]) => ((ctx: C) => MountedForm) | undefined,
  /** A form that cannot load hides instead of showing the message (wallet buttons: the page's other forms remain). */
  hideOnFailure = false,
): MountedForm {
  const placeholder = document.createElement("div");
  // Also wpwl-container-<suffix>-<BRAND> for a form of one brand, as the real form's container has.
  const brand = ctx.brands.length === 1 ? ` wpwl-container-${suffix}-${ctx.brands[0]}` : "";
  placeholder.className = `wpwl-container wpwl-container-${suffix}${brand} wpwl-loading`;
  placeholder.lang = ctx.locale.tag;
  placeholder.dir = ctx.locale.dir;
  let real: MountedForm | undefined;
  let config: CheckoutConfig | undefined;
  // activate() ran (with undefined config in fast checkout).
  let active = false;
  let failed = false;
  let gone = false;
  let unmountMessage: () => void = () => undefined;

  const showFailure = () => {
    if (!failed || !active) return;
    placeholder.classList.remove("wpwl-loading");
    if (hideOnFailure) {
      placeholder.hidden = true;
      ctx.onReady();
      return;
    }
    const Message = () => (
      <div class="wpwl-message wpwl-has-error" role="alert">
        {ctx.strings.value.errorMessages.checkoutUnavailableError}
      </div>
    );
    unmountMessage = mountView(() => <Message />, placeholder);
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
      ctx.onError({ name: "WidgetError", message, ...(ctx.brands.length === 1 ? { brand: ctx.brands[0] } : {}), event: "load" });
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
      unmountMessage();
      placeholder.remove();
    },
  };
}

/** The mounter of a form kind whose code is in `module` (which defines a mounter per kind). */
export function lazyMounter<N extends "methods" | "wallets">(
  module: N,
  kind: keyof ModuleApis[N] & FormKind,
  how: { hideOnFailure?: boolean } = {},
): FormMounter {
  return (ctx) => {
    const pick = (api: ModuleApis[N]) => api[kind] as FormMounter | undefined;
    const form = lazyForm(ctx, kind, module, pick, how.hideOnFailure);
    ctx.merchantForm.before(form.container);
    return form;
  };
}
