import type { Page } from "@playwright/test";

/** Records, in the test, every message the merchant page receives: window messages and MessagePort messages. */
export async function recordMessages(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("__recordMessage", (m: string) => seen.push(m));
  await page.addInitScript(() => {
    const record = (data: unknown) => {
      let text: string;
      try {
        text = JSON.stringify(data);
      } catch {
        text = String(data);
      }
      void (window as unknown as { __recordMessage: (m: string) => Promise<void> }).__recordMessage(text);
    };
    window.addEventListener("message", (e) => record(e.data), true);
    const desc = Object.getOwnPropertyDescriptor(MessagePort.prototype, "onmessage");
    Object.defineProperty(MessagePort.prototype, "onmessage", {
      configurable: true,
      get() {
        return desc?.get?.call(this);
      },
      set(fn: ((e: MessageEvent) => void) | null) {
        desc?.set?.call(
          this,
          fn &&
            function (this: MessagePort, e: MessageEvent) {
              record(e.data);
              fn.call(this, e);
            },
        );
      },
    });
  });
  return seen;
}
