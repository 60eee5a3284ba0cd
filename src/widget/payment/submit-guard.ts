import { beforeSubmit } from "../callbacks/before-submit.ts";
import type { CallbackName, WidgetOptions } from "../options.ts";

/**
 * One attempt at a time, for every form's pay button: a submit starts only while no attempt runs and
 * the merchant's onBeforeSubmit* is not being asked (a pay click from inside that callback is ignored,
 * not a second payment); the callback may cancel (return false: callbacks/before-submit.ts), and a later
 * click asks again.
 */
export function createSubmitGuard(busy: () => boolean) {
  let asking = false;
  return {
    /** Whether a submit may start now. */
    idle: (): boolean => !asking && !busy(),
    /** Asks `name` (`this`: the widget's form); true to go on with the payment. */
    ask(options: WidgetOptions, name: CallbackName, container: HTMLElement): boolean {
      asking = true;
      let proceed: boolean;
      try {
        proceed = beforeSubmit(options, name, container);
      } finally {
        asking = false;
      }
      return proceed && !busy();
    },
  };
}
