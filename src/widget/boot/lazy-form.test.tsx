// @vitest-environment happy-dom
import { signal } from "@preact/signals-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mergeStrings } from "../../shared/labels.ts";
import { resolveLocale } from "../../shared/locales.ts";
import { reportSetup } from "../diagnostics/setup-report.ts";
import type { FormContext, MountedForm } from "../form-contract.ts";
import { parseOptions } from "../options.ts";

const load = vi.hoisted(() => ({ result: Promise.resolve({}) as Promise<unknown> }));
vi.mock("../modules/load-module.ts", () => ({ loadModule: () => load.result }));
const { lazyMounter } = await import("./lazy-form.tsx");

function context(brands: string[], events: string[]): FormContext {
  const merchantForm = document.createElement("form");
  document.body.append(merchantForm);
  const strings = signal(mergeStrings({}, {}));
  return {
    merchantForm,
    brands,
    checkoutId: "x",
    purpose: "payment",
    gatewayOrigin: "https://gw.example",
    options: parseOptions({}, reportSetup),
    strings,
    locale: resolveLocale("en"),
    submitLabel: signal("Pay now"),
    onReady: () => events.push("ready"),
    onError: (e) => events.push(`error ${e.name} ${e.brand ?? ""} ${e.event ?? ""}`),
    navigate: () => {},
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("a form whose code loads on demand", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    vi.restoreAllMocks();
  });

  it("holds its place (with the brand's class), then the real form takes it and is activated", async () => {
    const events: string[] = [];
    const real: MountedForm = {
      container: Object.assign(document.createElement("div"), { className: "real" }),
      activate: (c) => events.push(`activate ${c?.id}`),
      submit: () => events.push("submit"),
      destroy: () => events.push("destroy"),
    };
    load.result = Promise.resolve({ wallet: () => real });
    const form = lazyMounter("wallets", "wallet")(context(["GOOGLEPAY"], events));
    expect(form.container.className).toBe("wpwl-container wpwl-container-wallet wpwl-container-wallet-GOOGLEPAY wpwl-loading");
    form.activate(undefined);
    await settle();
    expect(form.container).toBe(real.container);
    expect(document.querySelector(".real")).not.toBeNull();
    form.submit();
    form.destroy();
    expect(events).toEqual(["activate undefined", "submit", "destroy"]);
  });

  it("that cannot load shows the message in its place, tells onError and counts as ready", async () => {
    const events: string[] = [];
    vi.spyOn(console, "error").mockImplementation(() => {});
    load.result = Promise.reject(new Error("integrity mismatch"));
    const form = lazyMounter("methods", "directDebit")(context(["DIRECTDEBIT_SEPA"], events));
    form.activate(undefined);
    await settle();
    expect(form.container.querySelector(".wpwl-message.wpwl-has-error")?.textContent).toBe(
      mergeStrings({}, {}).errorMessages.checkoutUnavailableError,
    );
    expect(events).toEqual(["error WidgetError DIRECTDEBIT_SEPA load", "ready"]);
  });

  it("a wallet that cannot load is hidden instead", async () => {
    const events: string[] = [];
    vi.spyOn(console, "error").mockImplementation(() => {});
    load.result = Promise.reject(new Error("network"));
    const form = lazyMounter("wallets", "wallet", { hideOnFailure: true })(context(["APPLEPAY"], events));
    form.activate(undefined);
    await settle();
    expect([form.container.hidden, form.container.querySelector(".wpwl-message")]).toEqual([true, null]);
    expect(events).toEqual(["error WidgetError APPLEPAY load", "ready"]);
  });
});
