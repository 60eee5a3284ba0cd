import { hexId } from "../http/envelope.ts";
import { EVENT_TYPES } from "./event-rows.ts";
import { newSecret } from "./webhook-crypto.ts";
import type { WebhookStore } from "./webhook-store.ts";

/**
 * GATEWAY_WEBHOOK_URL: a webhook for the default entity, registered at start-up without a test
 * notification (the receiver may start later). A restart keeps the one registered before (and its
 * secret) unless GATEWAY_WEBHOOK_SECRET names another key. Returns the webhook's id and secret.
 */
export function startupWebhook(
  repo: WebhookStore,
  entityId: string,
  url: string,
  secret: string | undefined,
  now: number,
): { id: string; secret: string } {
  const existing = repo.webhooks(entityId).find((w) => w.url === url && (secret === undefined || w.secret === secret));
  if (existing) return { id: existing.id, secret: existing.secret };
  const webhook = {
    id: hexId(),
    entity_id: entityId,
    url,
    format: "text" as const,
    types: EVENT_TYPES.join(","),
    secret: secret ?? newSecret(),
    created_at: now,
  };
  repo.insertWebhook(webhook);
  return { id: webhook.id, secret: webhook.secret };
}
