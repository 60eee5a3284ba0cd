/** Build-time constants injected by scripts/build.ts. */
declare const __WPWL_CSS_INTEGRITY__: string;
declare const __WPWL_BRANDS_CSS_INTEGRITY__: string;
declare const __WPWL_LOCALE_INDEX_INTEGRITY__: string;
/** In an on-demand module's build: the hash of its stylesheet (modules/<name>.css), for the modules that have one. */
declare const __WPWL_MODULE_CSS_INTEGRITY__: string;
declare const __WPWL_MODULE_INTEGRITY__: Readonly<Record<import("./widget/modules/module-key.ts").ModuleName, string>>;
