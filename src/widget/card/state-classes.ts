/**
 * A ref that sets or removes state classes (wpwl-has-error, wpwl-focus, wpwl-selected …) with
 * classList, so the `class` Preact renders stays the same and classes a merchant adds in onReady
 * (Bootstrap's form-control, btn btn-primary) survive every re-render. A fresh ref per render:
 * Preact calls it each time, with the element.
 */
export function stateClasses(
  classes: Readonly<Record<string, boolean>>,
  also?: (el: HTMLElement | null) => void,
): (el: HTMLElement | null) => void {
  return (el) => {
    also?.(el);
    if (el) for (const [name, on] of Object.entries(classes)) el.classList.toggle(name, on);
  };
}
