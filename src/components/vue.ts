import { defineComponent, h, onBeforeUnmount, onMounted, type PropType, ref, watch } from "vue";
import type { WpwlOptions } from "../../types/wpwl-options.d.ts";
import { CALLBACK_NAMES, eventName } from "./callback-names.ts";
import { type MountedWidget, mountWidget } from "./widget-host.ts";

export type { WpwlOptions };

/**
 * The widget as a Vue 3 component: `<PaymentWidget gateway="…" :checkout-id="id" brands="VISA MASTER" action="/result"
 * :options="wpwlOptions" @ready="…" @error="…" />`. Each callback the widget calls is emitted under its name
 * (`ready`, `error`, `before-submit-card`, …) with the callback's arguments; `options` holds wpwlOptions (a
 * callback there may return a value: onBeforeSubmitCard's `false` stops the payment). Renders an empty element
 * on the server; a new checkout id, brands, gateway, action or integrity loads the widget again; unmounting
 * unloads everything.
 */
export const PaymentWidget = defineComponent({
  name: "PaymentWidget",
  props: {
    gateway: { type: String, required: true },
    checkoutId: { type: String, required: true },
    brands: { type: String, required: true },
    action: { type: String, default: undefined },
    integrity: { type: String, default: undefined },
    options: { type: Object as PropType<WpwlOptions>, default: undefined },
  },
  emits: CALLBACK_NAMES.map(eventName),
  setup(props, { emit }) {
    const host = ref<HTMLElement>();
    let mounted: MountedWidget | undefined;
    const mount = () => {
      mounted?.destroy();
      if (!host.value) return;
      mounted = mountWidget(host.value, {
        gateway: props.gateway,
        checkoutId: props.checkoutId,
        brands: props.brands,
        action: props.action ?? location.href,
        integrity: props.integrity,
        options: () => props.options,
        told: (name, _self, args) => {
          emit(eventName(name), ...args);
          return undefined;
        },
      });
    };
    onMounted(mount);
    watch(() => [props.gateway, props.checkoutId, props.brands, props.action, props.integrity], mount);
    onBeforeUnmount(() => {
      mounted?.destroy();
      mounted = undefined;
    });
    return () => h("div", { ref: host, "data-payment-widget": "" });
  },
});
