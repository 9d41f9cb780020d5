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
import { limitsOf, valueRangeMessage } from '../rules/benefits-values.ts';

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
  cta: SelectionCta;
  edit_fields: EditFieldBody[];
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
    cta: selectionCta(selection.status),
    // An ended selection is applied for again rather than changed.
    edit_fields: isActive(selection.status) ? editFields(benefit) : [],
    created_at: selection.createdAt,
  };
}

function editFields(benefit: SelectionBenefit): EditFieldBody[] {
  const fields: EditFieldBody[] = [];
  if (benefit.value) {
    fields.push(editField('value', benefit.value));
  }
  if (benefit.partnerValue) {
    fields.push(editField('partner_value', benefit.partnerValue));
  }
  return fields;
}

function editField(name: EditFieldBody['name'], value: BenefitValue): EditFieldBody {
  return {
    name,
    label: value.label,
    minimum: value.min,
    maximum: value.max,
    step_size: value.step,
    validation_message: valueRangeMessage(limitsOf(value)),
  };
}
