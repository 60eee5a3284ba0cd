import { hexId } from "../http/envelope.ts";

/**
 * The console (console/console-routes.ts) reads and acts through the merchant API with the signed-in token. Its
 * requests carry this header with a value drawn at start, which only this process knows: the request log leaves
 * out the console's reads (they are the console drawing its pages, not the merchant's integration) and marks its
 * actions (a refund, a capture, a move of the clock pressed in the console) as the console's.
 */
export const CONSOLE_HEADER = "x-sandbox-console";
export const CONSOLE_MARK = hexId();

/** Whether a request came from this process's console. */
export const fromConsole = (headers: Readonly<Record<string, string | string[] | undefined>>): boolean =>
  headers[CONSOLE_HEADER] === CONSOLE_MARK;
