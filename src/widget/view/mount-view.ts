import { effect } from "@preact/signals-core";
import { type ComponentChild, render } from "preact";

/**
 * Renders `view()` into `container`, and again whenever a signal it read while rendering changes:
 * the widget's components are plain functions of signals (no hooks, no component state), so one
 * effect per form replaces @preact/signals' per-component integration (and preact/hooks it pulls in)
 * at a fraction of the bytes. Preact diffs each render against the DOM, so focus, text selection and
 * the hosted-field iframes stay. Returns the unmount: the effect is disposed before the tree goes.
 */
export function mountView(view: () => ComponentChild, container: Element | DocumentFragment): () => void {
  const dispose = effect(() => {
    render(view(), container);
  });
  return () => {
    dispose();
    render(null, container);
  };
}
