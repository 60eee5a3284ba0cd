import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadScript } from "./script-loader.ts";

/**
 * Test doubles for the browser: Vitest runs in Node here, without a DOM or Trusted Types. The fake
 * script element records what the loader sets and lets a test fire its load or error event; the fake
 * trustedTypes records the policies created (or refuses, as a page's CSP would).
 */
class FakeScript {
  src = "";
  integrity = "";
  crossOrigin: string | null = null;
  async = false;
  removed = false;
  readonly listeners = new Map<string, () => void>();
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, fn);
  }
  remove() {
    this.removed = true;
  }
  fire(type: "load" | "error") {
    this.listeners.get(type)?.();
  }
}

interface Policy {
  name: string;
  rules: { createScriptURL(url: string): string };
}

let appended: FakeScript[];
let policies: Policy[];

function stubBrowser(trustedTypes: "allow" | "refuse" | "absent") {
  appended = [];
  policies = [];
  const tt = {
    createPolicy(name: string, rules: Policy["rules"]) {
      if (trustedTypes === "refuse") throw new TypeError(`Failed to create the policy "${name}": refused by the CSP`);
      policies.push({ name, rules });
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    },
  };
  vi.stubGlobal("window", trustedTypes === "absent" ? {} : { trustedTypes: tt });
  vi.stubGlobal("document", {
    createElement: () => new FakeScript(),
    head: { append: (s: FakeScript) => appended.push(s) },
  });
}

describe("loadScript", () => {
  beforeEach(() => stubBrowser("allow"));
  afterEach(() => vi.unstubAllGlobals());

  it("appends one script with the URL through the wpwl policy, its integrity and crossorigin; resolves on load and removes it", async () => {
    const url = "https://gateway.example/v1/modules/methods.js";
    const done = loadScript(url, "sha384-abc");
    const [script] = appended;
    expect(script).toMatchObject({ src: { trusted: url }, integrity: "sha384-abc", crossOrigin: "anonymous", async: true });
    script?.fire("load");
    await expect(done).resolves.toBeUndefined();
    expect(script?.removed).toBe(true);
    expect(policies.map((p) => p.name)).toEqual(["wpwl"]);
  });

  it("rejects naming the URL when the browser refuses the script (integrity, network)", async () => {
    const done = loadScript("https://gateway.example/v1/modules/methods.js", "sha384-abc");
    appended[0]?.fire("error");
    await expect(done).rejects.toThrow(
      "https://gateway.example/v1/modules/methods.js was refused (integrity mismatch, CSP or network error).",
    );
    expect(appended[0]?.removed).toBe(true);
  });

  it("creates the policy once per page, and it turns only the URLs the widget loads into script URLs", async () => {
    void loadScript("https://gateway.example/v1/modules/methods.js");
    void loadScript("https://gateway.example/v1/modules/stored-cards.js");
    expect(policies).toHaveLength(1);
    const rules = policies[0]?.rules;
    expect(rules?.createScriptURL("https://gateway.example/v1/modules/stored-cards.js")).toBe(
      "https://gateway.example/v1/modules/stored-cards.js",
    );
    expect(() => rules?.createScriptURL("https://evil.example/x.js")).toThrow("loads only the widget's own scripts");
  });

  it("a page whose CSP refuses the wpwl policy: rejects with what to add, appends nothing", async () => {
    stubBrowser("refuse");
    await expect(loadScript("https://gateway.example/v1/modules/methods.js")).rejects.toThrow(
      "add wpwl to your CSP's trusted-types directive.",
    );
    expect(appended).toEqual([]);
  });

  it("a browser without Trusted Types gets the plain URL", () => {
    stubBrowser("absent");
    void loadScript("https://gateway.example/v1/modules/methods.js");
    expect(appended[0]?.src).toBe("https://gateway.example/v1/modules/methods.js");
  });
});
