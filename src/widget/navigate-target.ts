/** A window name: `_top`, `_self`, `_parent`, or the name of an iframe or window (no `_blank`: no pop-ups). */
export const TARGET_NAME = /^(_top|_self|_parent|[A-Za-z][\w-]{0,63})$/;

/**
 * Navigates the browsing context `target` names to `url`, as a link with that target would: the top
 * window, the parent, or a named iframe (paymentTarget, shopperResultTarget). No target or `_self`:
 * `here`, the widget's own navigation.
 */
export function navigateTarget(url: string, target: string | undefined, here: (url: string) => void): void {
  if (!target || target === "_self") {
    here(url);
    return;
  }
  const a = document.createElement("a");
  a.href = url;
  a.target = target;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
}
