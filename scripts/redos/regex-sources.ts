import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

export interface RegexSite {
  readonly file: string;
  readonly line: number;
  readonly source: string;
  readonly flags: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Every regular-expression literal in the TypeScript sources under `root` (tests excluded), with its place. */
export function regexLiterals(root: string, base = root): RegexSite[] {
  const sites: RegexSite[] = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, "utf8");
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = (node as ts.RegularExpressionLiteral).text;
        const end = literal.lastIndexOf("/");
        sites.push({
          file: relative(base, file),
          line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
          source: literal.slice(1, end),
          flags: literal.slice(end + 1),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return sites;
}
