import { z } from "zod";
import { RESULT_CODES } from "../../shared/result-codes.ts";
import { REQUEST_FAULTS } from "../faults/request-faults.ts";
import { CONDITIONAL_RULES } from "../params/conditional-rules.ts";
import { formatSchema } from "../params/format-codes.ts";
import type { Operation } from "../params/operations.ts";
import { SPEC_GROUPS } from "../params/spec-groups.ts";
import type { SpecRow } from "../params/spec-table.ts";
import { KEY_FORMATS } from "../params/spec-table.ts";
import { WIDGET_PAYMENT_ROWS } from "../params/widget-payment-rules.ts";
import { type Params, ROUTE_DOCS, type RouteDoc } from "./route-docs.ts";

type Schema = Record<string, unknown>;

const cache = new Map<string, Schema>();

/** A format code as JSON Schema, made from the very zod schema the gateway validates with (checks zod cannot express stay in the description). */
export function formatJsonSchema(code: string): Schema {
  const hit = cache.get(code);
  if (hit) return hit;
  const { $schema: _, ...schema } = z.toJSONSchema(formatSchema(code), { unrepresentable: "any", target: "draft-2020-12" }) as Schema;
  const out = { ...schema, description: `format ${code}` };
  cache.set(code, out);
  return out;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A table name with placeholders as a regular expression over concrete names: cart.items[n].name, customParameters[key]. */
function namePattern(name: string): string {
  const parts = name.split(/\[(n|key|name|brand)\]/);
  return `^${parts.map((p, i) => (i % 2 === 0 ? escapeRegex(p) : p === "n" ? "\\[\\d{1,3}\\]" : `\\[${keyPattern(p)}\\]`)).join("")}$`;
}

function keyPattern(slot: string): string {
  const code = KEY_FORMATS[slot] ?? "AN64";
  return code === "KEY64" ? "[A-Za-z0-9._]{3,64}" : code.startsWith("AN32[") ? "[A-Za-z0-9_]{1,32}" : "[^\\]]{1,64}";
}

const requirement = { R: "required", C: "conditional", O: "optional" } as const;

/** A form body's schema from rows: named properties, placeholder names as patternProperties, nothing else. */
function rowsSchema(rows: readonly SpecRow[], required: readonly string[] = [], refused: Operation["refused"] = []): Schema {
  const properties: Record<string, Schema> = {};
  const patternProperties: Record<string, Schema> = {};
  for (const [name, code, req] of rows) {
    if (refused?.some((r) => r.names.test(name.replace(/\[(n|key|name|brand)\]/g, "[0]")))) continue;
    const schema = { ...formatJsonSchema(code), description: `format ${code}, ${requirement[req]}` };
    if (/\[(n|key|name|brand)\]/.test(name)) patternProperties[namePattern(name)] = schema;
    else properties[name] = schema;
  }
  const needed = required.filter((n) => n in properties);
  return {
    type: "object",
    properties,
    ...(Object.keys(patternProperties).length ? { patternProperties } : {}),
    ...(needed.length ? { required: needed } : {}),
    additionalProperties: false,
  };
}

const ALL_ROWS: readonly SpecRow[] = SPEC_GROUPS.flatMap((g) => g.rows);

function conditionalRules(): string {
  return CONDITIONAL_RULES.map((r) =>
    r.kind === "requiredWith"
      ? `${r.require.join(" and ")} ${r.because}`
      : r.kind === "together"
        ? `${r.names.join(" and ")} together or not at all`
        : r.kind === "oneOf"
          ? `with ${r.prefix}*: one of ${r.names.join(", ")}`
          : r.kind === "notDigitsOnly"
            ? `${r.names.join(" + ")} not digits only`
            : `${r.name} needs ${r.needs}`,
  ).join("; ");
}

function bodySchema(p: Params): Schema {
  if ("operation" in p) {
    const o = p.operation;
    const types = o.paymentTypes ? ` paymentType on this endpoint: ${o.paymentTypes.join(", ")}.` : "";
    return {
      ...rowsSchema(ALL_ROWS, o.required, o.refused),
      description: `Spec section 2 parameters.${types} Conditional rules: ${conditionalRules()}.`,
    };
  }
  if ("rows" in p) {
    const schema = rowsSchema(
      p.rows,
      p.rows.filter(([, , r]) => r === "R").map(([n]) => n),
    );
    return p.more ? { ...schema, additionalProperties: { type: "string" }, description: p.more } : schema;
  }
  // The widget's payment: any kind's rows, and the merchant's own inputs (customer, billing, shipping, SHOPPER_ custom parameters).
  const rows = new Map<string, SpecRow>();
  for (const r of [
    ...Object.values(WIDGET_PAYMENT_ROWS).flat(),
    ...ALL_ROWS.filter(([n]) => /^(customer|billing|shipping|standingInstruction)\.|^createRegistration$/.test(n)),
  ]) {
    if (!rows.has(r[0])) rows.set(r[0], r);
  }
  return {
    ...rowsSchema([...rows.values(), ["customParameters[key]", "AN2048", "O"]]),
    description:
      "Sent by the widget itself (card data only from the gateway's hosted fields); which rows apply depends on paymentBrand's kind of form.",
  };
}

const envelope: Schema = {
  type: "object",
  properties: {
    result: {
      type: "object",
      properties: {
        code: { type: "string", pattern: "^\\d{3}\\.\\d{3}\\.\\d{3}$" },
        description: { type: "string" },
        parameterErrors: { type: "array", items: { $ref: "#/components/schemas/ParameterError" } },
        parameterWarnings: { type: "array", items: { $ref: "#/components/schemas/ParameterError" } },
      },
      required: ["code", "description"],
    },
    buildNumber: { type: "string" },
    timestamp: { type: "string" },
    ndc: { type: "string" },
  },
  required: ["result"],
};

function operation(doc: RouteDoc): Schema {
  const pathParams = [...doc.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const query = (doc.query ?? []).map(([name, code, req]) => ({
    name,
    in: "query",
    required: req === "R",
    schema: formatJsonSchema(code),
  }));
  // Every merchant route can rehearse a fault (faults/request-faults.ts); payment operations take an Idempotency-Key.
  const headers =
    doc.caller === "bearer"
      ? [
          {
            name: "X-Sandbox-Fault",
            in: "header",
            required: false,
            description: `Sandbox only, this request only: ${REQUEST_FAULTS.map((f) => `${f.name === "latency" ? "latency=<ms>" : f.name} (${f.does})`).join("; ")}`,
            schema: {
              type: "string",
              pattern: `^(${REQUEST_FAULTS.filter((f) => f.name !== "latency")
                .map((f) => f.name)
                .join("|")}|latency=\\d{1,5})$`,
            },
          },
          ...(doc.method === "POST" && /^\/v1\/payments(\/\{id\})?$/.test(doc.path)
            ? [
                {
                  name: "Idempotency-Key",
                  in: "header",
                  required: false,
                  description:
                    "A retry with the same key gets the first answer again (idempotent-replayed: true): one request, one payment",
                  schema: { type: "string", pattern: "^[A-Za-z0-9-]{8,64}$" },
                },
              ]
            : []),
        ]
      : [];
  const body = doc.body
    ? { requestBody: { required: true, content: { "application/x-www-form-urlencoded": { schema: bodySchema(doc.body) } } } }
    : {};
  const ok = doc.produces
    ? { content: { [doc.produces]: { schema: { type: "string" } } } }
    : { content: { "application/json": { schema: { $ref: "#/components/schemas/Answer" } } } };
  return {
    tags: [doc.tag],
    summary: doc.summary,
    operationId: `${doc.method.toLowerCase()}${doc.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    ...(doc.caller === "bearer" ? { security: [{ bearer: [] }] } : { security: [] }),
    ...(pathParams.length || query.length || headers.length ? { parameters: [...pathParams, ...query, ...headers] } : {}),
    ...body,
    responses: {
      "200": { description: "OK", ...ok },
      ...(doc.caller === "bearer"
        ? {
            "400": {
              description: "Invalid parameters: result.parameterErrors names each",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Answer" } } },
            },
            "401": { description: "Missing or malformed Authorization header" },
            "403": { description: "Unknown token, or an entityId the token may not use" },
            "404": { description: "No such resource for your entity" },
            "429": { description: "Throttled (800.120.100)" },
            "500": { description: "With X-Sandbox-Fault: error-after-commit: the work was done, the answer is lost" },
            "503": { description: "With X-Sandbox-Fault: error-before-commit: nothing was done" },
          }
        : {}),
    },
  };
}

/** The OpenAPI 3.1 document of the gateway: every route of ROUTE_DOCS and of the rooms' own rows, parameters from the tables the gateway validates with. */
export function openApiDocument(version: string, server?: string, roomDocs: readonly RouteDoc[] = []): Schema {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const doc of [...ROUTE_DOCS, ...roomDocs]) {
    const item = paths[doc.path] ?? {};
    item[doc.method.toLowerCase()] = operation(doc);
    paths[doc.path] = item;
  }
  return {
    openapi: "3.1.0",
    // The gateway as the client reached it: generated clients and "Try it out" call it without a base URL of their own.
    ...(server ? { servers: [{ url: server, description: "this sandbox gateway" }] } : {}),
    info: {
      title: "paymentWidgets sandbox gateway",
      version,
      description: `The merchant API of the specification (checkouts, payments, registrations, fraud checks, query, reports, scheduling), the sandbox controls and the widget's own routes. Result codes: GET /v1/resultcodes (${Object.keys(RESULT_CODES).length} codes).`,
    },
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "SANDBOX_TOKEN, or a token of GATEWAY_ACCOUNTS" } },
      schemas: {
        ParameterError: {
          type: "object",
          properties: { name: { type: "string" }, value: { type: "string" }, message: { type: "string" } },
          required: ["name", "value", "message"],
        },
        Answer: envelope,
      },
    },
    paths,
  };
}
