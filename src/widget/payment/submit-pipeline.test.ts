// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentOutcome } from "../../shared/protocol.ts";
import type { FormContext } from "../form-contract.ts";
import type { WidgetOptions } from "../options.ts";
import { createSubmitPipeline, type SubmitSteps } from "./submit-pipeline.ts";

afterEach(() => {
  document.body.innerHTML = "";
});

/** A widget form with the merchant's input in it, and a pipeline whose steps are recorded. */
function setup(options: Partial<WidgetOptions> = {}, over: Partial<SubmitSteps> = {}) {
  const container = document.createElement("div");
  container.innerHTML = `<form class="wpwl-form"><input name="customer.email" value="jane@shop.example"><input name="card.holder" value="x"><button class="wpwl-button-pay">Pay</button></form>`;
  document.body.append(container);
  const steps: string[] = [];
  const sent: Record<string, string>[] = [];
  const errors: unknown[] = [];
  let busy = false;
  const timers: (() => void)[] = [];
  /** Answers each send: the outcome of that attempt. */
  const answers: ((o: PaymentOutcome | undefined) => void)[] = [];
  const ctx = { options: options as WidgetOptions, onError: (e: unknown) => errors.push(e) } as unknown as FormContext;
  const pipeline = createSubmitPipeline({
    ctx,
    container,
    callback: "onBeforeSubmitCard",
    isActive: () => true,
    busy: () => busy,
    setBusy: (b) => {
      busy = b;
      steps.push(`busy ${b}`);
    },
    later: (_ms, fn) => timers.push(fn),
    reset: () => steps.push("reset"),
    check: () => {
      steps.push("check");
      return true;
    },
    collect: (merchant) => {
      steps.push("collect");
      return { ...merchant, paymentBrand: "VISA" };
    },
    send: (params) =>
      new Promise((resolve) => {
        steps.push("send");
        sent.push(params);
        answers.push(resolve);
      }),
    settle: (o) => {
      steps.push(`settle ${o.code}`);
      return o.kind === "approved";
    },
    ...over,
  });
  return { pipeline, steps, sent, errors, timers, container, answers, isBusy: () => busy };
}

const outcome = (code: string, kind: PaymentOutcome["kind"] = "declined"): PaymentOutcome =>
  ({ kind, code, description: "no" }) as PaymentOutcome;

