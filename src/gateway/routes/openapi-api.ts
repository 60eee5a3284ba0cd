import type { FastifyInstance } from "fastify";
import { BUILD_NUMBER } from "../envelope.ts";
import { openApiDocument } from "../openapi/openapi-document.ts";

/** `GET /v1/openapi.json`: the OpenAPI 3.1 document of the gateway, made once from the route list and the parameter tables. */
export function openApiRoutes(app: FastifyInstance) {
  let body: string | undefined;
  app.get("/v1/openapi.json", (_req, reply) => {
    body ??= JSON.stringify(openApiDocument(BUILD_NUMBER));
    return reply.type("application/json; charset=utf-8").header("cache-control", "public, max-age=300").send(body);
  });
}
