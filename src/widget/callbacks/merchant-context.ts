/**
 * The `this` of a merchant callback: the element itself (the iframe of a hosted field, the input,
 * the brand select, the widget's form), given the non-enumerable extras the established widget's
 * integrations use: `form` and `$form` (the widget's form), and on frames `iframe` and `$iframe`.
 * `$form`/`$iframe` are `jQuery(element)` when the page has jQuery (read at call time: it may load
 * after the widget); without it, `[element]`, so the common `this.$iframe[0]` still works. The widget
 * never defines `$` or `jQuery` itself.
 */
export function merchantThis<E extends HTMLElement>(el: E, form: HTMLFormElement | null): E {
  if (!("form" in el)) define(el, "form", form);
  define(el, "$form", form && wrap(form));
  if (el instanceof HTMLIFrameElement) {
    define(el, "iframe", el);
    define(el, "$iframe", wrap(el));
  }
  return el;
}

function define(el: HTMLElement, key: string, value: unknown): void {
  Object.defineProperty(el, key, { value, configurable: true, enumerable: false, writable: true });
}

/** `jQuery(el)` when the page has jQuery, else `[el]`; never throws. */
export function wrap(el: HTMLElement): unknown {
  const jq: unknown = (window as { jQuery?: unknown }).jQuery;
  if (typeof jq === "function") {
    try {
      return (jq as (e: HTMLElement) => unknown)(el);
    } catch {
      // a broken jQuery stand-in: fall through to the plain wrapper
    }
  }
  return [el];
}
