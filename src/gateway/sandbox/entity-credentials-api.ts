import type { FastifyInstance } from "fastify";
import { CODES } from "../../shared/result-codes.ts";
import type { GatewayContext } from "../context.ts";
import { notificationKey } from "../events/notification-signature.ts";
import { envelope } from "../http/envelope.ts";
import { merchantCall } from "../http/merchant-scope.ts";
import { ftpLogins } from "../settlement/ftp-delivery.ts";
import { ENTITY_ROW, sandboxParams } from "./sandbox-request.ts";

/**
 * What each entity's server needs to talk with the gateway besides its token. `GET /sandbox/v1/reconciliation/ftp?entityId=…` (bearer token): the FTP login of one of the token's
 * entities for the reconciliation files (docs/back-office.md) — the way each account learns its own, since
 * the gateway's start-up output prints only the operator's (security round 3, item 14). `url` is null
 * while the FTP delivery is off (GATEWAY_FTP_PORT unset).
 */
export function entityCredentialRoutes(app: FastifyInstance, ctx: GatewayContext) {
  app.get("/sandbox/v1/reconciliation/ftp", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, [ENTITY_ROW], "query");
    if (!p) return reply;
    const login = ftpLogins(ctx.config.accounts).find((l) => l.entityId === p.entityId);
    if (!login) return reply.code(404).send(envelope(m.now, { code: CODES.invalidRequest, description: "no FTP login for this entity" }));
    const { ftpPort, host } = ctx.config;
    const url = ftpPort === undefined ? null : `ftp://${host.includes(":") ? `[${host}]` : host}:${ftpPort}`;
    return reply.send(envelope(m.now, { code: CODES.requestOk }, { user: login.entityId, password: login.password, url }));
  });

  /** `GET /sandbox/v1/notification-key?entityId=…`: the key notificationUrl posts are signed with (events/notification-signature.ts). */
  app.get("/sandbox/v1/notification-key", (req, reply) => {
    const m = merchantCall(req);
    const p = sandboxParams(req, reply, m, [ENTITY_ROW], "query");
    if (!p) return reply;
    const account = ctx.config.accounts.find((a) => a.entityIds.includes(p.entityId ?? ""));
    if (!account) return reply.code(404).send(envelope(m.now, { code: CODES.invalidRequest, description: "no account for this entity" }));
    const key = notificationKey(account.token, p.entityId ?? "");
    return reply.send(
      envelope(
        m.now,
        { code: CODES.requestOk },
        { entityId: p.entityId, key, signature: 'X-Notification-Signature: v1=HMAC-SHA256(key, X-Notification-Timestamp + "." + body)' },
      ),
    );
  });
}
