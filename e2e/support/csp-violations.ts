import type { Page } from "@playwright/test";

/**
 * Collects every Content Security Policy violation in the page and all its frames (the gateway's
 * hosted fields and bank pages included: init scripts run in every frame), as "document-origin directive blocked-URI".
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__violation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      void (window as unknown as { __violation: (v: string) => Promise<void> }).__violation(
        `${location.origin} ${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return violations;
}
