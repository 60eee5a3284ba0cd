// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { copiedStyle } from "./field-config.ts";

const element = (style: string) => {
  const iframe = document.createElement("iframe");
  iframe.setAttribute("style", `--wpwl-styled: 1; ${style}`);
  document.body.append(iframe);
  return iframe;
};

describe("the text style a hosted field takes from its iframe element", () => {
  it("copies the colour and the font the page gave the element", () => {
    const style = copiedStyle(element("color: rgb(13, 31, 60); font-size: 18px; font-weight: 600; font-family: Georgia, serif"));
    expect(style).toMatchObject({ color: "rgb(13, 31, 60)", "font-size": "18px", "font-weight": "600", "font-family": "Georgia, serif" });
  });

  it("keeps of a long font stack the families that fit the frame's 80 characters", () => {
    const families = [
      "Inter",
      '"Helvetica Neue"',
      "Helvetica",
      "Arial",
      '"Noto Sans"',
      '"Liberation Sans"',
      '"Segoe UI"',
      "Roboto",
      "sans-serif",
    ];
    const style = copiedStyle(element(`font-family: ${families.join(", ")}`));
    expect(style["font-family"]?.length).toBeLessThanOrEqual(80);
    expect(style["font-family"]?.startsWith("Inter, ")).toBe(true);
  });

  it("leaves out what the frame would refuse (a value with characters outside its list), and copies nothing without an element", () => {
    expect(copiedStyle(element('font-family: "Font@Home", serif'))["font-family"]).toBeUndefined();
    expect(copiedStyle(null)).toEqual({});
  });

  it("copies nothing before the widget's stylesheet applies (the element's style is not yet the form's)", () => {
    const iframe = document.createElement("iframe");
    iframe.setAttribute("style", "color: rgb(255, 255, 255)");
    document.body.append(iframe);
    expect(copiedStyle(iframe)).toEqual({});
  });
});
