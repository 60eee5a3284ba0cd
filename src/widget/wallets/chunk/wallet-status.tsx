import { render } from "preact";
import { FormStatus } from "../../FormStatus.tsx";

/**
 * A wallet button's status, the same as every form's (FormStatus: a polite live region and the
 * form-level error `div.wpwl-message.wpwl-has-error`), after the button in its container.
 */
export function walletStatus(container: HTMLElement) {
  const host = document.createElement("div");
  host.className = "wpwl-wallet-status";
  container.append(host);
  const show = (error: string | undefined) => render(<FormStatus announcement={error ?? ""} error={error} />, host);
  return {
    show,
    clear: () => show(undefined),
    destroy: () => render(null, host),
  };
}
