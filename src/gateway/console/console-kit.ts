import type { FastifyReply, FastifyRequest } from "fastify";
import type { GatewayContext } from "../context.ts";
import type { ConsoleData } from "./console-data.ts";

/** What each of the console's pages is built with (console-routes.ts makes it): its session, the API, its HTML answer. */
export interface ConsoleKit {
  readonly ctx: GatewayContext;
  readonly data: ConsoleData;
  /** The session's token and cookie, or the bearer token of the request (curl); undefined when signed out. */
  readonly session: (
    req: FastifyRequest,
  ) => { readonly token: string; readonly cookie: string; readonly id: string | undefined } | undefined;
  /** A call of the gateway's API with the session's token (the console is a client of the API, marked as the console). */
  readonly api: (
    token: string,
    method: "GET" | "POST" | "DELETE",
    url: string,
    payload?: Record<string, string>,
  ) => Promise<{ status: number; body: Record<string, unknown> }>;
  /** An HTML answer under the console's headers (no script, never framed, not cached). */
  readonly html: (reply: FastifyReply, status: number, body: string) => FastifyReply;
}
