/**
 * Script elements for the widget's on-demand code, under a merchant page's Trusted Types policy.
 * A script's `src` is a Trusted Types sink, so the widget creates ONE narrowly scoped policy named
 * `wpwl` that turns exactly the URLs the widget is about to load into TrustedScriptURLs and refuses
 * any other. A page enforcing Trusted Types allows it with `trusted-types … wpwl` (README, Content
 * Security Policy). The policy is created once per page (a second createPolicy("wpwl") would throw
 * under the CSP) and kept under `Symbol.for("wpwl.trustedTypesPolicy")`, shared with the wallet code.
 */
interface TrustedTypePolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesApi {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): TrustedTypePolicy;
}
interface PolicyHolder {
  readonly policy: TrustedTypePolicy | undefined;
  readonly allowed: Set<string>;
}

const HOLDER_KEY = Symbol.for("wpwl.trustedTypesPolicy");

function holder(): PolicyHolder {
  const w = window as unknown as Record<symbol, PolicyHolder | undefined> & { trustedTypes?: TrustedTypesApi };
  const existing = w[HOLDER_KEY];
  if (existing) return existing;
  const allowed = new Set<string>();
  const policy = w.trustedTypes?.createPolicy("wpwl", {
    createScriptURL(url) {
      if (allowed.has(url)) return url;
      throw new TypeError(`[wpwl] the wpwl Trusted Types policy loads only the widget's own scripts, not ${url}`);
    },
  });
  const created = { policy, allowed };
  Object.defineProperty(w, HOLDER_KEY, { value: created });
  return created;
}

/**
 * Loads one script (with its SRI hash when given) and resolves when it ran; rejects with a message
 * naming the cause (policy refused by the page's CSP, network, integrity).
 */
export function loadScript(url: string, integrity?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let src: unknown;
    try {
      const h = holder();
      h.allowed.add(url);
      src = h.policy ? h.policy.createScriptURL(url) : url;
    } catch (err) {
      reject(
        new Error(
          `could not create the Trusted Types policy "wpwl" for ${url} (${err instanceof Error ? err.message : String(err)}): add wpwl to your CSP's trusted-types directive.`,
        ),
      );
      return;
    }
    const script = document.createElement("script");
    script.src = src as string;
    if (integrity) {
      script.integrity = integrity;
      script.crossOrigin = "anonymous";
    }
    script.async = true;
    script.addEventListener("load", () => {
      script.remove();
      resolve();
    });
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error(`${url} was refused (integrity mismatch, CSP or network error).`));
    });
    document.head.append(script);
  });
}
