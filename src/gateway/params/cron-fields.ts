import { z } from "zod";

const DAY_NAMES = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"];

/**
 * One field of a scheduling job (spec 2.26): numbers in [min, max] and the special characters the
 * spec allows for that field (`*` any, `,` list, `-` range, `/` step, `?` no value, `L` last,
 * `W` weekday, `#` nth weekday). Day-of-week also takes SUN-SAT.
 */
export function cronField(label: string, min: number, max: number, specials: string, allowEmpty = false): z.ZodType<string> {
  const value = (v: string): boolean => {
    if (label === "day of week" && DAY_NAMES.includes(v.toUpperCase())) return true;
    if (!/^\d{1,4}$/.test(v)) return false;
    const n = Number(v);
    return n >= min && n <= max;
  };
  const item = (token: string): boolean => {
    if (token === "*" || token === "?") return specials.includes(token);
    if (token === "L") return specials.includes("L");
    if (specials.includes("/") && token.includes("/")) {
      const [base = "", step = ""] = token.split("/");
      return /^\d{1,4}$/.test(step) && Number(step) > 0 && (base === "*" || item(base));
    }
    if (specials.includes("#") && token.includes("#")) {
      const [day = "", nth = ""] = token.split("#");
      return value(day) && /^[1-5]$/.test(nth);
    }
    if (specials.includes("W") && token.endsWith("W")) return value(token.slice(0, -1));
    if (specials.includes("L") && token.endsWith("L")) return value(token.slice(0, -1));
    if (specials.includes("-") && token.includes("-")) {
      const [a = "", b = ""] = token.split("-");
      return value(a) && value(b);
    }
    return value(token);
  };
  const allowed = `${min}-${max}${specials ? ` and ${specials.split("").join(" ")}` : ""}`;
  return z
    .string()
    .max(64, "expected at most 64 characters")
    .refine((v) => (v === "" ? allowEmpty : v.split(specials.includes(",") ? "," : /(?!)/).every(item)), {
      message: `expected a ${label} field: ${allowed}`,
    });
}
