/** The longest parameter name: checked before PARAMETER_NAME runs. */
export const MAX_NAME_LENGTH = 256;

/**
 * Names a parameter may have at all: letters, digits, dots, underscores, hyphens, list indexes and
 * bracket keys. Each bracket group starts with "[", which no other part may hold, so the pattern is
 * unambiguous (linear time); `isParameterName` also bounds the length first.
 */
export const PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,127}(\[[A-Za-z0-9_.-]{1,64}\](\.[A-Za-z0-9_.-]{1,127})?)*$/;

export function isParameterName(name: string): boolean {
  return name.length <= MAX_NAME_LENGTH && PARAMETER_NAME.test(name);
}
export const MAX_PARAMETERS = 1000;
/** The longest value of a parameter without a row of its own (a row's format code sets its own). */
export const MAX_VALUE_LENGTH = 2048;
/** The longest value of any parameter (a wallet's payment token). */
export const MAX_VALUE = 8192;
