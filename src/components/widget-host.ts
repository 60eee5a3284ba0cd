import type { WpwlOptions } from "../../types/wpwl-options.d.ts";
import { ALWAYS_TOLD, type CallbackName } from "./callback-names.ts";

/** What a component mounts: the script tag's and the form's attributes of the plain integration. */
export interface WidgetConfig {
  /** The gateway's origin (or base URL) that serves /v1/paymentWidgets.js. */
  readonly gateway: string;
  readonly checkoutId: string;
  /** The form's data-brands: "VISA MASTER AMEX". */
  readonly brands: string;
  /** The form's action: the shopperResultUrl the shopper returns to. */
  readonly action: string;
  /** The script's SRI hash (POST /v1/checkouts with integrity=true answers it). */
  readonly integrity?: string | undefined;
  /** The merchant's wpwlOptions, read when the script starts; its callbacks are read each time one is called. */
  readonly options: () => WpwlOptions | undefined;
  /** Every callback the widget calls, with its `this` and arguments: what the component makes of it (an event). */
  readonly told?: (name: CallbackName, self: unknown, args: unknown[]) => unknown;
}

export interface MountedWidget {
  /** Unloads the widget (wpwl.unload()) and removes the form and the script: nothing of it is left. */
  destroy(): void;
}

type Pending = { cancelled: boolean; done: () => void };

/** One widget at a time (it is one page's globals): each mount starts when the previous one has finished. */
let queue: Promise<void> = Promise.resolve();
let live: { destroy(): void } | undefined;

const say = (message: string) => console.error(`[wpwl] ${message}`);

/** A Trusted Types policy for the script's URL, made once (the page's CSP names it: trusted-types payment-widgets). */
let policy: { createScriptURL(url: string): unknown } | undefined;
function scriptUrl(url: string): string {
  const tt = (window as { trustedTypes?: { createPolicy(name: string, rules: object): { createScriptURL(url: string): unknown } } })
    .trustedTypes;
  if (!tt) return url;
  policy ??= tt.createPolicy("payment-widgets", {
    createScriptURL: (u: string) => {
      const url = new URL(u);
      if (!url.pathname.endsWith("/v1/paymentWidgets.js") || [...url.searchParams.keys()].join() !== "checkoutId" || url.hash)
        throw new TypeError(`[wpwl] not the widget's script: ${u}`);
      return u;
    },
  });
  return policy.createScriptURL(url) as string;
}

/** wpwlOptions with each callback the component tells about in place: the merchant's own is read when it is called. */
function optionsWithCallbacks(config: WidgetConfig): WpwlOptions {
  const given = config.options() ?? {};
  const out: Record<string, unknown> = { ...given };
  const names = new Set<string>([...ALWAYS_TOLD, ...Object.keys(given).filter((k) => /^on[A-Z]/.test(k) && typeof out[k] === "function")]);
  for (const name of names) {
    out[name] = function (this: unknown, ...args: unknown[]) {
      const own = (config.options() as Record<string, unknown> | undefined)?.[name];
      const result = typeof own === "function" ? (own as (...a: unknown[]) => unknown).apply(this, args) : undefined;
      const said = config.told?.(name as CallbackName, this, args);
      // A listener that vetoes (an event's preventDefault) stops the payment as `return false` does.
      return said === false ? false : result;
    };
  }
  return out as WpwlOptions;
}

/**
 * Mounts the widget into `host` as the plain integration would be written — wpwlOptions, the script tag, the form
 * — and answers a handle whose destroy() takes it all away again (wpwl.unload() for what the widget made). Every
 * component (the custom element, React, Vue) is this, so they load, reload and unload alike.
 */
export function mountWidget(host: HTMLElement, config: WidgetConfig): MountedWidget {
  const pending: Pending = { cancelled: false, done: () => undefined };
  let teardown: (() => void) | undefined;
  const self = {
    destroy() {
      if (pending.cancelled) return;
      pending.cancelled = true;
      if (live === self) live = undefined;
      teardown?.();
    },
  };
  queue = queue.then(
    () =>
      new Promise<void>((finished) => {
        if (pending.cancelled) return finished();
        live?.destroy();
        live = self;
        teardown = start(host, config, pending, finished);
      }),
  );
  return self;
}

function start(host: HTMLElement, config: WidgetConfig, pending: Pending, finished: () => void): () => void {
  const missing = (["gateway", "checkoutId", "brands", "action"] as const).filter((k) => !config[k]);
  if (missing.length > 0) {
    say(`the payment widget needs ${missing.join(", ")}: nothing was loaded`);
    finished();
    return () => undefined;
  }
  const form = document.createElement("form");
  form.className = "paymentWidgets";
  form.action = config.action;
  form.dataset.brands = config.brands;
  host.append(form);
  const options = optionsWithCallbacks(config);
  window.wpwlOptions = options;
  const script = document.createElement("script");
  let loaded = false;
  let aside: HTMLElement | undefined;
  const unload = () => {
    window.wpwl?.unload();
    form.remove();
    aside?.remove();
    script.remove();
    if (window.wpwlOptions === options) delete window.wpwlOptions;
  };
  const settled = (ok: boolean) => {
    loaded = true;
    script.onload = null;
    script.onerror = null;
    if (!ok)
      say(
        `the widget's script did not load from ${config.gateway} (checkout ${config.checkoutId}): is the gateway there, and the integrity right?`,
      );
    // Destroyed while the script loaded: it ran against a form kept aside for it, and goes now.
    if (pending.cancelled) unload();
    finished();
  };
  script.onload = () => settled(true);
  script.onerror = () => settled(false);
  try {
    let base = config.gateway;
    while (base.endsWith("/")) base = base.slice(0, -1);
    script.src = scriptUrl(`${base}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(config.checkoutId)}`);
  } catch (err) {
    say(`the widget's script URL was refused (${(err as Error).message}): allow the Trusted Types policy "payment-widgets"`);
    form.remove();
    finished();
    return () => undefined;
  }
  if (config.integrity) {
    script.integrity = config.integrity;
    script.crossOrigin = "anonymous";
  }
  script.dataset.paymentWidgets = "";
  document.head.append(script);
  return () => {
    if (loaded) return unload();
    // Still loading: the script will run all the same. Its form waits out of sight until then (a widget that finds
    // no form would say so in the console), and both go when it has run (settled).
    aside = document.createElement("div");
    aside.hidden = true;
    aside.append(form);
    document.body.append(aside);
  };
}
