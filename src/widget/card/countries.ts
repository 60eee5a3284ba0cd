/**
 * The billing country choice: every ISO 3166-1 alpha-2 country (249) and XK (Kosovo, in common use
 * for billing.country), named in the widget's language by the browser's own Intl.DisplayNames (no
 * name tables in the bundle), sorted by name in that language.
 */
const CODES =
  "ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSXKYEYTZAZMZW";

export const COUNTRY_CODES: readonly string[] = CODES.match(/../g) ?? [];

const lists = new Map<string, readonly (readonly [string, string])[]>();

/** [code, name] of every country, by name in the language `tag` (BCP 47); a browser without names shows the codes. */
export function countryChoices(tag: string): readonly (readonly [string, string])[] {
  let list = lists.get(tag);
  if (!list) {
    let name = (code: string) => code;
    try {
      const names = new Intl.DisplayNames([tag], { type: "region" });
      name = (code) => names.of(code) ?? code;
    } catch {}
    const collator = new Intl.Collator(tag);
    list = COUNTRY_CODES.map((code) => [code, name(code)] as const).sort((a, b) => collator.compare(a[1], b[1]));
    lists.set(tag, list);
  }
  return list;
}
