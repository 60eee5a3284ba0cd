import { describe, expect, it } from "vitest";
import { CARD_BRANDS } from "../../src/shared/brands.ts";
import { LOGO_BRANDS, LOGO_ICONS, logoFiles, logoStylesheet, textBadge } from "./logos.ts";

describe("brand logos", () => {
  const files = logoFiles();

  it("has a logo for every card brand", () => {
    expect([...files.keys()].sort()).toEqual(CARD_BRANDS.map((b) => b.id).sort());
  });

  it("maps icons only to brands of the card table", () => {
    for (const brand of Object.keys(LOGO_ICONS)) expect(LOGO_BRANDS).toContain(brand);
  });

  it.each([...logoFiles()])("%s is an SVG image with nothing that runs, loads or needs inline style", (_brand, svg) => {
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 750 471"/);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    // Gradients refer to their own definitions (url(#a)); nothing else is referred to.
    expect(svg).not.toMatch(/<script|<foreignObject|\son[a-z]+=|href=|style=|<style|url\((?!#)/i);
    expect(Buffer.byteLength(svg)).toBeLessThan(12_000);
  });

  it("draws a badge with the brand's name where the icon set has no mark, escaped", () => {
    expect(files.get("MADA")).toContain(">mada</text>");
    expect(textBadge('A<b>&"')).toContain(">A&#60;b&#62;&#38;&#34;</text>");
  });

  it("puts each brand's logo on .wpwl-brand-<BRAND>, from the gateway's logos/ next to the stylesheet", () => {
    const css = logoStylesheet(["VISA", "MADA"]);
    expect(css).toContain(".wpwl-brand-VISA {\n  background-image: url(../logos/VISA.svg);\n}");
    expect(css).toContain(".wpwl-brand-MADA {\n  background-image: url(../logos/MADA.svg);\n}");
    // The name stays the element's text (screen readers), unseen behind the logo.
    expect(css).toMatch(/^\.wpwl-brand-VISA,\n\.wpwl-brand-MADA \{[^}]*color: transparent;/);
  });
});
