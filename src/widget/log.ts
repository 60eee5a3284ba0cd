/** Messages for integrators, always prefixed [wpwl]: what was expected, what was received, what to do. */
export const log = {
  warn(message: string): void {
    console.warn(`[wpwl] ${message}`);
  },
  error(message: string): void {
    console.error(`[wpwl] ${message}`);
  },
};

/** Runs a merchant callback without letting its exception break the widget. */
export function callMerchant<T>(name: string, fn: () => T): T | undefined {
  try {
    return fn();
  } catch (err) {
    log.error(`wpwlOptions.${name} threw: ${err instanceof Error ? err.message : String(err)}. The widget continues.`);
    return undefined;
  }
}
