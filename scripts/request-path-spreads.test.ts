import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The files every payment runs build no object by "a spread, then more fields": on Node 20 a literal
 * that starts with a spread and then has fields (`{ ...nested, id }`, `{ ...(c ? { x } : {}), y }`) —
 * or a field assigned to such a literal's object — costs about 1 µs per field added after the spread,
 * 30–40 times an ordinary object's (docs/size-and-speed.md). Written so, a payment's answer alone took
 * 26 µs to build instead of 10. A literal that starts with a field (`{ id, ...a, x }`), or whose spreads
 * only merge (`{ ...a, ...b }`), is not the slow case. Use own-fields.ts, or assign the fields in order.
 */
const root = resolve(import.meta.dirname, "..", "src", "gateway");
const REQUEST_PATH = [
  "http/envelope.ts",
  "payments/payment-response.ts",
  "payments/initial-payment.ts",
  "payments/settle-payment.ts",
  "payments/registrations.ts",
  "payments/standing-instruction.ts",
  "payments/widget-payment-kinds.ts",
  "simulator/account-ref.ts",
  "simulator/three-d-secure.ts",
  "store/payment-repository.ts",
  "events/outbox.ts",
  "http/form-body.ts",
  "params/spec-lookup.ts",
  // Their siblings on other requests: 3-D Secure challenges, bank pages, wallets, webhook attempts, risk checks.
  "payments/three-d-secure-payment.ts",
  "payments/async-payment.ts",
  "simulator/wallet-token.ts",
  "events/delivery-worker.ts",
  "risk/risk-api.ts",
  // Payment types overridden per brand, SEPA mandates, summary-page payments, payments over a registration.
  "payments/override-payment-type.ts",
  "payments/sepa-mandate.ts",
  "payments/summary-page.ts",
  "payments/registrations-api.ts",
];

/** Object literals of a source that start with a spread and have a field after it, as "line: text". */
function fieldsAfterSpread(source: string): string[] {
  const file = ts.createSourceFile("x.ts", source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const [first, ...rest] = node.properties;
      if (first && ts.isSpreadAssignment(first) && rest.some((p) => !ts.isSpreadAssignment(p))) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${line + 1}: ${node.getText().replace(/\s+/g, " ").slice(0, 80)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("the payment's request path builds no object by a spread, then more fields", () => {
  it.each([
    ["{ ...a, id }", 1],
    ["{ id, ...a }", 0],
    ["{ id, ...a, x }", 0],
    ["{ ...a, ...b }", 0],
    ["{ ...(c ? { x } : {}), y: 1 }", 1],
    ["f({ a: 1, nested: { ...b, c: 2 } })", 1],
  ])("the check finds %s: %i", (code, count) => {
    expect(fieldsAfterSpread(`const o = ${code};`)).toHaveLength(count);
  });

  it.each(REQUEST_PATH)("%s", (path) => {
    expect(fieldsAfterSpread(readFileSync(join(root, path), "utf8"))).toEqual([]);
  });
});
