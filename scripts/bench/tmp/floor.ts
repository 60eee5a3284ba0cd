import Fastify from "fastify";
import { registerFormParser } from "../../../src/gateway/routes/form-body.ts";
const app = Fastify({ logger: false });
registerFormParser(app);
app.post("/v1/payments", async (req) => ({ result: { code: "000.100.110" }, n: Object.keys(req.body as object).length }));
const a = await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
console.log(a);
