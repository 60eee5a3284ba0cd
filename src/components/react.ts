import { createElement, type ReactElement, useEffect, useRef } from "react";
import type { WpwlOptions } from "../../types/wpwl-options.d.ts";
import type { CallbackName } from "./callback-names.ts";
import { mountWidget } from "./widget-host.ts";

export type { WpwlOptions };

type Callbacks = { [K in CallbackName]?: WpwlOptions[K] };

export interface PaymentWidgetProps extends Callbacks {
  /** The gateway's origin (or base URL) that serves /v1/paymentWidgets.js. */
  readonly gateway: string;
  readonly checkoutId: string;
  /** "VISA MASTER AMEX" */
  readonly brands: string;
  /** The shopperResultUrl the shopper returns to (the form's action); default: this page. */
  readonly action?: string;
  readonly integrity?: string;
  /** wpwlOptions without the callbacks you pass as props (they win over the same ones here). */
  readonly options?: WpwlOptions;
  readonly className?: string;
}

/**
 * The widget as a React component. It renders an empty element on the server and on the first client render (so
 * hydration matches), then loads the widget into it; a new checkoutId, brands, gateway, action or integrity loads
 * it again; unmounting unloads everything (wpwl.unload()). Callback props and options may change between
 * renders without loading again: the widget calls the latest ones. Strict Mode's mount–unmount–mount loads once.
 */
export function PaymentWidget(props: PaymentWidgetProps): ReactElement {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const { gateway, checkoutId, brands, action, integrity } = props;
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const mounted = mountWidget(element, {
      gateway,
      checkoutId,
      brands,
      action: action ?? location.href,
      integrity,
      options: () => {
        const p = latest.current;
        const own = Object.fromEntries(Object.entries(p).filter(([k, v]) => /^on[A-Z]/.test(k) && typeof v === "function"));
        return { ...p.options, ...own } as WpwlOptions;
      },
    });
    return () => mounted.destroy();
  }, [gateway, checkoutId, brands, action, integrity]);
  return createElement("div", { ref: host, className: props.className, "data-payment-widget": "" });
}
