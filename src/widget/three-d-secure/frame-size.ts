import { log } from "../log.ts";

/** The inline 3-D Secure iframe's size: CSS lengths in px or %. */
export interface FrameSize {
  readonly width: string;
  readonly height: string;
}

/** A roomy default: the ACS page needs about 400 px of height; the width follows the form. */
export const DEFAULT_FRAME_SIZE: FrameSize = Object.freeze({ width: "100%", height: "400px" });

const LENGTH = /^\d{1,5}(\.\d{1,3})?(px|%)?$/;

/** 400 → "400px", "400" → "400px", "80%" → "80%", "400px" → "400px"; anything else (0, negative, "auto", "4em") → undefined. */
export function cssLength(v: unknown): string | undefined {
  const text = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  const m = LENGTH.exec(text);
  if (!m || Number.parseFloat(text) <= 0) return undefined;
  return m[2] ? text : `${text}px`;
}

/**
 * Reads wpwlOptions.threeDIframeSize: `{ width, height }`, each a number (pixels) or a "px"/"%"
 * string; a missing one keeps its default. Undefined when anything given is not such a length.
 */
export function parseFrameSize(v: unknown): FrameSize | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return undefined;
  const o = v as { width?: unknown; height?: unknown };
  const width = o.width === undefined ? DEFAULT_FRAME_SIZE.width : cssLength(o.width);
  const height = o.height === undefined ? DEFAULT_FRAME_SIZE.height : cssLength(o.height);
  return width && height ? { width, height } : undefined;
}

/**
 * wpwlOptions.threeDIframeSize as the challenge uses it: the default when not given; when invalid,
 * one [wpwl] message and the default. Read here, in the 3-D Secure code, rather than with the other
 * options, to keep it off the checkout page's critical path.
 */
export function frameSizeOption(v: unknown): FrameSize {
  if (v === undefined) return DEFAULT_FRAME_SIZE;
  const size = parseFrameSize(v);
  if (size) return size;
  log.warn(
    `wpwlOptions.threeDIframeSize: expected { width, height }, each a number of pixels or a "px" or "%" string, e.g. { width: 400, height: "80%" }, got ${JSON.stringify(v)?.slice(0, 60)}; using the default ({"width":"100%","height":"400px"}).`,
  );
  return DEFAULT_FRAME_SIZE;
}
