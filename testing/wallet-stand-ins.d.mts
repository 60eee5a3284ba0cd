/** The wallets' stand-ins as a script to run before the page's own (its settings: window.__walletStandIn). */
export declare const WALLET_STAND_INS: string;
