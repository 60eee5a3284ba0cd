import { definePaymentWidget, type PaymentWidgetElement } from "../../src/components/element.ts";
import { newCheckout, readConfig, shopLog } from "./page-config.ts";

/**
 * The demo's plain page with the custom element: the server wrote `<payment-widget …>` into the page (as a
 * server-rendered template or an Angular or Svelte component would); this defines it and wires the buttons.
 */
const config = readConfig();
const slot = document.getElementById("root");
let element = document.querySelector<PaymentWidgetElement>("payment-widget");
const listen = (el: PaymentWidgetElement) => {
  el.options = { style: "card" };
  el.addEventListener("wpwl:ready", () => shopLog("ready"));
  el.addEventListener("wpwl:error", (e) => {
    const [error] = (e as CustomEvent<{ args: [{ name: string; message: string }] }>).detail.args;
    shopLog(`error: ${error.name} ${error.message}`);
  });
};
if (element) listen(element);
definePaymentWidget();

const make = (checkout: { id: string; integrity: string }) => {
  const el = document.createElement("payment-widget") as PaymentWidgetElement;
  for (const [name, value] of [
    ["gateway", config.gateway],
    ["checkout-id", checkout.id],
    ["integrity", checkout.integrity],
    ["brands", config.brands],
    ["action", "/result"],
  ] as const)
    el.setAttribute(name, value);
  listen(el);
  return el;
};
document.getElementById("mount")?.addEventListener("click", () => {
  element ??= make({ id: config.checkoutId, integrity: config.integrity });
  if (!element.isConnected) slot?.append(element);
});
document.getElementById("unmount")?.addEventListener("click", () => element?.remove());
document.getElementById("new-checkout")?.addEventListener("click", () => {
  void newCheckout().then((next) => {
    element?.remove();
    element = make(next);
    slot?.append(element);
  });
});
