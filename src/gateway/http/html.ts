/** Escapes text for HTML element content and attribute values (the gateway's server-rendered pages). */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
