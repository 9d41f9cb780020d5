// Making, changing and ending a selection (docs/decisions/016, "Rules the reference API applies").
import { findMedicalQuestions } from '../data/benefit-repository.ts';
import { findCurrentTerms } from '../data/benefit-terms-repository.ts';
import {
  applyDueChanges,
  changeSelectionValues,
  deleteAwaitingSelection,
  dropTemporaryChange,
  findNewestSelection,
  findOwnSelection,
  holdTemporaryChange,
  insertSelection,
  optOutOfSelection,
  type SelectionRecord,
} from '../data/selection-repository.ts';
import {
  BENEFIT_NOT_FOUND,
  type BenefitRefusal,
  SELECTION_NOT_FOUND,
  valueRefusal,
} from '../http/benefit-refusal.ts';
import { type SelectionBenefit, type SelectionBody, toSelectionBody } from '../presenters/selection-body.ts';
import { checkAnswers } from '../rules/benefits-answers.ts';
import { selectionCosts } from '../rules/benefits-cost.ts';
import { changeTakesEffect, isoDateOf, optOutEndDate } from '../rules/benefits-dates.ts';
import { isActive, newSelectionStatus } from '../rules/benefits-selection-status.ts';
import { checkChosenValues } from '../rules/benefits-values.ts';
import { type EligibleBenefit, findEligibleBenefit } from './eligible-benefits.ts';

export type SelectionOutcome =
  | { ok: true; selection: SelectionBody }
  | { ok: false; refusal: BenefitRefusal };

/** A selection request's body as sent; the rules check each field. */
export type SelectionInput = { value?: unknown; partner_value?: unknown; answers?: unknown };
export type SelectionChangeInput = SelectionInput & { status?: unknown };

const ALREADY_SELECTED: BenefitRefusal = {
  status: 409,
  message: 'You already have a selection for this benefit; change that one instead',
};
const TERMS_OUTSTANDING: BenefitRefusal = {
  status: 409,
  message: 'Please accept the terms of this benefit first',
};
const SELECTION_ENDED: BenefitRefusal = {
  status: 409,
  message: 'This selection has ended; apply for the benefit again instead',
};
const NOTHING_TO_CHANGE: BenefitRefusal = {
  status: 422,
  message: "Send the values to change, or status 'opted-out'",
};
const OPT_OUT_ONLY: BenefitRefusal = {
  status: 422,
  message: "A selection's status can only be changed to 'opted-out'",
  errors: { status: ["A selection's status can only be changed to 'opted-out'"] },
};

/**
 * A new selection (a first one, or reapplying after opting out or a rejection: the old row stays).
 * Refused while one is live or awaiting, and while the benefit's current terms are not accepted.
 */
export async function createSelection(
  db: D1Database,
  userId: number,
  benefitId: number,
  input: SelectionInput,
  nowMs: number,
): Promise<SelectionOutcome> {
  const eligible = await findEligibleBenefit(db, userId, benefitId);
  if (!eligible) {
    return refused(BENEFIT_NOT_FOUND);
  }
  const { person, benefit } = eligible;
  const [current, terms, questions] = await Promise.all([
    findNewestSelection(db, userId, benefitId),
    findCurrentTerms(db, benefitId, userId),
    findMedicalQuestions(db, benefitId),
  ]);
  if (current && isActive(current.status)) {
    return refused(ALREADY_SELECTED);
  }
  if (terms && !terms.accepted) {
    return refused(TERMS_OUTSTANDING);
  }
  const values = checkChosenValues(
    benefit,
    { value: input.value, partnerValue: input.partner_value },
    { value: null, partnerValue: null },
  );
  if (!values.ok) {
    return refused(valueRefusal(values));
  }
  const answers = checkAnswers(
    questions.map((question) => question.id),
    input.answers,
  );
  if (!answers.ok) {
    return refused({ status: 422, message: answers.message, errors: { answers: [answers.message] } });
  }
  const { value, partnerValue } = values.values;
  const inserted = await insertSelection(db, {
    userId,
    benefitId,
    status: newSelectionStatus(benefit.requiresApproval),
    value,
    partnerValue,
    ...selectionCosts(benefit, value, partnerValue),
    peopleCovered: [person.fullName],
    planDetails: null,
    answers: answers.answers,
    // A selection counts from the day it is made; approval does not move it.
    startDate: isoDateOf(nowMs),
    createdAt: new Date(nowMs).toISOString(),
  });
  // Another request added one between the check and the insert.
  return inserted ? chosen(inserted, benefit) : refused(ALREADY_SELECTED);
}

/**
 * Changes the values of a live or awaiting selection, or opts out of it (`status: 'opted-out'`). A
 * live selection's new values are held as its temporary selection, in force from the first day of
 * next month (docs/decisions/046); an awaiting one, not in force yet, takes them at once.
 */
