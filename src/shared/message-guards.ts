import type { ConnectMessage, FrameEvent, PaymentOutcome, ReadyMessage, WidgetCommand } from "./protocol.ts";
import { CHANNEL_ID, FIELD_KINDS, PAY_PARAM_NAME, PROTOCOL } from "./protocol-constants.ts";

/**
 * Dependency-free shape checks for the frame messages, for the bundles where zod is too heavy
 * (the hosted-field frame has a 6 KB brotli budget). Each guard accepts exactly what its zod
 * schema in protocol.ts accepts — message-guards.test.ts cross-checks them on valid and malformed
 * messages — with one deliberate difference: a `__proto__` key in pay parameters, which zod drops
 * silently, is rejected. The guards only answer yes or no; they never copy or strip the message.
 */
type Guard<T = unknown> = (v: unknown) => v is T;
type Obj = Record<string, unknown>;

// The factories are marked free of side effects so that bundlers drop the guards a bundle never uses.

/*#__NO_SIDE_EFFECTS__*/
function str(max = 1e9, re?: RegExp): Guard<string> {
  return (v): v is string => typeof v === "string" && v.length <= max && (!re || re.test(v));
}
const bool: Guard<boolean> = (v): v is boolean => typeof v === "boolean";
/** As z.number(): finite numbers only. */
const num: Guard<number> = (v): v is number => Number.isFinite(v);
/*#__NO_SIDE_EFFECTS__*/
function oneOf(...values: readonly string[]): Guard<string> {
  return (v): v is string => values.includes(v as string);
}
/*#__NO_SIDE_EFFECTS__*/
function opt<T>(g: Guard<T>): Guard<T | undefined> {
  return (v): v is T | undefined => v === undefined || g(v);
}
/** Every index, holes included (a hole reads as undefined, as zod sees it). */
/*#__NO_SIDE_EFFECTS__*/
function arr<T>(item: Guard<T>, max = 1e9): Guard<T[]> {
  return (v): v is T[] => {
    if (!Array.isArray(v) || v.length > max) return false;
    for (let i = 0; i < v.length; i++) if (!item(v[i])) return false;
    return true;
  };
}
/** As z.object's input check: any non-null, non-array object. */
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
/** As z.object: every key of the shape passes its guard; other keys are ignored. */
/*#__NO_SIDE_EFFECTS__*/
function obj<T>(shape: Record<string, Guard>): Guard<T> {
  return (v): v is T => isObj(v) && Object.keys(shape).every((k) => shape[k]?.(v[k]));
}
/** As z.record over a plain object (what structured clone delivers); `__proto__` keys are refused. */
/*#__NO_SIDE_EFFECTS__*/
function rec(key: Guard<string>, value: Guard<string>): Guard<Record<string, string>> {
  return (v): v is Record<string, string> => {
    if (!isObj(v)) return false;
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return false;
    return Object.keys(v).every((k) => k !== "__proto__" && key(k) && value(v[k]));
  };
}
/** As z.discriminatedUnion on `type`: each option has its own literal type, so "one matches" is the same check. */
/*#__NO_SIDE_EFFECTS__*/
function union<T>(...options: Guard[]): Guard<T> {
  return (v): v is T => options.some((g) => g(v));
}

export const isChannelId = str(1e9, CHANNEL_ID);
const protocol = oneOf(PROTOCOL);
const type = oneOf;

export const isReadyMessage = obj<ReadyMessage>({ p: protocol, type: type("ready"), channel: isChannelId, field: oneOf(...FIELD_KINDS) });
export const isConnectMessage = obj<ConnectMessage>({ p: protocol, type: type("connect"), channel: isChannelId });

export const isPaymentOutcome = obj<PaymentOutcome>({
  kind: oneOf("approved", "declined", "pending", "rejected", "error"),
  httpStatus: num,
  code: str(11),
  description: str(255),
  last4: opt(str(1e9, /^\d{4}$/)),
  parameters: opt(arr(str(128))),
});

export const isFrameEvent = union<FrameEvent>(
  obj({ type: type("state"), isEmpty: bool, isValid: bool, isPotentiallyValid: bool, errorKey: opt(str(40)), brands: arr(str(32), 12) }),
  obj({ type: type("focus") }),
  obj({ type: type("blur") }),
  obj({ type: type("enter") }),
  obj({ type: type("result"), outcome: isPaymentOutcome }),
);

export const isPayParams = rec(str(1e9, PAY_PARAM_NAME), str(2048));

export const isWidgetCommand = union<WidgetCommand>(
  obj({ type: type("config"), brands: arr(str(32)), placeholder: str(80), label: str(120), locale: str(10), dir: oneOf("ltr", "rtl") }),
  obj({ type: type("brand"), brand: opt(str(32)) }),
  obj({ type: type("invalid"), invalid: bool, message: str(200) }),
  obj({ type: type("focus") }),
  obj({ type: type("pay"), params: isPayParams }),
);
