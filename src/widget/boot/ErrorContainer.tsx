import { render } from "preact";
import type { ResolvedLocale } from "../../shared/locales.ts";

/** Shown instead of a form when the checkout cannot be paid (expired, already paid, not loadable). */
export function mountErrorContainer(merchantForm: HTMLFormElement, message: string, locale: ResolvedLocale) {
  const container = document.createElement("div");
  container.className = "wpwl-container wpwl-container-card";
  container.lang = locale.tag;
  container.dir = locale.dir;
  merchantForm.before(container);
  render(
    <div class="wpwl-message wpwl-has-error" role="alert">
      {message}
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
