/** The shop's server-to-server calls to the gateway. The bearer token never leaves this process. */
export interface GatewayAccount {
  /** Origin of the gateway as browsers and this server reach it. */
  readonly url: string;
  readonly token: string;
  readonly entityId: string;
}

export interface CheckoutCreated {
  readonly id: string;
  readonly integrity: string;
}

async function call(account: GatewayAccount, method: "GET" | "POST", path: string, body?: Record<string, string>) {
  const res = await fetch(`${account.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${account.token}`,
      ...(body ? { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" } : {}),
    },
    ...(body ? { body: new URLSearchParams(body).toString() } : {}),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { result?: { code?: string; description?: string } } };
}

/**
 * Opens a checkout. `registrations`: the shopper's stored cards, offered one-click in the widget
 * (registrations[n].id; the gateway shows only those of this entity).
 */
export async function createCheckout(
  account: GatewayAccount,
  order: { amount: string; currency: string; reference: string; registrations?: readonly string[] },
): Promise<CheckoutCreated> {
  const { status, json } = await call(account, "POST", "/v1/checkouts", {
    entityId: account.entityId,
    amount: order.amount,
    currency: order.currency,
    paymentType: "DB",
    integrity: "true",
    merchantTransactionId: order.reference,
    // The shop's name on statements and in the SEPA mandate the widget shows (spec 2.15).
    "merchant.name": "Demo shop",
    ...Object.fromEntries((order.registrations ?? []).map((id, i) => [`registrations[${i}].id`, id])),
  });
  if (status !== 200 || typeof json.id !== "string" || typeof json.integrity !== "string") {
    throw new Error(`checkout creation failed: HTTP ${status} ${JSON.stringify(json.result)}`);
  }
  return { id: json.id, integrity: json.integrity };
}

/**
 * A registration-only checkout (createRegistration=true, no paymentType, no amount): the
 * `checkoutId={id}/registration` widget stores a card, nothing is paid.
 */
export async function createRegistrationCheckout(account: GatewayAccount, reference: string): Promise<CheckoutCreated> {
  const { status, json } = await call(account, "POST", "/v1/checkouts", {
    entityId: account.entityId,
    createRegistration: "true",
    integrity: "true",
    merchantTransactionId: reference,
  });
  if (status !== 200 || typeof json.id !== "string" || typeof json.integrity !== "string") {
    throw new Error(`registration checkout creation failed: HTTP ${status} ${JSON.stringify(json.result)}`);
  }
  return { id: json.id, integrity: json.integrity };
}

/**
 * The summary page's "Confirm and pay" (wpwlOptions.useSummaryPage): executes the payment data the
 * widget saved for the checkout. `shopperResultUrl`: where the shopper lands after a 3-D Secure challenge.
 */
export async function confirmPayment(account: GatewayAccount, checkoutId: string, shopperResultUrl: string) {
  return call(account, "POST", `/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`, { entityId: account.entityId, shopperResultUrl });
}

export async function scriptIntegrity(account: GatewayAccount): Promise<string> {
  const res = await fetch(`${account.url}/v1/fastcheckout/integrity`);
  const json = (await res.json()) as { integrity?: string };
  if (!json.integrity) throw new Error("the gateway returned no integrity value");
  return json.integrity;
}

export async function paymentStatus(account: GatewayAccount, resourcePath: string) {
  return call(account, "GET", `${resourcePath}?entityId=${account.entityId}`);
}

/** A monthly subscription: a schedule charging the registration on the 1st of each month (spec 2.26). */
export async function createMonthlySchedule(account: GatewayAccount, registrationId: string, reference: string, amount: string) {
  return call(account, "POST", "/scheduling/v1/schedules", {
    entityId: account.entityId,
    registrationId,
    amount,
    currency: "EUR",
    paymentType: "DB",
    merchantTransactionId: reference,
    "job.month": "*",
    "job.dayOfMonth": "1",
  });
}

export async function readSchedule(account: GatewayAccount, id: string) {
  return call(account, "GET", `/scheduling/v1/schedules/${encodeURIComponent(id)}?entityId=${account.entityId}`);
}
