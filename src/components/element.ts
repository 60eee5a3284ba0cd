import type { WpwlOptions } from "../../types/wpwl-options.d.ts";
import { eventName } from "./callback-names.ts";
import { type MountedWidget, mountWidget } from "./widget-host.ts";

export type { WpwlOptions };

/** The attributes that say which widget to load: a change loads it again (a new checkout id, other brands). */
const ATTRIBUTES = ["gateway", "checkout-id", "brands", "action", "integrity"] as const;

/**
 * `<payment-widget gateway="https://…" checkout-id="…" brands="VISA MASTER" action="/result" integrity="sha384-…">`:
 * the widget in the light DOM — its form and `wpwl-*` markup are children of the element, so the page's CSS and
 * scripts reach them as they reach the plain integration's. `options` (a property) is wpwlOptions; each callback
 * the widget calls is also a DOM event on the element, `wpwl:<name>` (`wpwl:ready`, `wpwl:error`,
 * `wpwl:before-submit-card`, …) with `detail.args`; `preventDefault()` on a cancelable one stops the payment as
 * `return false` does. Removed from the page, it unloads everything it loaded.
 */
/** On a server (Node, a framework's server render) there is no HTMLElement: importing this module must still work. */
const ElementBase: typeof HTMLElement = typeof HTMLElement === "undefined" ? (class {} as typeof HTMLElement) : HTMLElement;

export class PaymentWidgetElement extends ElementBase {
  static readonly observedAttributes = ATTRIBUTES;

  #options: WpwlOptions | undefined;
  #mounted: MountedWidget | undefined;

  constructor() {
    super();
    // `options` set before the element was defined (the page's script ran first) is an own property that
    // would hide the accessor: taken over.
    if (Object.hasOwn(this, "options")) {
      const early = (this as { options?: WpwlOptions }).options;
      delete (this as { options?: WpwlOptions }).options;
      this.#options = early;
    }
  }

  /** wpwlOptions: read when the widget starts; its callbacks whenever the widget calls them. */
  get options(): WpwlOptions | undefined {
    return this.#options;
  }

  set options(value: WpwlOptions | undefined) {
    this.#options = value;
  }

  connectedCallback(): void {
    this.#mount();
  }

  disconnectedCallback(): void {
    this.#mounted?.destroy();
    this.#mounted = undefined;
  }

  attributeChangedCallback(_name: string, before: string | null, after: string | null): void {
    if (before !== after && this.isConnected && this.#mounted) this.#mount();
  }

  #mount(): void {
    this.#mounted?.destroy();
    const attr = (name: (typeof ATTRIBUTES)[number]) => this.getAttribute(name) ?? "";
    this.#mounted = mountWidget(this, {
      gateway: attr("gateway"),
      checkoutId: attr("checkout-id"),
      brands: attr("brands"),
      action: attr("action") || location.href,
      integrity: attr("integrity") || undefined,
      options: () => this.options,
      told: (name, _self, args) => {
        const event = new CustomEvent(`wpwl:${eventName(name)}`, {
          detail: { args },
          bubbles: true,
          cancelable: name.startsWith("onBefore"),
        });
        return this.dispatchEvent(event) ? undefined : false;
      },
    });
  }
}

/** Defines the element (once) under `name`, by default `payment-widget`. */
export function definePaymentWidget(name = "payment-widget"): typeof PaymentWidgetElement {
  // A server render defines nothing: the browser defines the element when the page's script runs there.
  if (typeof customElements === "undefined") return PaymentWidgetElement;
  const known = customElements.get(name);
  if (known) return known as typeof PaymentWidgetElement;
  // A subclass per name: one constructor cannot be defined twice.
  const element = class extends PaymentWidgetElement {};
  customElements.define(name, element);
  return element;
}
