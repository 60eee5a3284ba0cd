import { loadScript } from "../script-loader.ts";
import type { ModuleApis } from "./module-apis.ts";
import type { ModuleName } from "./module-key.ts";
import { moduleKit } from "./module-kit.ts";

/**
 * An on-demand module (`{gateway}/v1/modules/{name}.js`), checked against the hash compiled into
 * this build: a changed byte is refused by the browser. Loaded once per page until wpwl.unload().
 * Rejects with a message for the integrator (policy refused, network, integrity, no definition);
 * resolves once the module's stylesheet, if it has one, is in too.
 * Typed by the registry (module-apis.ts) that defineModule is typed by too.
 */
export function loadModule<N extends ModuleName>(gatewayOrigin: string, name: N): Promise<ModuleApis[N]> {
  type Api = ModuleApis[N];
  const kit = moduleKit();
  const cached = kit.loading.get(name);
  if (cached) return cached as Promise<Api>;
  // A module with a stylesheet defines itself once the stylesheet is in (define-module.ts): its forms show styled.
  const promise = loadScript(`${gatewayOrigin}/v1/modules/${name}.js`, __WPWL_MODULE_INTEGRITY__[name])
    .then(() => kit.modules.get(name) as Api | Promise<Api> | undefined)
    .then((api) => {
      if (!api) throw new Error(`${gatewayOrigin}/v1/modules/${name}.js ran but defined no "${name}" module.`);
      return api;
    });
  promise.catch(() => kit.loading.delete(name));
  kit.loading.set(name, promise);
  return promise;
}
