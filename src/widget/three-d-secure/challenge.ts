import { isChallengeEnd } from "../../shared/message-guards.ts";
import type { ChallengeEnd } from "../../shared/protocol.ts";
import { merchantThis } from "../callbacks/merchant-context.ts";
import { callMerchant, log } from "../log.ts";
import type { WidgetOptions } from "../options.ts";
import { frameSizeOption } from "./frame-size.ts";
import { navigateTarget } from "./navigate-target.ts";

export interface ChallengeOptions {
  /** The ACS page (checked by the caller to be on the gateway's origin) and its parameters. */
  readonly redirect: { readonly url: string; readonly parameters: readonly { readonly name: string; readonly value: string }[] };
  readonly gatewayOrigin: string;
  /** The widget's channel: the relay page's message must carry it. */
  readonly channel: string;
  readonly options: Pick<WidgetOptions, "paymentTarget" | "threeDIframeSize" | "onLoadThreeDIframe">;
  /** The widget's container: the inline iframe goes in it, after the form. */
  readonly container: HTMLElement;
  /** The widget's form: hidden while the challenge shows inline. */
  readonly form: HTMLFormElement | null;
  /** The iframe's title, for screen readers. */
  readonly title: string;
  readonly onEnd: (status: ChallengeEnd["status"]) => void;
}

export interface Challenge {
  /** Removes the inline iframe and the listener, and shows the form again. */
  destroy(): void;
}

/**
 * A 3-D Secure 2 challenge: the gateway's ACS page inline in `iframe.wpwl-target` (the default), in
 * the merchant's iframe named by paymentTarget, or in the top/parent/own window (`_top`, `_parent`,
 * `_self`: the page goes away, the ACS leads on to the shop's result page). In a frame, the gateway's
 * relay page ends the challenge with one message, checked here: source (that frame), shape, origin
 * (the gateway), channel (this widget's).
 */
export function openChallenge(c: ChallengeOptions): Challenge {
  const query = new URLSearchParams(c.redirect.parameters.map((p) => [p.name, p.value])).toString();
  const url = query ? `${c.redirect.url}${c.redirect.url.includes("?") ? "&" : "?"}${query}` : c.redirect.url;
  const target = c.options.paymentTarget;
  if (target === "_top" || target === "_parent" || target === "_self") {
    // The ACS then ends on the shop's result page itself, also when that window is a frame (no widget to tell).
    navigateTarget(`${url}${url.includes("?") ? "&" : "?"}wpwlTarget=window`, target, (u) => window.location.assign(u));
    return { destroy() {} };
  }
  let frame: HTMLIFrameElement | undefined;
  let source: HTMLIFrameElement | undefined;
  if (target) {
    source = Array.from(document.getElementsByTagName("iframe")).find((f) => f.name === target);
    if (source) source.src = url;
    else
      log.warn(
        `wpwlOptions.paymentTarget: expected the name of an iframe on the page, got "${target}" (none has it); showing the challenge inline.`,
      );
  }
  if (!source) {
    const inline = document.createElement("iframe");
    frame = source = inline;
    inline.className = "wpwl-target";
    inline.name = `wpwl-target-${c.channel.slice(0, 8)}`;
    inline.title = c.title;
    inline.referrerPolicy = "no-referrer";
    const size = frameSizeOption(c.options.threeDIframeSize);
    inline.style.width = size.width;
    inline.style.height = size.height;
    inline.addEventListener(
      "load",
      () => {
        const cb = c.options.onLoadThreeDIframe;
        if (cb) callMerchant("onLoadThreeDIframe", () => cb.call(merchantThis(inline, c.form) as never));
        // Keyboard and screen-reader users continue inside the challenge.
        inline.focus();
      },
      { once: true },
    );
    inline.src = url;
    if (c.form) c.form.hidden = true;
    c.container.append(inline);
  }
  const window_ = source;
  const onMessage = (e: MessageEvent) => {
    if (e.source !== window_.contentWindow) return;
    const msg: unknown = e.data;
    if (!isChallengeEnd(msg)) return;
    if (e.origin !== c.gatewayOrigin) return;
    if (msg.channel !== c.channel) return;
    removeEventListener("message", onMessage);
    c.onEnd(msg.status);
  };
  addEventListener("message", onMessage);
  return {
    destroy() {
      removeEventListener("message", onMessage);
      frame?.remove();
      if (frame && c.form) c.form.hidden = false;
    },
  };
}
