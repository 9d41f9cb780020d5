import { describe, expect, it } from 'vitest';
import { upstreamCostSchema, upstreamSelectionSchemaMapped } from './benefit-responses';

const selection = {
  selection_id: 6008,
  benefit_id: 5206,
  status: 'live',
  status_label: 'Live',
  value: 150000,
  partner_value: 0,
  monthly_cost: 24,
  employer_monthly_cost: 12,
  cta: { type: 'manage', label: 'Manage' },
};

describe("the upstream's edit fields and temporary selection", () => {
  it('maps edit fields to camelCase, drops a field the form does not have, and an empty message', () => {
    const mapped = upstreamSelectionSchemaMapped.parse({
      ...selection,
      edit_fields: [
        { name: 'partner_value', label: 'Partner cover', minimum: 0, maximum: 150000, step_size: 1000 },
        {
          name: 'value',
          label: 'Cover',
          minimum: 10000,
          maximum: null,
          step_size: 1000,
          validation_message: ' ',
        },
        { name: 'constructor', label: 'Not a value', minimum: 1, maximum: 2, step_size: 1 },
      ],
    });

    expect(mapped.editFields).toEqual([
      {
        name: 'partnerValue',
        label: 'Partner cover',
        minimum: 0,
        maximum: 150000,
        stepSize: 1000,
        validationMessage: null,
      },
      {
        name: 'value',
        label: 'Cover',
        minimum: 10000,
        maximum: null,
        stepSize: 1000,
        validationMessage: null,
      },
    ]);
    expect(mapped.temporarySelection).toBeNull();
  });

  it('maps a temporary selection, a to-be-confirmed cost as null, and refuses one without its date', () => {
    const temporary = { value: 200000, partner_value: 0, monthly_cost: 'TBC', employer_monthly_cost: 12 };
    expect(
      upstreamSelectionSchemaMapped.parse({
        ...selection,
        temporary_selection: { ...temporary, effective_from: '2026-12-01' },
      }).temporarySelection,
    ).toEqual({
      value: 200000,
      partnerValue: 0,
      monthlyCost: null,
      employerMonthlyCost: 12,
      effectiveFrom: '2026-12-01',
    });
    expect(
      upstreamSelectionSchemaMapped.safeParse({ ...selection, temporary_selection: temporary }).success,
    ).toBe(false);
  });

  it('refuses a step that is not positive and limits whose maximum is below their minimum', () => {
    const field = { name: 'value', label: 'Cover', minimum: 1, maximum: 2, step_size: 0 };
    expect(upstreamSelectionSchemaMapped.safeParse({ ...selection, edit_fields: [field] }).success).toBe(
      false,
    );
    const cost = { monthly_cost: 1, employer_monthly_cost: 0, value_limits: { min: 10, max: 5, step: 1 } };
    expect(upstreamCostSchema.safeParse(cost).success).toBe(false);
    expect(
      upstreamCostSchema.parse({ ...cost, value_limits: { min: 10, max: null, step: 1 } }).valueLimits,
    ).toEqual({ min: 10, max: 999999.9, step: 1 });
  });
});
