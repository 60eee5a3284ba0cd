import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A throwaway page on a third origin (127.0.0.1, its own port): the attacker's site in boundary tests. */
export async function thirdOrigin(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
