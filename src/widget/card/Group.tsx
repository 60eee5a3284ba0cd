import type { ComponentChildren } from "preact";
import { stateClasses } from "./state-classes.ts";

interface GroupProps {
  readonly name: string;
  readonly label: string;
  readonly showLabel: boolean;
  /** Id of the control the label names (unless onLabelClick: frames get a div label instead of <label for>). */
  readonly controlId?: string;
  readonly hintId: string;
  readonly error?: string | undefined;
  readonly errorKey?: string | undefined;
  readonly focused?: boolean;
  /** Not shown (`wpwl-hidden`), e.g. the CVV with requireCvv: false. */
  readonly hidden?: boolean;
  /** A frame's label has no `for`: a click on it focuses the field inside the frame. */
  readonly onLabelClick?: () => void;
  /**
   * The card form's parameter name ("card.number"): the label is then `div[name="wpwl-label-<param>"]`
   * as on the established widget (merchants' tests select it); it names its control through
   * aria-labelledby (`labelId`) and a click on it focuses the control, as a <label> would.
   */
  readonly param?: string;
  readonly children: ComponentChildren;
}

const preventFocusMove = (e: MouseEvent) => e.preventDefault();

/** The id of a group's div label (its aria-labelledby target). */
export const labelId = (hintId: string) => `${hintId}-label`;

/** `.wpwl-group-<name>` > `.wpwl-label-<name>` + `.wpwl-wrapper-<name>` > control + `div.wpwl-hint` on error. */
export function Group(p: GroupProps) {
  const labelClass = `wpwl-label wpwl-label-${p.name}${p.showLabel ? "" : " wpwl-sr-only"}`;
  // State classes are toggled, not rendered: classes a merchant adds to the group stay.
  const state = stateClasses({ "wpwl-state-focused": !!p.focused, "wpwl-group-has-error": !!p.error, "wpwl-hidden": !!p.hidden });
  return (
    <div class={`wpwl-group wpwl-group-${p.name}`} ref={state}>
      {p.onLabelClick || p.param ? (
        // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a mouse shortcut like <label>'s; keyboard users tab into the field itself
        <div
          class={labelClass}
          id={labelId(p.hintId)}
          {...{ name: p.param && `wpwl-label-${p.param}` }}
          onClick={p.onLabelClick ?? (() => document.getElementById(p.controlId ?? "")?.focus())}
          // A frame's label: the press does not take the focus to the page first. The click then focuses the frame;
          // had the press moved the focus, the two moves (page, then frame) could reach the browser in either order
          // and leave the page focused (seen in CI: the holder frame's input active, its document not focused).
          {...(p.onLabelClick ? { onMouseDown: preventFocusMove } : {})}
        >
          {p.label}
        </div>
      ) : (
        <label class={labelClass} for={p.controlId}>
          {p.label}
        </label>
      )}
      <div class={`wpwl-wrapper wpwl-wrapper-${p.name}`}>
        {p.children}
        {p.error ? (
          <div class={`wpwl-hint wpwl-hint-${p.errorKey ?? "error"}`} id={p.hintId}>
            {p.error}
          </div>
        ) : null}
      </div>
    </div>
  );
}
