import { describe, expect, it } from "vitest";
import type { CheckoutConfig } from "../../shared/checkout-config.ts";
import type { MountedForm } from "../form-contract.ts";
import { createCheckoutSession, type SessionForm } from "./checkout-session.ts";

const CONFIG = { id: "c1", amount: "9.99", currency: "EUR" } as CheckoutConfig;

/** A form that records how it was activated. */
function form(log: string[], name: string): SessionForm {
  const f: MountedForm = {
    container: {} as HTMLElement,
    activate: (config) => log.push(`${name}:${config ? config.id : "fast"}`),
    submit: () => {},
    destroy: () => {},
  };
  return { form: f, element: {} as HTMLFormElement };
}

describe("the checkout session activates forms in one place", () => {
  it("keeps forms waiting while the checkout loads, then activates them with it, after `before` saw them", () => {
    const log: string[] = [];
    const session = createCheckoutSession();
    session.add(form(log, "card"));
    session.add(form(log, "sepa"));
    expect(log).toEqual([]);
    session.settle({ kind: "ready", config: CONFIG }, (forms) => log.push(`before:${forms.length}`));
    expect(log).toEqual(["before:2", "card:c1", "sepa:c1"]);
    session.add(form(log, "late"));
    expect(log.at(-1)).toBe("late:c1");
  });

  it("fast checkout activates every form without a checkout", () => {
    const log: string[] = [];
    const session = createCheckoutSession();
    session.add(form(log, "wallet"));
    session.settle({ kind: "fast" });
    session.add(form(log, "paypal"));
    expect(log).toEqual(["wallet:fast", "paypal:fast"]);
  });

  it("a failed checkout activates nothing: `before` replaces the forms by the message", () => {
    const log: string[] = [];
    const session = createCheckoutSession();
    session.add(form(log, "card"));
    session.settle({ kind: "failed", key: "checkoutExpiredError" }, (forms) => log.push(`message for ${forms.length}`));
    session.add(form(log, "late"));
    expect(log).toEqual(["message for 1"]);
    expect(session.phase).toEqual({ kind: "failed", key: "checkoutExpiredError" });
  });

  it("settles once", () => {
    const log: string[] = [];
    const session = createCheckoutSession();
    session.settle({ kind: "ready", config: CONFIG });
    session.settle({ kind: "failed", key: "checkoutExpiredError" }, () => log.push("again"));
    expect([session.phase.kind, log]).toEqual(["ready", []]);
  });
});
