/** One start tag of a page's HTML: where it is, and its attributes (names lower-cased, values as written). */
export interface StartTag {
  readonly start: number;
  readonly end: number;
  readonly attrs: ReadonlyMap<string, { readonly value: string; readonly start: number; readonly end: number }>;
}

const SPACE = /\s/;
const NAME_END = /[\s=>/]/;

/**
 * Every `<name …>` start tag of `html`, read in one pass with no regular expression (a page is input from
 * anywhere: nothing here backtracks). Quoted attribute values may hold `>`.
 */
export function startTags(html: string, name: string): StartTag[] {
  const out: StartTag[] = [];
  const open = `<${name}`;
  const lower = html.toLowerCase();
  let at = lower.indexOf(open);
  while (at >= 0) {
    const after = html[at + open.length] ?? "";
    if (SPACE.test(after) || after === ">" || after === "/") {
      const attrs = new Map<string, { value: string; start: number; end: number }>();
      let i = at + open.length;
      while (i < html.length && html[i] !== ">") {
        while (i < html.length && (SPACE.test(html[i] ?? "") || html[i] === "/")) i++;
        if (html[i] === ">" || i >= html.length) break;
        const nameStart = i;
        while (i < html.length && !NAME_END.test(html[i] ?? "")) i++;
        const attr = html.slice(nameStart, i).toLowerCase();
        while (SPACE.test(html[i] ?? "")) i++;
        if (html[i] !== "=") {
          if (attr) attrs.set(attr, { value: "", start: i, end: i });
          continue;
        }
        i++;
        while (SPACE.test(html[i] ?? "")) i++;
        const quote = html[i] === '"' || html[i] === "'" ? html[i] : undefined;
        const valueStart = quote ? i + 1 : i;
        let valueEnd: number;
        if (quote) {
          const close = html.indexOf(quote, valueStart);
          valueEnd = close < 0 ? html.length : close;
          i = valueEnd + 1;
        } else {
          while (i < html.length && !SPACE.test(html[i] ?? "") && html[i] !== ">") i++;
          valueEnd = i;
        }
        if (attr && !attrs.has(attr)) attrs.set(attr, { value: html.slice(valueStart, valueEnd), start: valueStart, end: valueEnd });
      }
      out.push({ start: at, end: Math.min(i + 1, html.length), attrs });
    }
    // On from the tag's end: a tag inside another's attribute value is not read twice (one pass, however malformed).
    at = lower.indexOf(open, Math.max(out.at(-1)?.end ?? 0, at + open.length));
  }
  return out;
}

/** `html` with the given spans replaced (spans do not overlap). */
export function replaceSpans(html: string, spans: readonly { start: number; end: number; text: string }[]): string {
  let out = "";
  let from = 0;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    out += html.slice(from, s.start) + s.text;
    from = s.end;
  }
  return out + html.slice(from);
}
