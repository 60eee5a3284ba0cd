let next = Date.now();

/**
 * `wpwl-container-card-<number>`, one per card form, as the established widget names its card
 * containers besides `wpwl-container-card`: pages read it from the container's class in onReady and
 * pass it to `wpwl.executePayment` (a WooCommerce plugin; a shop's TypeScript types list
 * `wpwl-container-card-${number}` among the containers it pays with).
 */
export const numberedCardClass = (): string => `wpwl-container-card-${next++}`;
