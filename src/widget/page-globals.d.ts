/**
 * A merchant's top-level `let`/`const wpwlOptions` in a classic script: a global lexical binding,
 * not a property of window. The widget (a classic script too) reads it by its bare name.
 */
declare const wpwlOptions: unknown;
