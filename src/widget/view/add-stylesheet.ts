import { log } from "../log.ts";

/**
 * A stylesheet of the gateway's (`{gateway}/v1/css/…`, an on-demand module's `{gateway}/v1/modules/….css`),
 * checked against the hash compiled into the bundle that adds it. A refused or unreachable one leaves
 * the form usable and is reported: `consequence` says how.
 */
export function addStylesheet(href: string, integrity: string, consequence: string, onFail: (message: string) => void): HTMLLinkElement {
  const link = document.createElement("link");
  link.addEventListener("error", () => {
    const message = `the stylesheet ${link.href} was refused (integrity mismatch or network error); ${consequence}.`;
    log.error(message);
    onFail(message);
  });
  link.rel = "stylesheet";
  link.href = href;
  link.integrity = integrity;
  link.crossOrigin = "anonymous";
  link.setAttribute("data-wpwl", "");
  document.head.append(link);
  return link;
}
