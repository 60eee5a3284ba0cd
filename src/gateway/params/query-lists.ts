/** Spec 2.29: the values paymentTypes and paymentMethods of the transaction query take. */
export const QUERY_PAYMENT_TYPES: readonly string[] = Object.freeze(
  "CB CD CR DB CP IV PA RB RC RF RL RV AD IN FI CL CF DR RG RR TE CT DS RS SD AC MD EA RI 3D SA EN ID IC DP CG TG SF IS VD DV AF GK RD TM FT KT AR AL PL FN FZ RE RX FO CS EX SE AU TK TF ER".split(
    " ",
  ),
);
export const QUERY_PAYMENT_METHODS: readonly string[] = Object.freeze("DD CT CC WA VA UA OT DC ET NT IV PP OD RM".split(" "));

/** The first value of a comma list that is not in `allowed`, if any. */
export function notListed(list: string, allowed: readonly string[]): string | undefined {
  return list.split(",").find((v) => !allowed.includes(v));
}
