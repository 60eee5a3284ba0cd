/** Build-time constants injected by scripts/build.ts. */
declare const __WPWL_CSS_INTEGRITY__: string;
declare const __WPWL_BRANDS_CSS_INTEGRITY__: string;
declare const __WPWL_LOCALE_INDEX_INTEGRITY__: string;
declare const __WPWL_WALLETS_CSS_INTEGRITY__: string;
declare const __WPWL_MODULE_INTEGRITY__: Readonly<Record<import("./widget/modules/module-key.ts").ModuleName, string>>;
