import Fastify from "fastify";
import { registerFormParser } from "../../src/gateway/http/form-body.ts";

/**
 * The floor of `npm run bench`: a bare Fastify route that parses the same form body with the
 * gateway's own parser and answers a small JSON, in its own process like the gateway. Prints its
 * address on stdout.
 */
const app = Fastify({ logger: false });
registerFormParser(app);
app.post("/floor", async (req) => ({ result: { code: "000.100.110" }, parameters: Object.keys(req.body as object).length }));
const address = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(address);
