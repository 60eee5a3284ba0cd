/** What the shop's server tells a framework page (a JSON script element): the sandbox and a checkout made for it. */
export interface PageConfig {
  readonly gateway: string;
  readonly checkoutId: string;
  readonly integrity: string;
  readonly brands: string;
  /** Mounted on load, or waiting for the Mount button (?start=off). */
  readonly mounted: boolean;
}

export const CONFIG_ELEMENT_ID = "page-config";

/** The page's config, from its JSON script element (no inline script: the CSP allows only the page's module). */
export function readConfig(): PageConfig {
  return JSON.parse(document.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? "{}") as PageConfig;
}

/** A new checkout from the shop's server, as an SPA's next order would get one. */
export async function newCheckout(): Promise<{ id: string; integrity: string }> {
  const res = await fetch("/frameworks/checkout", { method: "POST" });
  return (await res.json()) as { id: string; integrity: string };
}

/** One line in the page's event list (#events), as the other demo pages log the widget's callbacks. */
export function shopLog(text: string): void {
  const li = document.createElement("li");
  li.textContent = text;
  document.getElementById("events")?.append(li);
}
