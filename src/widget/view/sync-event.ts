/**
 * Sent to every input of a form when it is submitted (payment/submit-pipeline.ts): a page field whose value
 * the merchant's script changed without an event (`$(…).val(…)` in onReady) takes it into its form's state
 * then, before the form's checks (card/TextField.tsx).
 */
export const SYNC_EVENT = "wpwl-sync";
