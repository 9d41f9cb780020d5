import * as z from 'zod/mini';
import { isValueWithin, type ValueLimits, valueBetweenMessage } from '#contract/benefit-rules';
import type { BenefitCost, BenefitDetail, BenefitValues, EditField, Selection } from '#contract/benefits';
import { DEFAULT_MAX_BEAM_VALUE } from '#contract/spec-constants';

// The limits each value of the setup and manage form keeps to, and where they come from
// (docs/decisions/045): the benefit's, then the selection's own edit fields, then each cost answer.

export type FieldName = 'value' | 'partnerValue';
export const FIELD_NAMES: readonly FieldName[] = ['value', 'partnerValue'];

/** A field's limits, with the server's message for them when it gave one (null: the spec's text). */
export interface FieldRule {
  limits: ValueLimits;
  message: string | null;
}

export type FieldRules = Partial<Record<FieldName, FieldRule>>;

/** An edit field's limits; a limit it leaves out is the benefit's (the maximum the spec's default). */
function editFieldRule(field: EditField, base: ValueLimits | null): FieldRule {
  return {
    limits: {
      min: field.minimum ?? base?.min ?? 0,
      max: field.maximum ?? DEFAULT_MAX_BEAM_VALUE,
      step: field.stepSize ?? base?.step ?? 1,
    },
    message: field.validationMessage,
  };
}

/**
 * The limits the form starts with: the benefit's, and on the manage page the selection's edit
 * fields in their place, which hold for this person (a partner's cover within their own, say).
 */
export function initialRules(
  benefit: BenefitDetail,
  selection: Selection | null,
  mode: 'setup' | 'manage',
): FieldRules {
  const base: Record<FieldName, ValueLimits | null> = {
    value: benefit.valueLimits,
    partnerValue: benefit.partnerValueLimits,
  };
  const rules: FieldRules = {};
  for (const name of FIELD_NAMES) {
    const limits = base[name];
    if (limits) rules[name] = { limits, message: null };
  }
  if (mode === 'manage' && selection) {
    for (const field of selection.editFields) rules[field.name] = editFieldRule(field, base[field.name]);
  }
  return rules;
}

function sameLimits(a: ValueLimits, b: ValueLimits): boolean {
  return a.min === b.min && a.max === b.max && a.step === b.step;
}

/**
 * The rules after a cost answer: a field whose limits the answer changes takes them, and from then on
 * the spec's range text, since the server's message named the old ones. A field the answer gives no
 * limits for keeps its own. Null when nothing changed.
 */
export function relimit(rules: FieldRules, cost: BenefitCost): FieldRules | null {
  const answered: Record<FieldName, ValueLimits | null> = {
    value: cost.valueLimits,
    partnerValue: cost.partnerValueLimits,
  };
  let next: FieldRules | null = null;
  for (const name of FIELD_NAMES) {
    const current = rules[name];
    const limits = answered[name];
    if (!current || !limits || sameLimits(current.limits, limits)) continue;
    next = { ...(next ?? rules), [name]: { limits, message: null } };
  }
  return next;
}

/** A typed amount as a number, or null while it is not one. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (cleaned === '' || !/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * A field's error, or null: the value is required, the partner's is optional (left empty, none is
 * asked for); either must lie within its limits and on a step.
 */
export function fieldError(name: FieldName, text: string, rule: FieldRule | undefined): string | null {
  if (!rule) return null;
  if (name === 'partnerValue' && text.trim() === '') return null;
  const amount = parseAmount(text);
  if (amount !== null && isValueWithin(amount, rule.limits)) return null;
  return rule.message ?? valueBetweenMessage(rule.limits);
}

/**
 * The setup and manage form's schema: each typed value checked against the newest limits (`rules()`
 * is read when a field is judged, so a cost answer's limits apply at once), by `fieldError`, the
 * rule the values' limits keep to (contract/benefit-rules: `isValueWithin`, `valueBetweenMessage`).
 */
export function valuesFormSchema(rules: () => FieldRules) {
  const field = (name: FieldName) =>
    z.string().check(
      z.superRefine((text, context) => {
        const message = fieldError(name, text, rules()[name]);
        if (message !== null) context.issues.push({ code: 'custom', message, input: text });
      }),
    );
  return z.object({ value: field('value'), partnerValue: field('partnerValue') });
}

/**
 * What a cost check can be asked about: the typed values that keep to their limits. A partner value
 * that does not is left out, so the answer still brings the limits that may make it fit. Null while
 * the value itself is not one the cost can be worked out from.
 */
export function costableValues(texts: Record<FieldName, string>, rules: FieldRules): BenefitValues | null {
  const values: BenefitValues = {};
  for (const name of FIELD_NAMES) {
    const rule = rules[name];
    const amount = parseAmount(texts[name]);
    if (rule && amount !== null && isValueWithin(amount, rule.limits)) values[name] = amount;
  }
  if (rules.value && values.value === undefined) return null;
  return Object.keys(values).length > 0 ? values : null;
}