describe("the one submit pipeline", () => {
  it("checks, asks the merchant, then reads the form (inputs the callback added go along), sends once, then onAfterSubmit", () => {
    const calls: string[] = [];
    const { pipeline, steps, sent } = setup({
      onBeforeSubmitCard(this: HTMLFormElement) {
        calls.push(`before ${this.tagName}`);
        const extra = document.createElement("input");
        extra.name = "customParameters[SHOPPER_order]";
        extra.value = "4711";
        this.append(extra);
        return true;
      },
      onAfterSubmit(this: HTMLFormElement) {
        calls.push(`after ${this.tagName}`);
      },
    } as Partial<WidgetOptions>);
    pipeline.submit();
    expect(steps).toEqual(["reset", "check", "collect", "busy true", "send"]);
    expect(calls).toEqual(["before FORM", "after FORM"]);
    // The merchant's fields, never the widget's own controls (card.*).
    expect(sent).toEqual([{ "customer.email": "jane@shop.example", "customParameters[SHOPPER_order]": "4711", paymentBrand: "VISA" }]);
    pipeline.submit();
    expect(sent).toHaveLength(1);
  });

  type Before = (e: { preventDefault(): void }) => unknown;
  /**
   * The one rule (callbacks/before-submit.ts): only `return false` stops the payment; preventDefault() alone does
   * not. Each row is a way real integrations write the callback, with what they evidently get in production.
   */
  it.each<[string, Before, "pays" | "waits"]>([
    ["returns true", () => true, "pays"],
    ["returns nothing (a cartridge, a shop plugin)", () => undefined, "pays"],
    ["returns false (its own holder check failed)", () => false, "waits"],
    [
      "calls preventDefault() on every submit and returns its own check's true (a Preact wrapper)",
      (e) => {
        e.preventDefault();
        return true;
      },
      "pays",
    ],
    [
      "calls preventDefault() and returns false, to click pay itself later (a multi-provider SDK)",
      (e) => {
        e.preventDefault();
        return false;
      },
      "waits",
    ],
    ["calls preventDefault() and returns nothing", (e) => e.preventDefault(), "pays"],
    ["returns a falsy value that is not false", () => 0, "pays"],
    [
      "throws",
      () => {
        throw new Error("boom");
      },
      "pays",
    ],
  ])("a callback that %s: the payment %s", (_t, onBeforeSubmitCard, expected) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { pipeline, sent, steps } = setup({ onBeforeSubmitCard } as Partial<WidgetOptions>);
    pipeline.submit();
    expect(sent).toHaveLength(expected === "pays" ? 1 : 0);
    if (expected === "waits") {
      // A later click asks again.
      pipeline.submit();
      expect(steps.filter((x) => x === "check")).toHaveLength(2);
    }
  });

  it("the multi-provider SDK's way: preventDefault() and false, its asynchronous hook, then a click of its own pays once", async () => {
    let hookDone = false;
    const { pipeline, sent } = setup({
      onBeforeSubmitCard(e: { preventDefault(): void }) {
        if (hookDone) return true;
        e.preventDefault();
        setTimeout(() => {
          hookDone = true;
          pipeline.submit();
        }, 1);
        return false;
      },
    } as Partial<WidgetOptions>);
    pipeline.submit();
    expect(sent).toEqual([]);
    await new Promise((r) => setTimeout(r, 5));
    expect(sent).toHaveLength(1);
  });

  it("a form that does not check out never asks the merchant nor sends", () => {
    const ask = vi.fn(() => true);
    const { pipeline, sent } = setup({ onBeforeSubmitCard: ask } as Partial<WidgetOptions>, { check: () => false });
    pipeline.submit();
    expect(ask).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it("a pay click from inside onBeforeSubmit* is ignored, not a second payment", () => {
    let inner: (() => void) | undefined;
    const { pipeline, sent } = setup({
      onBeforeSubmitCard: () => {
        inner?.();
        return true;
      },
    } as Partial<WidgetOptions>);
    inner = () => pipeline.submit();
    pipeline.submit();
    expect(sent).toHaveLength(1);
  });

  it("a failed attempt: onError once; a throttled one keeps the button disabled until the back-off is over", async () => {
    const { pipeline, errors, timers, isBusy, answers } = setup();
    let attempt = pipeline.submit();
    answers[0]?.(outcome("800.100.152"));
    await attempt;
    expect(isBusy()).toBe(false);
    expect(errors).toEqual([{ name: "PaymentError", message: "no", code: "800.100.152" }]);
    attempt = pipeline.submit();
    answers[1]?.(outcome("800.120.100"));
    await attempt;
    expect(isBusy()).toBe(true);
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(isBusy()).toBe(false);
  });

  it("the answer comes back to the attempt that sent it: the form settles it; settled, nothing else happens", async () => {
    const { pipeline, steps, errors, answers, isBusy } = setup();
    const attempt = pipeline.submit();
    expect(steps.at(-1)).toBe("send");
    answers[0]?.(outcome("000.100.110", "approved"));
    await attempt;
    expect([steps.at(-1), errors, isBusy()]).toEqual(["settle 000.100.110", [], true]);
  });

  it("an attempt that ended another way (the form went away) settles nothing and reports nothing", async () => {
    const { pipeline, steps, errors, answers } = setup();
    const attempt = pipeline.submit();
    answers[0]?.(undefined);
    await attempt;
    expect([steps.filter((s) => s.startsWith("settle")), errors]).toEqual([[], []]);
  });
});
