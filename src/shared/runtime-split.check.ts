/**
 * The runtime split, checked by the compiler in `npm run typecheck`: src/shared runs in the browser and
 * in Node, so the DOM does not compile here. Were the DOM library to reach this project (a lib setting,
 * a `/// <reference lib="dom" />`, a package's global types), these lines would compile and the unused
 * `@ts-expect-error` directives fail the typecheck. Nothing imports this file.
 */
// @ts-expect-error src/shared has no `document`
export const plantedDocument: unknown = document.title;
// @ts-expect-error src/shared has no `window`
export const plantedWindow: unknown = window.location.href;
