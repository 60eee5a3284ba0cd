/**
 * The `ref` of a widget form: its submit handler, reached the ways merchant pages submit forms.
 * jQuery's `.submit()` / `.trigger("submit")` calls the form's `onsubmit` property (not listeners)
 * and then the form's own `submit()`, which sends no event; a page may call `form.submit()` itself.
 * Either would send the form to the page's own URL. So the handler is the `onsubmit` property, and
 * `submit()` asks for a submit event instead (one payment, whichever way it came).
 */
export function ownSubmit(handler: () => void): (form: HTMLFormElement | null) => void {
  return (form) => {
    if (!form) return;
    form.onsubmit = (e) => {
      e.preventDefault();
      handler();
    };
    form.submit = () => (typeof form.requestSubmit === "function" ? form.requestSubmit() : handler());
  };
}
