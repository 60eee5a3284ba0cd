import { createApp, defineComponent, h, ref } from "vue";
import { PaymentWidget } from "../../src/components/vue.ts";
import { newCheckout, readConfig, shopLog } from "./page-config.ts";

/** The demo's Vue 3 checkout: the component with Mount, Unmount and a new checkout for the next order. */
const config = readConfig();
const App = defineComponent({
  setup() {
    const checkout = ref({ id: config.checkoutId, integrity: config.integrity });
    const mounted = ref(config.mounted);
    const button = (text: string, onClick: () => void, secondary = true) =>
      h("button", { type: "button", class: secondary ? "button button-secondary" : "button", onClick }, text);
    return () =>
      h("div", null, [
        h("p", { class: "controls" }, [
          button("Mount", () => (mounted.value = true), false),
          " ",
          button("Unmount", () => (mounted.value = false)),
          " ",
          button("New checkout", () => {
            void newCheckout().then((next) => {
              checkout.value = next;
              mounted.value = true;
            });
          }),
        ]),
        mounted.value
          ? h(PaymentWidget, {
              gateway: config.gateway,
              checkoutId: checkout.value.id,
              integrity: checkout.value.integrity,
              brands: config.brands,
              action: "/result",
              options: { style: "card" },
              onReady: () => shopLog("ready"),
              onError: (error: { name: string; message: string }) => shopLog(`error: ${error.name} ${error.message}`),
            })
          : null,
      ]);
  },
});
createApp(App).mount("#root");
