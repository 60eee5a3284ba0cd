import { render } from "preact";
import type { ResolvedLocale } from "../../shared/locales.ts";

/**
 * Shown instead of a form when the checkout cannot be paid (expired, already paid, not loadable);
 * with `registered` (the checkout id, URL-safe), a completed registration: the message links to its
 * result, `{form action}?id={checkoutId}&resourcePath=/v1/checkouts/{checkoutId}/registration`.
 */
export function mountErrorContainer(merchantForm: HTMLFormElement, message: string, locale: ResolvedLocale, registered?: string | false) {
  const action = merchantForm.action;
  const container = document.createElement("div");
  container.className = "wpwl-container wpwl-container-card";
  container.lang = locale.tag;
  container.dir = locale.dir;
  merchantForm.before(container);
  render(
    <div class="wpwl-message wpwl-has-error" role="alert">
      {registered ? (
        <a href={`${action}${action.includes("?") ? "&" : "?"}id=${registered}&resourcePath=/v1/checkouts/${registered}/registration`}>
          {message}
        </a>
      ) : (
        message
      )}
    </div>,
    container,
  );
  return {
    container,
    submit() {},
    destroy() {
      render(null, container);
      container.remove();
    },
  };
}
