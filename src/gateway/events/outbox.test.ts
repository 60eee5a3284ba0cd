import { describe, expect, it } from "vitest";
import type { WebhookRow } from "./event-rows.ts";
import { eventOutbox } from "./outbox.ts";
import type { WebhookStore } from "./webhook-store.ts";

/** An outbox on a store that only records deliveries: one webhook taking PAYMENT events. */
function outboxWithWebhook() {
  const inserted: { url: string; payload: string }[] = [];
  const hook: WebhookRow = {
    id: "w1",
    entity_id: "e1",
    url: "https://hooks.test/w",
    format: "json",
    types: "PAYMENT",
    secret: "00",
    created_at: 0,
  };
  const repo = {
    webhooks: (entityId: string) => (entityId === "e1" ? [hook] : []),
    insertDelivery: (d: { url: string; payload: string }) => inserted.push({ url: d.url, payload: d.payload }),
  } as unknown as WebhookStore;
  return {
    outbox: eventOutbox(
      repo,
      () => 1,
      () => undefined,
    ),
    inserted,
  };
}

const ANSWERS: [string, unknown][] = [
  ["an approved payment", { id: "p1", amount: "92.00", result: { code: "000.100.110", description: "Request successfully processed" } }],
  ["text that JSON escapes", { id: "p2", descriptor: 'Shop "A" \u2028 ü \\ </script>', card: { holder: "Zoë" } }],
  ["nested and empty values", { id: "p3", customParameters: {}, risk: { score: 0 }, list: [1, null, true] }],
];

describe("the outbox writes a stored answer into its deliveries as serialized once", () => {
  it.each(ANSWERS)("%s: the same bytes from payloadJson as from the parsed payload", (_, answer) => {
    const event = { entityId: "e1", type: "PAYMENT", action: "CREATED", resourceId: "p", notificationUrl: "https://shop.test/n" } as const;
    const fromObject = outboxWithWebhook();
    fromObject.outbox.emit({ ...event, payload: answer });
    const fromJson = outboxWithWebhook();
    fromJson.outbox.emit({ ...event, payloadJson: JSON.stringify(answer) });
    expect(fromJson.inserted).toEqual(fromObject.inserted);
    // The bytes JSON.stringify of the whole envelope gives (what receivers have always been sent).
    expect(fromJson.inserted.map((d) => d.payload)).toEqual([
      JSON.stringify({ type: "PAYMENT", action: "CREATED", payload: answer }),
      JSON.stringify(answer),
    ]);
    expect(fromJson.inserted.map((d) => JSON.parse(d.payload))).toEqual([{ type: "PAYMENT", action: "CREATED", payload: answer }, answer]);
  });

  it("an entity without receivers gets no delivery", () => {
    const { outbox, inserted } = outboxWithWebhook();
    outbox.emit({ entityId: "e2", type: "PAYMENT", action: "CREATED", resourceId: "p", payloadJson: "{}" });
    expect(inserted).toEqual([]);
  });
});
