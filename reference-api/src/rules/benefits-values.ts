// The values a person chooses for a benefit (cover amount, bike value, days of leave) and the limits
// they must keep to (spec section 5, "Benefit cost values").

/** A benefit's limits as stored: a maximum of its own is optional. */
export type ValueSpec = { min: number; max: number | null; step: number };

/** The limits a value is checked against, the maximum filled in. */
export type ValueLimits = { min: number; max: number; step: number };

/** The portal's maximum for a value whose benefit sets none (spec section 9). */
export const DEFAULT_MAX_VALUE = 999999.9;

// How far from a whole number of steps a value may be and still count as on a step: values are
// decimal amounts in binary floating point, so 0.3 is never exactly three steps of 0.1.
const STEP_TOLERANCE = 1e-9;

export function limitsOf(spec: ValueSpec): ValueLimits {
  return { min: spec.min, max: spec.max ?? DEFAULT_MAX_VALUE, step: spec.step };
}

/** The one refusal of a value, whatever is wrong with it, as the portal shows it. */
export function valueRangeMessage(limits: ValueLimits): string {
  return `Please enter a value between ${limits.min} and ${limits.max}`;
}

export type ValueCheck = { ok: true } | { ok: false; message: string };

/** A value must lie within the limits and be a whole number of steps above the minimum. */
export function checkValue(spec: ValueSpec, value: number): ValueCheck {
  const limits = limitsOf(spec);
  return isWithin(limits, value) && isOnStep(limits, value)
    ? { ok: true }
    : { ok: false, message: valueRangeMessage(limits) };
}

function isWithin(limits: ValueLimits, value: number): boolean {
  return Number.isFinite(value) && value >= limits.min && value <= limits.max;
}

function isOnStep(limits: ValueLimits, value: number): boolean {
  const steps = (value - limits.min) / limits.step;
  return Math.abs(steps - Math.round(steps)) <= STEP_TOLERANCE * Math.max(1, Math.abs(steps));
}

/**
 * A partner is covered for no more than the person's own cover (docs/decisions/045): the partner's
 * maximum is the smaller of its own and the person's value, never below the partner's minimum. Without
 * a value of the person's the partner's own limits stand.
 */
export function partnerSpecFor(spec: ValueSpec, ownValue: number | null): ValueSpec {
  if (ownValue === null) {
    return spec;
  }
  return { ...spec, max: Math.max(spec.min, Math.min(limitsOf(spec).max, ownValue)) };
}

/**
 * The message an edit field carries (docs/decisions/045): the spec's range text with the step, and
 * for a partner the rule that bounds it, so the manage form can say more than the bare range.
 */
export function editFieldMessage(limits: ValueLimits, field: 'value' | 'partner_value'): string {
  const range = `${valueRangeMessage(limits)}, in steps of ${limits.step}`;
  return field === 'partner_value' ? `${range}, and no more than your own cover` : range;
}

/** The values a selection holds. */
export type ChosenValues = { value: number | null; partnerValue: number | null };

/** Which values a benefit takes; null for one it does not take. */
export type ValueSpecs = { value: ValueSpec | null; partnerValue: ValueSpec | null };

export type ValuesCheck =
  | { ok: true; values: ChosenValues }
  | { ok: false; field: 'value' | 'partner_value'; message: string };

/**
 * Checks the values of a request body (JSON as sent: a number, a numeric string, null, or left out)
 * against the benefit. A value left out keeps the current one (a new selection has none); a benefit
 * that takes a value needs one, a partner value is optional.
 */
export function checkChosenValues(
  specs: ValueSpecs,
  input: { value?: unknown; partnerValue?: unknown },
  current: ChosenValues,
): ValuesCheck {
  const value = checkOne(specs.value, input.value, current.value, { required: true, what: 'a value' });
  if (!value.ok) {
    return { ok: false, field: 'value', message: value.message };
  }
  // Checked against the limits the person's own value leaves it (partnerSpecFor).
  const partnerSpec = specs.partnerValue && partnerSpecFor(specs.partnerValue, value.value);
  const partnerValue = checkOne(partnerSpec, input.partnerValue, current.partnerValue, {
    required: false,
    what: 'a partner value',
  });
  if (!partnerValue.ok) {
    return { ok: false, field: 'partner_value', message: partnerValue.message };
  }
  return { ok: true, values: { value: value.value, partnerValue: partnerValue.value } };
}

type OneCheck = { ok: true; value: number | null } | { ok: false; message: string };

function checkOne(
  spec: ValueSpec | null,
  input: unknown,
  current: number | null,
  field: { required: boolean; what: string },
): OneCheck {
  const chosen = input === undefined ? current : input;
  if (spec === null) {
    return chosen === null
      ? { ok: true, value: null }
      : { ok: false, message: `This benefit does not take ${field.what}` };
  }
  if (chosen === null) {
    return field.required
      ? { ok: false, message: valueRangeMessage(limitsOf(spec)) }
      : { ok: true, value: null };
  }
  const number = numberFrom(chosen);
  const check = number === null ? null : checkValue(spec, number);
  if (number === null || !check?.ok) {
    return { ok: false, message: valueRangeMessage(limitsOf(spec)) };
  }
  return { ok: true, value: number };
}

// Form fields often arrive as text; anything but a plain decimal number is no value at all.
function numberFrom(input: unknown): number | null {
  if (typeof input === 'number') {
    return Number.isFinite(input) ? input : null;
  }
  return typeof input === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(input) ? Number(input) : null;
}
