/**
 * What the page's own setup got wrong (wpwlOptions, the form.paymentWidgets, the script's URL), as
 * data. The words for the console (what was expected, what was given, what the widget does instead)
 * are in the on-demand module "diagnostics" (diagnostics/setup-report.ts): only a page with a mistake
 * loads them. What is not a mistake keeps its words in the widget: failures that are not the page's
 * (network, a module refused), and what a correct page may do (render its form later, as single-page
 * apps do; leave out the form's action for the checkout's shopperResultUrl).
 */
export type SetupProblem =
  /** wpwlOptions is not an object: every option takes its default. */
  | { readonly kind: "notObject"; readonly value: unknown }
  /** A key this widget has no option for (a typo, another widget's): ignored. */
  | { readonly kind: "unknown"; readonly key: string }
  /** A value the option's reader refused: the default is used. `expected`: the reader's own words, if it has them. */
  | {
      readonly kind: "invalid";
      readonly key: string;
      readonly value: unknown;
      readonly fallback: unknown;
      readonly expected: string | undefined;
    }
  /** labels / errorMessages: a key the widget has no text for. */
  | { readonly kind: "unknownText"; readonly option: string; readonly key: string }
  /** iframeStyles: the properties dropped (unsafe or unknown CSS), as "card-number-placeholder.background". */
  | { readonly kind: "unsafeStyles"; readonly dropped: readonly string[] }
  /** wpwlOptions.locale names none of the 25 languages: English is shown. */
  | { readonly kind: "unknownLocale"; readonly locale: string }
  /** data-brands: brands this widget does not know (the others are shown). */
  | { readonly kind: "unknownBrands"; readonly brands: readonly string[] }
  /** data-brands: no brand at all this widget knows (the form is not rendered). */
  | { readonly kind: "noBrands"; readonly text: string }
  /** The script's ?checkoutId= is not one the gateway could have issued. */
  | { readonly kind: "badCheckoutId"; readonly checkoutId: string }
  /**
   * The browser will refuse this page the card fields (the gateway said so): its origin is not one FRAME_ANCESTORS
   * lists, or it has none (a data: URL in a webview, a file, a sandboxed frame).
   */
  | { readonly kind: "pageRefused" }
  /** wpwl.executePayment named a container class no widget container has. */
  | { readonly kind: "noContainer"; readonly containerClass: string }
  /** Fast checkout (no ?checkoutId=) with brands of a kind it cannot show. */
  | { readonly kind: "fastCheckoutKind"; readonly formKind: string }
  /** The gateway has no checkout with the script's ?checkoutId= (404). */
  | { readonly kind: "unknownCheckout"; readonly checkoutId: string; readonly gatewayOrigin: string };

/** Where a reader (or the page's reading) notes a problem it found. */
export type NoteProblem = (problem: SetupProblem) => void;
