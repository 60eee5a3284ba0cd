/** 32 lower-case hex characters from the browser's CSPRNG: a fresh channel id per widget instance. */
export function randomChannel(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
