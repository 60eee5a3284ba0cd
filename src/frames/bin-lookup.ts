import { type BinInfo, binOf } from "../shared/bin-info.ts";

/** Asks the gateway about one BIN; resolves undefined for an unknown BIN, rejects on failure (both leave the local result). */
export type FetchBinInfo = (bin: string, signal: AbortSignal) => Promise<BinInfo | undefined>;

/** Quiet time after the BIN changed before it is looked up (a shopper still typing or editing the first digits). */
export const BIN_DEBOUNCE_MS = 150;
/** A lookup slower than this is abandoned: the local detection stands for that BIN. */
export const BIN_TIMEOUT_MS = 2500;
/** BINs remembered per frame (a shopper retyping the number asks no second time). */
const REMEMBERED = 16;

/**
 * The number frame's BIN lookups (wpwlOptions.brandDetectionType "binlist"): once per new BIN,
 * after a quiet time, never under six digits, never more than one request in flight (the BIN typed
 * meanwhile is asked for when the request ends). An unknown BIN, an error or a timeout is
 * remembered as "no information": the local prefix detection stands, silently, and that BIN is not
 * asked for again. `onAnswer` runs when the BIN still typed got information.
 */
export function binLookup(fetchInfo: FetchBinInfo, onAnswer: () => void) {
  const answers = new Map<string, BinInfo | null>();
  let wanted: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busy = false;

  const ask = async (): Promise<void> => {
    const bin = wanted;
    if (busy || bin === undefined || answers.has(bin)) return;
    busy = true;
    const abort = new AbortController();
    const timeout = setTimeout(() => abort.abort(), BIN_TIMEOUT_MS);
    const info = await fetchInfo(bin, abort.signal).catch(() => undefined);
    clearTimeout(timeout);
    if (answers.size >= REMEMBERED) answers.clear();
    answers.set(bin, info?.brands.length ? info : null);
    busy = false;
    if (bin !== wanted) return ask();
    if (info?.brands.length) onAnswer();
  };

  /** The BIN information for the digits typed now, if the gateway gave some; a new BIN is asked for after the quiet time. */
  return (digits: string): BinInfo | undefined => {
    const bin = binOf(digits);
    if (bin !== wanted) {
      clearTimeout(timer);
      wanted = bin;
      if (bin !== undefined && !answers.has(bin)) timer = setTimeout(ask, BIN_DEBOUNCE_MS);
    }
    return bin === undefined ? undefined : (answers.get(bin) ?? undefined);
  };
}
