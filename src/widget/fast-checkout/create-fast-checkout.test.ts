import { afterEach, describe, expect, it, vi } from "vitest";
import { reportSetup } from "../diagnostics/setup-report.ts";
import { parseOptions } from "../options.ts";
import { createFastCheckout } from "./create-fast-checkout.ts";

const ID = "8ac7a4a1845f7e4a0184604cbb2a0b8a.uat01-vm-tx02";

describe("createFastCheckout", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, unknown]>([
    ["an id", ID],
    ["a promise of an id", Promise.resolve(ID)],
    // A thenable that is not a Promise (jQuery deferreds and the like), intentionally.
    // biome-ignore lint/suspicious/noThenProperty: the contract accepts any thenable
    ["a thenable of an id", { then: (resolve: (v: string) => void) => resolve(ID) }],
  ])("accepts %s and passes the brand in upper case", async (_what, answer) => {
    const cb = vi.fn(() => answer);
    await expect(createFastCheckout(parseOptions({ createCheckout: cb }, reportSetup))("APPLEPAY")).resolves.toBe(ID);
    expect(cb).toHaveBeenCalledWith({ brand: "APPLEPAY" });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["no callback", {}, "wpwlOptions.createCheckout: expected a function"],
    [
      "a throw",
      {
        createCheckout: () => {
          throw new Error("down");
        },
      },
      "wpwlOptions.createCheckout failed for GOOGLEPAY: down",
    ],
    [
      "a rejection",
      { createCheckout: () => Promise.reject(new Error("HTTP 500")) },
      "wpwlOptions.createCheckout failed for GOOGLEPAY: HTTP 500",
    ],
    [
      "not an id",
      { createCheckout: () => "nope" },
      'expected a checkout id from POST /v1/checkouts (32 to 48 letters, digits, dots, hyphens) or a promise of one, got "nope"',
    ],
    ["an object", { createCheckout: () => ({ id: ID }) }, "got object"],
  ])("rejects with one [wpwl] message on %s", async (_what, options, message) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(createFastCheckout(parseOptions(options, reportSetup))("GOOGLEPAY")).rejects.toThrow(message);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[wpwl\] /);
  });
});
