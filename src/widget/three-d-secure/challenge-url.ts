/** The ACS page's address with its parameters as a query (the challenge opens it with a GET). */
export function challengeUrl(redirect: {
  readonly url: string;
  readonly parameters: readonly { readonly name: string; readonly value: string }[];
}): string {
  const query = new URLSearchParams(redirect.parameters.map((p) => [p.name, p.value])).toString();
  return query ? `${redirect.url}${redirect.url.includes("?") ? "&" : "?"}${query}` : redirect.url;
}
