import type { FastifyInstance } from "fastify";
import type { GatewayContext } from "../context.ts";
import { BUILD_NUMBER } from "../http/envelope.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { openApiDocument } from "./openapi-document.ts";
import type { RouteDoc } from "./route-docs.ts";

/**
 * `GET /v1/openapi.json`: the OpenAPI 3.1 document of the gateway, made once (per address the gateway is reached
 * at: its `servers` entry) from the route list and the parameter tables.
 */
export function openApiRoutes(app: FastifyInstance, ctx: GatewayContext, roomDocs: () => readonly RouteDoc[]) {
  const bodies = new Map<string, string>();
  app.get("/v1/openapi.json", (req, reply) => {
    const server = publicOrigin(req, ctx);
    let body = bodies.get(server);
    if (body === undefined) {
      body = JSON.stringify(openApiDocument(BUILD_NUMBER, server, roomDocs()));
      // A handful of addresses at most (localhost, 127.0.0.1, the public URL): bounded all the same.
      if (bodies.size < 16) bodies.set(server, body);
    }
    return reply.type("application/json; charset=utf-8").header("cache-control", "public, max-age=300").send(body);
  });
}
