import { createElement as h, useState } from "react";
import { PaymentWidget } from "../../src/components/react.ts";
import type { PageConfig } from "./page-config.ts";

/**
 * The demo's React checkout: the component as a merchant's SPA uses it — Mount, Unmount, and a new checkout for
 * the next order. Rendered on the shop's server (react-dom/server) and hydrated in the browser. `log` is told
 * each widget callback the page listens to; the props' callbacks are new functions at every render, as in most
 * React code, and must not load the widget again.
 */
export function App({
  config,
  log,
  fetchCheckout,
}: {
  config: PageConfig;
  log: (text: string) => void;
  fetchCheckout: () => Promise<{ id: string; integrity: string }>;
}) {
  const [checkout, setCheckout] = useState({ id: config.checkoutId, integrity: config.integrity });
  const [mounted, setMounted] = useState(config.mounted);
  const [renders, setRenders] = useState(0);
  return h(
    "div",
    null,
    h(
      "p",
      { className: "controls" },
      h("button", { type: "button", className: "button", onClick: () => setMounted(true) }, "Mount"),
      " ",
      h("button", { type: "button", className: "button button-secondary", onClick: () => setMounted(false) }, "Unmount"),
      " ",
      h(
        "button",
        {
          type: "button",
          className: "button button-secondary",
          onClick: () => {
            void fetchCheckout().then((next) => {
              setCheckout(next);
              setMounted(true);
            });
          },
        },
        "New checkout",
      ),
      " ",
      h(
        "button",
        { type: "button", className: "button button-secondary", onClick: () => setRenders((n) => n + 1) },
        `Render again (${renders})`,
      ),
    ),
    mounted
      ? h(PaymentWidget, {
          gateway: config.gateway,
          checkoutId: checkout.id,
          integrity: checkout.integrity,
          brands: config.brands,
          action: "/result",
          options: { style: "card" },
          onReady: () => log("ready"),
          onError: (error) => log(`error: ${error.name} ${error.message}`),
        })
      : null,
  );
}
