import { CHECKOUT_LIFETIME_MS } from "../../shared/checkout-config.ts";
import { merchantThis } from "../callbacks/merchant-context.ts";
import { callMerchant, log } from "../log.ts";
import { navigateTarget } from "../navigate-target.ts";
import type { WidgetOptions } from "../options.ts";
import { postForm } from "../view/post-form.ts";
import {
  type ChallengeEvent,
  type ChallengeOutcome,
  type ChallengeState,
  challengeAnswer,
  challengeStep,
  challengeTimeout,
  isGatewayPage,
} from "./challenge-machine.ts";
import { frameSizeOption } from "./frame-size.ts";

export interface ChallengeOptions {
  /** The ACS page (refused unless on the gateway's origin) and its parameters. */
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
  /** When the checkout expires (ms since 1970): with no answer by then, the challenge ends "expired". */
  readonly expiresAt?: number | undefined;
  readonly onEnd: (outcome: ChallengeOutcome) => void;
}

export interface Challenge {
  /** Removes the inline iframe and the listener, and shows the form again. */
  destroy(): void;
}

/**
 * A 3-D Secure 2 challenge: the gateway's ACS page inline in `iframe.wpwl-target` (the default), in
 * the merchant's iframe named by paymentTarget, or in the top/parent/own window (`_top`, `_parent`,
 * `_self`: the page goes away, the ACS leads on to the shop's result page). In a frame, it runs the
 * state machine of challenge-machine.ts: the relay page's message ends it (checked by
 * challengeAnswer), or the checkout's expiry when no answer came. Undefined when the redirect does
 * not lead to the gateway (the one place that checks it).
 */
export function openChallenge(c: ChallengeOptions): Challenge | undefined {
  if (!isGatewayPage(c.redirect.url, c.gatewayOrigin)) return undefined;
  const query = new URLSearchParams(c.redirect.parameters.map((p) => [p.name, p.value])).toString();
  const url = query ? `${c.redirect.url}${c.redirect.url.includes("?") ? "&" : "?"}${query}` : c.redirect.url;
  const target = c.options.paymentTarget;
  if (target === "_top" || target === "_parent" || target === "_self") {
    // The ACS then ends on the shop's result page itself, also when that window is a frame (no widget to tell).
    navigateTarget(`${url}${url.includes("?") ? "&" : "?"}wpwlTarget=window`, target, (u) => window.location.assign(u));
    return { destroy() {} };
  }
  let state: ChallengeState = "opening";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: HTMLIFrameElement | undefined;
  let source: HTMLIFrameElement | undefined;
  const dispatch = (event: ChallengeEvent): boolean => {
    const next = challengeStep(state, event);
    if (!next) return false;
    state = next;
    if (next === "ended") {
      removeEventListener("message", onMessage);
      clearTimeout(timer);
    }
    return true;
  };
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
    inline.addEventListener("load", () => {
      // The established shape merchants' suites find: iframe[src="about:blank"], the ACS page posted into it.
      // Its first load is that blank page (the page's own origin, so readable); the ACS page's is not.
      try {
        if (inline.contentWindow?.location.href === "about:blank") return;
      } catch {
        // Another origin: the ACS page.
      }
      if (!dispatch({ type: "loaded" })) return;
      const cb = c.options.onLoadThreeDIframe;
      if (cb) callMerchant("onLoadThreeDIframe", () => cb.call(merchantThis(inline, c.form) as never));
      // Keyboard and screen-reader users continue inside the challenge.
      inline.focus();
    });
    inline.src = "about:blank";
    if (c.form) c.form.hidden = true;
    c.container.append(inline);
    // The ACS page posted into it, as the established widget does; the form goes once submitted.
    postForm(c.redirect.url, c.redirect.parameters, c.container, inline.name).remove();
  }
  const window_ = source;
  const onMessage = (e: MessageEvent) => {
    const status = challengeAnswer(e, { source: window_.contentWindow, origin: c.gatewayOrigin, channel: c.channel });
    if (status && dispatch({ type: "answered", status })) c.onEnd(status);
  };
  addEventListener("message", onMessage);
  // No answer before the checkout expires (the shopper left, the bank's page broke): the gateway
  // ends the payment then (100.396.103); the form must not wait for a message that cannot come.
  timer = setTimeout(
    () => {
      if (dispatch({ type: "expired" })) c.onEnd("expired");
    },
    challengeTimeout(c.expiresAt, Date.now(), CHECKOUT_LIFETIME_MS),
  );
  return {
    destroy() {
      dispatch({ type: "destroyed" });
      frame?.remove();
      if (frame && c.form) c.form.hidden = false;
    },
  };
}
