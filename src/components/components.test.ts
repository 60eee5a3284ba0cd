import { createElement } from "react";
import { renderToString as renderReact } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createSSRApp, h } from "vue";
import { renderToString as renderVue } from "vue/server-renderer";
import { CALLBACK_NAMES, eventName } from "./callback-names.ts";

const props = { gateway: "https://gateway.example", checkoutId: "A".repeat(32), brands: "VISA MASTER", action: "/result" };

describe("the components on a server", () => {
  it("React: react-dom/server renders the empty element the browser hydrates, and loads nothing", async () => {
    const { PaymentWidget } = await import("./react.ts");
    expect(renderReact(createElement(PaymentWidget, { ...props, onReady: () => undefined }))).toBe('<div data-payment-widget=""></div>');
  });

  it("Vue: the server renderer renders the empty element, and loads nothing", async () => {
    const { PaymentWidget } = await import("./vue.ts");
    expect(await renderVue(createSSRApp({ render: () => h(PaymentWidget, props) }))).toBe("<div data-payment-widget></div>");
  });

  it("the custom element's module imports without a DOM, and defining it there is a no-op", async () => {
    const { definePaymentWidget, PaymentWidgetElement } = await import("./element.ts");
    expect(definePaymentWidget()).toBe(PaymentWidgetElement);
  });
});

describe("event names", () => {
  it.each([
    ["onReady", "ready"],
    ["onError", "error"],
    ["onBeforeSubmitCard", "before-submit-card"],
    ["onBlurIframeCommunication", "blur-iframe-communication"],
    ["onLoadThreeDIframe", "load-three-d-iframe"],
  ])("%s is told as %s", (callback, name) => {
    expect(eventName(callback)).toBe(name);
  });

  it("every callback has a name of its own", () => {
    expect(new Set(CALLBACK_NAMES.map(eventName)).size).toBe(CALLBACK_NAMES.length);
  });
});
