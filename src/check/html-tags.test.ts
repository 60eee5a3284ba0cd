import { describe, expect, it } from "vitest";
import { replaceSpans, startTags } from "./html-tags.ts";

describe("start tags, read without regular expressions", () => {
  it.each<[string, string, Record<string, string>[]]>([
    ['<script src="a.js" integrity="sha384-x" crossorigin></script>', "script", [{ src: "a.js", integrity: "sha384-x", crossorigin: "" }]],
    ["<SCRIPT SRC='b.js?x=1&amp;y=2'>", "script", [{ src: "b.js?x=1&amp;y=2" }]],
    ['<scripts src="no"><script>inline</script>', "script", [{}]],
    [
      '<meta http-equiv="Content-Security-Policy" content="script-src \'self\' https://a > b">',
      "meta",
      [{ "http-equiv": "Content-Security-Policy", content: "script-src 'self' https://a > b" }],
    ],
    ["<meta charset=utf-8/>", "meta", [{ charset: "utf-8/" }]],
  ])("%s", (html, name, expected) => {
    expect(startTags(html, name).map((t) => Object.fromEntries([...t.attrs].map(([k, v]) => [k, v.value])))).toEqual(expected);
  });

  it("replaces attribute values in place", () => {
    const html = '<script src="https://old/v1/paymentWidgets.js?checkoutId=1" integrity="sha384-old"></script>';
    const [tag] = startTags(html, "script");
    const src = tag?.attrs.get("src");
    const sri = tag?.attrs.get("integrity");
    if (!src || !sri) throw new Error("no attributes");
    expect(
      replaceSpans(html, [
        { ...sri, text: "sha384-new" },
        { ...src, text: "http://sandbox/x.js" },
      ]),
    ).toBe('<script src="http://sandbox/x.js" integrity="sha384-new"></script>');
  });

  it("reads a page of ten thousand unclosed tags in one pass", () => {
    const html = '<script src="'.repeat(10_000);
    expect(startTags(html, "script").length).toBeGreaterThan(0);
  });
});
