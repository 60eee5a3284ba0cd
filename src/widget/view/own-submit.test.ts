// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { ownSubmit } from "./own-submit.ts";

const form = () => {
  const f = document.createElement("form");
  document.body.append(f);
  const handler = vi.fn();
  ownSubmit(handler)(f);
  return { f, handler };
};

describe("a widget form's submit handler", () => {
  it("runs once for a real submit event, which it cancels", () => {
    const { f, handler } = form();
    const e = new Event("submit", { cancelable: true });
    f.dispatchEvent(e);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(e.defaultPrevented).toBe(true);
  });

  it("runs for jQuery's .submit(): the onsubmit property with jQuery's event, whose default it prevents", () => {
    const { f, handler } = form();
    const jqEvent = { type: "submit", preventDefault: vi.fn() };
    (f.onsubmit as unknown as (e: unknown) => unknown)(jqEvent);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(jqEvent.preventDefault).toHaveBeenCalled();
  });

  it("form.submit() becomes a submit event: the handler, no navigation to the page's own URL", () => {
    const { f, handler } = form();
    const navigations = vi.spyOn(HTMLFormElement.prototype, "submit");
    f.submit();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(navigations).not.toHaveBeenCalled();
  });
});