export async function changeSelection(
  db: D1Database,
  userId: number,
  selectionId: number,
  input: SelectionChangeInput,
  nowMs: number,
): Promise<SelectionOutcome> {
  const found = await ownOpenSelection(db, userId, selectionId, nowMs);
  if ('refusal' in found) return found.refusal;
  const { selection, eligible } = found;
  if (input.status !== undefined) {
    return optOut(db, selection, input.status, nowMs, eligible.benefit);
  }
  if (input.value === undefined && input.partner_value === undefined) {
    return refused(NOTHING_TO_CHANGE);
  }
  if (!isActive(selection.status)) {
    return refused(SELECTION_ENDED);
  }
  const { benefit } = eligible;
  // A value left out keeps the newest one asked for: the temporary selection's, else the saved one.
  const values = checkChosenValues(
    benefit,
    { value: input.value, partnerValue: input.partner_value },
    selection.temporary ?? selection,
  );
  if (!values.ok) {
    return refused(valueRefusal(values));
  }
  const { value, partnerValue } = values.values;
  const change = { value, partnerValue, ...selectionCosts(benefit, value, partnerValue) };
  const changed =
    selection.status === 'live'
      ? await holdTemporaryChange(db, userId, selection.id, { ...change, from: changeTakesEffect(nowMs) })
      : await changeSelectionValues(db, userId, selection.id, change);
  // It ended (or was decided) between the check and the update.
  return changed ? chosen(changed, benefit) : refused(SELECTION_ENDED);
}

async function optOut(
  db: D1Database,
  selection: SelectionRecord,
  status: unknown,
  nowMs: number,
  benefit: SelectionBenefit,
): Promise<SelectionOutcome> {
  if (status !== 'opted-out') {
    return refused(OPT_OUT_ONLY);
  }
  if (!isActive(selection.status)) {
    return refused(SELECTION_ENDED);
  }
  const ended = await optOutOfSelection(
    db,
    selection.userId,
    selection.id,
    optOutEndDate(nowMs, selection.startDate),
  );
  return ended ? chosen(ended, benefit) : refused(SELECTION_ENDED);
}

const NOT_AWAITING: BenefitRefusal = {
  status: 409,
  message: 'Only a selection awaiting approval can be withdrawn; opt out of a live one instead',
};

const NOTHING_TO_RESET: BenefitRefusal = {
  status: 409,
  message: 'This selection has no change to reset',
};

/**
 * The reset of spec section 7 (docs/decisions/046): a live selection's temporary selection is
 * dropped, back to the saved one, which stays in force as it was.
 */
export async function resetSelection(
  db: D1Database,
  userId: number,
  selectionId: number,
  nowMs: number,
): Promise<SelectionOutcome> {
  // A change whose day has come is in force (applied first): there is nothing left to reset.
  const found = await ownOpenSelection(db, userId, selectionId, nowMs);
  if ('refusal' in found) return found.refusal;
  const { selection, eligible } = found;
  const reset = await dropTemporaryChange(db, userId, selection.id);
  return reset ? chosen(reset, eligible.benefit) : refused(NOTHING_TO_RESET);
}

/**
 * Withdraws a selection awaiting approval (docs/decisions/017): it is removed, so the benefit is
 * open to choose again and the employer's approval list no longer shows it.
 */
export async function withdrawSelection(
  db: D1Database,
  userId: number,
  selectionId: number,
): Promise<{ ok: true } | { ok: false; refusal: BenefitRefusal }> {
  const selection = await findOwnSelection(db, userId, selectionId);
  if (!selection) {
    return { ok: false, refusal: SELECTION_NOT_FOUND };
  }
  if (selection.status !== 'awaiting-approval') {
    return { ok: false, refusal: NOT_AWAITING };
  }
  // Decided (approved or rejected) between the check and the delete.
  return (await deleteAwaitingSelection(db, userId, selectionId))
    ? { ok: true }
    : { ok: false, refusal: NOT_AWAITING };
}

function chosen(selection: SelectionRecord, benefit: SelectionBenefit): SelectionOutcome {
  return { ok: true, selection: toSelectionBody(selection, benefit) };
}

/**
 * The person's own selection and its benefit, still open to them, once the changes whose day has
 * come are in force; else the refusal a change or a reset of it gets.
 */
async function ownOpenSelection(
  db: D1Database,
  userId: number,
  selectionId: number,
  nowMs: number,
): Promise<{ selection: SelectionRecord; eligible: EligibleBenefit } | { refusal: SelectionOutcome }> {
  await applyDueChanges(db, userId, isoDateOf(nowMs));
  const selection = await findOwnSelection(db, userId, selectionId);
  if (!selection) return { refusal: refused(SELECTION_NOT_FOUND) };
  const eligible = await findEligibleBenefit(db, userId, selection.benefitId);
  if (!eligible) return { refusal: refused(BENEFIT_NOT_FOUND) };
  return { selection, eligible };
}

function refused(refusal: BenefitRefusal): SelectionOutcome {
  return { ok: false, refusal };
}
