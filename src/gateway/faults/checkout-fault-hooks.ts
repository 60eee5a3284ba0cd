import type { FastifyInstance, preHandlerHookHandler } from "fastify";
import { routeCheckout } from "../checkouts/checkout-route.ts";
import type { GatewayCore } from "../room.ts";
import { type CheckoutFaults, checkoutFaults } from "./checkout-faults.ts";
import { type ChosenFault, failBeforeCommit, type RequestFault, requestFaultHooks } from "./request-faults.ts";

/** The shopper's attempts on a checkout: the widget's payment and registration. */
const ATTEMPTS: ReadonlySet<string> = new Set(["/v1/checkouts/:id/payment", "/v1/checkouts/:id/registration"]);

/**
 * Runs a checkout's fault (checkout-faults.ts, set by the merchant's server) on the shopper's next attempts of that
 * checkout, among the routes `app` registers from now on — as X-Sandbox-Fault runs on a merchant request: after the
 * caller and the checkout are checked (a refused page spends nothing), error-before-commit answers 503 before the
 * attempt; the others act on its answer once its work is stored. The merchant's server confirming a summary page on
 * the same path (with its token) is never touched. Register before logShopperSteps: the log keeps what was sent.
 */
export function rehearseCheckoutFaults(app: FastifyInstance, core: GatewayCore, faults: CheckoutFaults = checkoutFaults(core.db)) {
  const { apply } = requestFaultHooks(() => core.ctx.now(undefined));
  const choose: preHandlerHookHandler = (req, reply, done) => {
    if (req.headers.authorization !== undefined) return done();
    const c = routeCheckout(req);
    if (!c.fault || !faults.use(c.id)) return done();
    const fault: ChosenFault =
      c.fault.kind === "latency" ? { name: "latency", ms: c.fault.ms } : { name: c.fault.kind as RequestFault["name"] };
    req.sandboxFault = fault;
    if (fault.name === "error-before-commit") return void failBeforeCommit(reply, core.ctx.now(c.entityId));
    done();
  };
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().join() !== "POST" || !ATTEMPTS.has(route.url)) return;
    route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), choose];
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), apply];
  });
}
