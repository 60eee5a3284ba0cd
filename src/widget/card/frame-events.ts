import type { BinInfo } from "../../shared/bin-info.ts";
import type { FrameEvent } from "../../shared/protocol.ts";
import type { CardCallbacks } from "../callbacks/card-callbacks.ts";
import type { CardField, CardModel } from "../card-model.ts";
import { focusField, reportFrame } from "../card-model.ts";
import type { CardChecks, CardFrames } from "./field-feedback.ts";

export interface FrameEventDeps {
  readonly model: CardModel;
  readonly frames: CardFrames;
  readonly checks: CardChecks;
  readonly callbacks: CardCallbacks;
  readonly submitOnEnter: boolean;
  /** The number frame's candidates are in: the form picks the brand (detection, priority, the shopper's choice). */
  readonly detected: (candidates: readonly string[], bin?: BinInfo) => void;
  readonly submit: () => void;
  readonly onOutcome: (outcome: Extract<FrameEvent, { type: "result" }>["outcome"]) => void;
}

/** What the form does with each event of a hosted field: state, focus and blur, Enter, the payment's result. */
export function frameEventHandler(d: FrameEventDeps) {
  const { model, frames, checks, callbacks } = d;
  return (kind: CardField, e: FrameEvent) => {
    const iframe = frames[kind]?.element() ?? null;
    if (e.type === "state") {
      reportFrame(model, kind, e);
      if (kind === "cardNumber") {
        callbacks.detected(e.brands, iframe);
        callbacks.bin(e.bin, iframe);
        d.detected(e.brands, e.bin);
      }
      if (model.errors.value[kind]) checks.show(kind, false);
    } else if (e.type === "focus") {
      focusField(model, kind);
      callbacks.frameFocus(iframe);
    } else if (e.type === "blur") {
      checks.blur(kind, (isValid) => {
        callbacks.fieldBlur(kind, iframe, isValid);
        callbacks.frameBlur(iframe);
      });
    } else if (e.type === "enter") {
      if (d.submitOnEnter) d.submit();
    } else if (e.type === "result") d.onOutcome(e.outcome);
  };
}
