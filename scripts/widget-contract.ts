import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CARD_BRANDS } from "../src/shared/brands.ts";
import { METHOD_BRANDS } from "../src/shared/payment-methods.ts";
import { OPTION_TABLE } from "../src/widget/options.ts";

/** The DOM contract's tokens in a built file: whole class names, and prefixes the code completes (`wpwl-group-` + name). */
function classTokens(text: string, into: { classes: Set<string>; prefixes: Set<string> }) {
  for (const [token] of text.matchAll(/wpwl-[A-Za-z0-9_-]*/g)) {
    // "wpwl-" alone is the start of generated ids (wpwl-1a2b3c4d-…), not of a class.
    if (token === "wpwl-") continue;
    if (token.endsWith("-")) into.prefixes.add(token);
    else into.classes.add(token);
  }
}

/**
 * dist/contract.json: what this build of the widget understands, taken from its own code and tables — the option
 * readers (src/widget/options.ts), the brand tables, the `wpwl-*` classes and the field names its built scripts and
 * stylesheets hold,
 * the `wpwl` API (types/wpwl-options.d.ts). The migration check (src/check/) compares a page against it.
 */
export function writeWidgetContract(root: string, dist: string): void {
  const found = { classes: new Set<string>(), prefixes: new Set<string>() };
  const files = [
    "paymentWidgets.js",
    ...readdirSync(join(dist, "modules")).map((f) => `modules/${f}`),
    ...readdirSync(join(dist, "css")).map((f) => `css/${f}`),
  ];
  const names = new Set<string>(["paymentBrand", "registrationId", "createRegistration"]);
  for (const file of files) {
    const text = readFileSync(join(dist, file), "utf8");
    classTokens(text, found);
    // The fields' and frames' names the widget renders (iframe[name="card.number"], input[name="card.holder"], …).
    for (const [, name] of text.matchAll(/"((?:card|bankAccount|virtualAccount|customer|billing|shipping)\.[A-Za-z.]+)"/g))
      names.add(name as string);
  }
  const types = readFileSync(join(root, "types/wpwl-options.d.ts"), "utf8");
  const api = /export interface Wpwl \{([\s\S]*?)\n\}/.exec(types)?.[1] ?? "";
  const contract = {
    options: Object.keys(OPTION_TABLE).sort(),
    brands: [...CARD_BRANDS.map((b) => b.id), ...Object.keys(METHOD_BRANDS)].sort(),
    classes: [...found.classes].sort(),
    classPrefixes: [...found.prefixes].sort(),
    names: [...names].sort(),
    api: [...api.matchAll(/^ {2}(?:readonly )?([a-zA-Z]+)[(:?]/gm)].map((m) => m[1]).sort(),
  };
  writeFileSync(join(dist, "contract.json"), `${JSON.stringify(contract, null, 1)}\n`);
}
