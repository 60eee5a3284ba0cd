import { describe, expect, it } from "vitest";
import { createReadyBarrier } from "./ready-barrier.ts";

describe("the onReady barrier", () => {
  it("fires once, when the last form that counts is ready", () => {
    let fired = 0;
    const barrier = createReadyBarrier(() => fired++);
    const a = barrier.join(true);
    const b = barrier.join(true);
    expect([barrier.open, barrier.waiting]).toEqual([false, true]);
    a();
    a(); // a form that says it twice counts once
    expect(fired).toBe(0);
    b();
    expect(fired).toBe(1);
    barrier.join(true)();
    expect(fired).toBe(1);
    expect([barrier.open, barrier.waiting]).toEqual([false, false]);
  });

  it("does not wait for forms that do not count", () => {
    let fired = 0;
    const barrier = createReadyBarrier(() => fired++);
    const late = barrier.join(false);
    const first = barrier.join(true);
    late();
    expect(fired).toBe(0);
    first();
    expect(fired).toBe(1);
  });

  it("is open while nothing counted: a page whose forms all come later gets onReady for the first of them", () => {
    let fired = 0;
    const barrier = createReadyBarrier(() => fired++);
    expect(barrier.open).toBe(true);
    const ready = barrier.join(barrier.open);
    expect(barrier.open).toBe(false);
    ready();
    expect(fired).toBe(1);
  });
});
