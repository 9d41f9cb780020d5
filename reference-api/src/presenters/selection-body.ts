// The Selection shape of docs/decisions/016, snake_case as upstream.
import type { BenefitRecord, BenefitValue } from '../data/benefit-repository.ts';
import type { SelectionRecord } from '../data/selection-repository.ts';
import type { Cost } from '../rules/benefits-cost.ts';
import {
  isActive,
  type SelectionCta,
  type SelectionStatus,
  selectionCta,
  statusLabel,
} from '../rules/benefits-selection-status.ts';
import { editFieldMessage, limitsOf, partnerSpecFor, type ValueSpec } from '../rules/benefits-values.ts';
import {
  type FieldStatus,
  type FieldStatusName,
  fieldStatuses,
  type MonthlyCostSummary,
  monthlyCostSummary,
} from '../rules/selection-summary.ts';

/** A value the person can change on the manage page. */
export type EditFieldBody = {
  name: 'value' | 'partner_value';
  label: string;
  minimum: number | null;
  /** Null when the benefit sets no maximum; the portal then applies its default. */
  maximum: number | null;
  step_size: number | null;
  validation_message: string;
};

/** A change saved but not yet in force (docs/decisions/046), snake_case as upstream. */
export type TemporarySelectionBody = {
  value: number | null;
  partner_value: number | null;
  monthly_cost: Cost;
  employer_monthly_cost: Cost;
  /** The first day it applies, 'YYYY-MM-DD'. */
  effective_from: string;
};

export type SelectionBody = {
  selection_id: number;
  benefit_id: number;
  status: SelectionStatus;
  status_label: string;
  value: number | null;
  partner_value: number | null;
  monthly_cost: Cost;
  employer_monthly_cost: Cost;
  people_covered: string[];
  plan_details: string | null;
  start_date: string | null;
  end_date: string | null;
  /** The product page's monthly cost section: the costs in force and their total (decision 074). */
  costs_summary_for_monthly_cost_section: MonthlyCostSummary;
  /** How far each value is in force, by field name (decision 074). */
  field_status: Partial<Record<FieldStatusName, FieldStatus>>;
  cta: SelectionCta;
  edit_fields: EditFieldBody[];
  /** The spec's temporarySelection: null when the saved selection is all there is. */
  temporary_selection: TemporarySelectionBody | null;
  created_at: string;
};

/** The benefit facts a selection's body needs: which values the manage page can change. */
export type SelectionBenefit = Pick<BenefitRecord, 'value' | 'partnerValue'>;

export function toSelectionBody(selection: SelectionRecord, benefit: SelectionBenefit): SelectionBody {
  return {
    selection_id: selection.id,
    benefit_id: selection.benefitId,
    status: selection.status,
    status_label: statusLabel(selection.status),
    value: selection.value,
    partner_value: selection.partnerValue,
    monthly_cost: selection.monthlyCost,
    employer_monthly_cost: selection.employerMonthlyCost,
    people_covered: selection.peopleCovered,
    plan_details: selection.planDetails,
    start_date: selection.startDate,
    end_date: selection.endDate,
    costs_summary_for_monthly_cost_section: monthlyCostSummary(selection),
    field_status: fieldStatuses(selection),
    cta: selectionCta(selection.status),
    // An ended selection is applied for again rather than changed.
    edit_fields: isActive(selection.status)
      ? editFields(benefit, selection.temporary?.value ?? selection.value)
      : [],
    temporary_selection: selection.temporary && {
      value: selection.temporary.value,
      partner_value: selection.temporary.partnerValue,
      monthly_cost: selection.temporary.monthlyCost,
      employer_monthly_cost: selection.temporary.employerMonthlyCost,
      effective_from: selection.temporary.from,
    },
    created_at: selection.createdAt,
  };
}

/**
 * The limits of each value as they stand for this person (docs/decisions/045): the partner's
 * maximum is the person's own value (the newest asked for), so they differ from the benefit's.
 */
function editFields(benefit: SelectionBenefit, ownValue: number | null): EditFieldBody[] {
  const fields: EditFieldBody[] = [];
  if (benefit.value) {
    fields.push(editField('value', benefit.value, benefit.value));
  }
  if (benefit.partnerValue) {
    fields.push(
      editField('partner_value', benefit.partnerValue, partnerSpecFor(benefit.partnerValue, ownValue)),
    );
  }
  return fields;
}

function editField(name: EditFieldBody['name'], value: BenefitValue, spec: ValueSpec): EditFieldBody {
  return {
    name,
    label: value.label,
    minimum: spec.min,
    maximum: spec.max,
    step_size: spec.step,
    validation_message: editFieldMessage(limitsOf(spec), name),
  };
}
