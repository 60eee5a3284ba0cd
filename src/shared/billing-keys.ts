/**
 * The keys of the card form's extra fields (the table is billing-fields.ts, loaded on demand by the
 * widget): the address keys are what wpwlOptions.billingAddress and mandatoryBillingFields name.
 */
export type AddressKey = "street1" | "street2" | "city" | "state" | "postcode" | "country";
export type BillingKey = AddressKey | "givenName" | "surname" | "taxNumber" | "birthDate";

/** The address fields' keys, in form order. */
export const ADDRESS_KEYS: readonly AddressKey[] = ["street1", "street2", "city", "state", "postcode", "country"];
