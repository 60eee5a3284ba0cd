import { describe, expect, it } from "vitest";
import { cssName, isSafeStyleValue, safeStyles } from "./iframe-styles.ts";

describe("iframeStyles: what a frame applies to its placeholder", () => {
  it.each([
    ["fontSize", "font-size"],
    ["font-size", "font-size"],
    ["letterSpacing", "letter-spacing"],
    ["COLOR", "color"],
  ])("names %s as %s", (key, name) => {
    expect(cssName(key)).toBe(name);
  });

  it.each([
    ["#ff0000", true],
    ["rgb(10, 20, 30)", true],
    ["rgba(0 0 0 / 50%)", true],
    ["hsl(120, 50%, 40%)", true],
    ["15px", true],
    ['"Courier New", monospace', true],
    ["bold", true],
    ["url(https://evil.example/x.png)", false],
    ["URL(x)", false],
    ["image-set(x 1x)", false],
    ["var(--x)", false],
    ["attr(title)", false],
    ["expression(alert(1))", false],
    ["red; background: url(x)", false],
    ["red}body{color:red", false],
    ["\\75rl(x)", false],
    ["red !important", false],
    ["<script>", false],
    ["x".repeat(81), false],
  ])("value %j is safe: %s", (value, safe) => {
    expect(isSafeStyleValue(value)).toBe(safe);
  });

  it("keeps whitelisted properties with safe values, tolerates camelCase, drops the rest", () => {
    expect(
      safeStyles({
        color: "#333",
        fontSize: 15,
        "font-family": "Georgia, serif",
        background: "url(https://evil.example)",
        behavior: "x",
        "font-weight": "url(x)",
        opacity: null,
      }),
    ).toEqual({
      styles: { color: "#333", "font-size": "15", "font-family": "Georgia, serif" },
      dropped: ["background", "behavior", "font-weight", "opacity"],
    });
  });

  it.each([[null], ["color: red"], [["color"]], [42]])("ignores %j", (raw) => {
    expect(safeStyles(raw)).toEqual({ styles: {}, dropped: [] });
  });
});
