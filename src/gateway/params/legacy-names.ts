/**
 * Names the specification does not define but real client code sends, because the established
 * gateway's older API or its samples used them: refused as unknown like any other name, with what to
 * send instead (a row each; validate-request.ts).
 */
export const LEGACY_NAMES: readonly (readonly [names: RegExp, instead: string])[] = [
  [
    /^authentication\.(userId|password)$/,
    "is the older API's authentication: send the access token in the header Authorization: Bearer <token> (spec 2.5, 5)",
  ],
];

/** What to send instead of `name`, when it is one of the older API's names. */
export function legacyHint(name: string): string | undefined {
  return LEGACY_NAMES.find(([re]) => re.test(name))?.[1];
}
