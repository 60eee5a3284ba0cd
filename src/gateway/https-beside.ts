import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { SERVER_TLS_OPTIONS, type TlsMaterial } from "./tls.ts";

/**
 * HTTPS beside plain HTTP (GATEWAY_HTTPS_PORT, drop-in round 3, item 14): a second server, with the gateway's
 * TLS options and certificate, hands its requests to the same Fastify routes. One gateway, one store and one
 * clock answer both; an answer built over HTTPS names https addresses (Fastify reads the protocol from the
 * socket). So a merchant whose Java client requires TLS moves it alone.
 */
export async function listenHttpsBeside(
  app: FastifyInstance,
  tls: TlsMaterial,
  port: number,
  host: string,
): Promise<{ readonly origin: string; close(): Promise<void> }> {
  const server = createServer({ ...SERVER_TLS_OPTIONS, cert: tls.cert, key: tls.key }, (req, res) => app.routing(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `https://${host.includes(":") ? `[${host}]` : host}:${bound}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
