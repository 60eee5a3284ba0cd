import type { Locator } from "@playwright/test";

/**
 * WebDriver's Element Clear (Selenium's `clear()`, as chromedriver runs it) on an input, in the page or in a
 * hosted field's frame: the input focused, its value emptied, a `change` event and a blur — no `input` event.
 */
export async function webdriverClear(input: Locator): Promise<void> {
  await input.evaluate((el: HTMLInputElement) => {
    el.focus();
    el.value = "";
    el.dispatchEvent(new Event("change", { bubbles: true }));
    el.blur();
  });
}
