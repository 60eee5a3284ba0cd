import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryChoices } from "./countries.ts";

describe("the billing country choice", () => {
  it("lists the 249 ISO 3166-1 countries and XK once each, no reserved or withdrawn code", () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    expect(COUNTRY_CODES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    for (const gone of ["UK", "EU", "YU", "AN", "CS", "SU", "ZZ", "XA"]) expect(COUNTRY_CODES).not.toContain(gone);
    for (const kept of ["DE", "RS", "SA", "AE", "GB", "SS", "XK"]) expect(COUNTRY_CODES).toContain(kept);
  });

  it.each([
    ["en", "DE", "Germany"],
    ["de", "DE", "Deutschland"],
    ["sr", "RS", "Србија"],
    ["ar", "SA", "المملكة العربية السعودية"],
  ])("names countries in the widget's language (%s): %s is %s", (tag, code, name) => {
    expect(new Map(countryChoices(tag)).get(code)).toBe(name);
  });

  it("sorts by name in that language", () => {
    const names = countryChoices("de").map(([, n]) => n);
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
    expect(names.indexOf("Österreich")).toBeLessThan(names.indexOf("Polen"));
  });
});
