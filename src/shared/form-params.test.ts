import { describe, expect, it } from "vitest";
import { encodeParams, type FlatParams, MAX_LIST_INDEX, nestParams, parsePath } from "./form-params.ts";

describe("parsePath", () => {
  it.each<[string, (string | number)[]]>([
    ["amount", ["amount"]],
    ["customer.givenName", ["customer", "givenName"]],
    ["customer.browser.userAgent", ["customer", "browser", "userAgent"]],
    ["cart.items[0].name", ["cart", "items", 0, "name"]],
    ["cart.items[12].price", ["cart", "items", 12, "price"]],
    ["matrix[1][2]", ["matrix", 1, 2]],
    ["customParameters[orderRef]", ["customParameters", "orderRef"]],
    ["customParameters[order.ref]", ["customParameters", "order.ref"]],
    ["customParameters[a.b.c]", ["customParameters", "a.b.c"]],
    ["overridePaymentType[VISA]", ["overridePaymentType", "VISA"]],
    ["a[x].b[0]", ["a", "x", "b", 0]],
    ["a.0", ["a", "0"]],
    ["", []],
  ])("%j → %j", (name, path) => {
    expect(parsePath(name)).toEqual(path);
  });
});

describe("nestParams", () => {
  it.each<[string, FlatParams, Record<string, unknown>]>([
    ["empty", {}, {}],
    // A name without brackets is split on its dots, empty parts skipped, as parsePath's pattern does.
    ["dots without brackets", { "a..b": "1", ".c": "2", "d.": "3", ".": "4" }, { a: { b: "1" }, c: "2", d: "3" }],
    ["flat", { amount: "92.00", currency: "EUR" }, { amount: "92.00", currency: "EUR" }],
    [
      "dots nest",
      { "customer.givenName": "Jane", "customer.surname": "Doe", "customer.browser.language": "de" },
      { customer: { givenName: "Jane", surname: "Doe", browser: { language: "de" } } },
    ],
    [
      "indexes make lists",
      { "cart.items[0].name": "A", "cart.items[0].price": "1.00", "cart.items[1].name": "B" },
      { cart: { items: [{ name: "A", price: "1.00" }, { name: "B" }] } },
    ],
    ["lists of strings", { "tags[0]": "x", "tags[1]": "y" }, { tags: ["x", "y"] }],
    ["nested lists", { "m[0][0]": "a", "m[0][1]": "b", "m[1][0]": "c" }, { m: [["a", "b"], ["c"]] }],
    [
      "bracket keys make maps and keep their dots",
      { "customParameters[order.ref]": "42", "customParameters[SHOPPER_id]": "7" },
      { customParameters: { "order.ref": "42", SHOPPER_id: "7" } },
    ],
    ["a later nested name replaces a string", { a: "1", "a.b": "2" }, { a: { b: "2" } }],
    ["a later string replaces a nested name", { "a.b": "2", a: "1" }, { a: "1" }],
    ["empty name dropped", { "": "x", ok: "1" }, { ok: "1" }],
    ["index at the limit kept", { [`l[${MAX_LIST_INDEX}]`]: "x" }, { l: Object.assign([], { [MAX_LIST_INDEX]: "x" }) }],
    ["index above the limit dropped", { [`l[${MAX_LIST_INDEX + 1}]`]: "x", ok: "1" }, { ok: "1" }],
    ["huge index dropped", { "cart.items[4294967294].name": "x", ok: "1" }, { ok: "1" }],
  ])("%s", (_name, flat, nested) => {
    expect(nestParams(flat)).toEqual(nested);
  });

  it.each([
    ["__proto__"],
    ["__proto__.polluted"],
    ["a.__proto__.polluted"],
    ["customParameters[__proto__]"],
    ["a[__proto__][polluted]"],
    ["constructor.prototype.polluted"],
    ["a.constructor"],
    ["a[prototype]"],
  ])("drops %j and pollutes nothing", (name) => {
    const flat: FlatParams = Object.fromEntries([
      [name, "yes"],
      ["ok", "1"],
    ]);
    const nested = nestParams(flat);
    expect(nested).toEqual({ ok: "1" });
    expect(Object.getPrototypeOf(nested)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });
});

describe("encodeParams", () => {
  it.each<[FlatParams, string]>([
    [{}, ""],
    [{ amount: "92.00", currency: "EUR" }, "amount=92.00&currency=EUR"],
    [{ "a b": "c d" }, "a+b=c+d"],
    [{ k: "+" }, "k=%2B"],
    [{ k: "a&b=c" }, "k=a%26b%3Dc"],
    [{ "cart.items[0].name": "x" }, "cart.items%5B0%5D.name=x"],
    [{ k: "" }, "k="],
  ])("%j → %j", (flat, body) => {
    expect(encodeParams(flat)).toBe(body);
  });

  it.each<[string, FlatParams]>([
    ["plain", { amount: "92.00", currency: "EUR", paymentType: "DB" }],
    ["dots and brackets", { "customer.givenName": "Jane", "cart.items[0].name": "A", "customParameters[a.b]": "c" }],
    ["reserved characters", { note: "a+b c%20d&e=f?g#h/i", "weird key=&": "v" }],
    ["unicode", { "customer.givenName": "Zoë Ågren", city: "東京", emoji: "💳" }],
    ["empty value", { descriptor: "" }],
    ["newlines", { memo: "line 1\r\nline 2" }],
  ])("round-trips %s through URLSearchParams", (_name, flat) => {
    expect(Object.fromEntries(new URLSearchParams(encodeParams(flat)))).toEqual(flat);
  });
});
