import type { Locator, Page } from "@playwright/test";

/** The demo shop's summary page (wpwlOptions.useSummaryPage): the order, the masked card, "Confirm and pay". */
export class SummaryPage {
  readonly title: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole("heading", { name: "Order summary" });
    this.confirm = page.getByRole("button", { name: "Confirm and pay" });
  }

  /** A row of the summary table, by its exact heading. */
  row(name: string): Locator {
    return this.page.locator("tr", { has: this.page.getByRole("rowheader", { name, exact: true }) }).locator("td");
  }
}
