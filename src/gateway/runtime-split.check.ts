/**
 * The runtime split, checked by the compiler in `npm run typecheck`: the gateway runs in Node, so the
 * DOM does not compile here. Were the DOM library to reach this project, these lines would compile and
 * the unused `@ts-expect-error` directives fail the typecheck. Nothing imports this file.
 */
// @ts-expect-error the gateway has no `window`
export const plantedWindow: unknown = window.location.href;
// @ts-expect-error the gateway has no `document`
export const plantedDocument: unknown = document.title;
