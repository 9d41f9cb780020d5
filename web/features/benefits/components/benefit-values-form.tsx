import { type FormEvent, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import {
  BENEFIT_TEXTS,
  isValueWithin,
  MEDICAL_TEXTS,
  type ValueLimits,
  valueBetweenMessage,
} from '#contract/benefit-rules';
import type { BenefitDetail, BenefitValues, Selection } from '#contract/benefits';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { formatAmount, formatMoney } from '#web/lib/money.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { CheckboxField } from '#web/ui/checkbox-field.tsx';
import { ControlsAfterHydration } from '#web/ui/controls-after-hydration.tsx';
import { HtmlRegion } from '#web/ui/html-region.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { useAcceptBenefitTerms, useSaveSelection } from '../api/benefits';
import { useLiveCost } from '../api/use-live-cost';
import { type MedicalAnswers, MedicalQuestionsPanel } from './medical-questions-panel';

export const VALUES_FORM_TEXTS = {
  termsHeading: 'Terms and conditions',
  acceptTerms: 'I have read and accept the terms and conditions of this benefit',
  termsRequired: 'Please confirm that you have read the terms and conditions',
  partnerValue: 'Partner cover amount (£)',
  value: 'Value',
  monthlyCost: 'Your monthly cost',
  calculating: 'Calculating your cost…',
  submitSetup: 'Confirm my choice',
  submitManage: 'Save changes',
  saving: 'Saving…',
  limitsHint: (limits: ValueLimits) =>
    `From ${formatAmount(limits.min)} to ${formatAmount(limits.max)}, in steps of ${formatAmount(limits.step)}`,
} as const;

type FieldName = 'value' | 'partnerValue';

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5', maxWidth: '40rem' });
const costClass = css({ fontSize: 'lg', fontWeight: '600' });
const medicalClass = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const medicalErrorClass = css({ color: 'fg.error', fontSize: 'sm', fontWeight: '500' });

/** A typed amount as a number, or null while it is not one. */
function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (cleaned === '' || !/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** The partner's cover is optional: left empty, none is asked for. */
function fieldError(name: FieldName, text: string, limits: ValueLimits | null): string | null {
  if (!limits) return null;
  if (name === 'partnerValue' && text.trim() === '') return null;
  const amount = parseAmount(text);
  return amount !== null && isValueWithin(amount, limits) ? null : valueBetweenMessage(limits);
}

/**
 * The setup and manage form (spec sections 2.2, 4 and 5): the benefit's terms to accept when it has
 * unaccepted ones, its values within their limits ('Please enter a value between' min 'and' max),
 * the live cost while typing, and a submit whose failure keeps everything typed.
 */
export function BenefitValuesForm({
  benefit,
  selection,
  mode,
  onSaved,
}: {
  benefit: BenefitDetail;
  selection: Selection | null;
  mode: 'setup' | 'manage';
  onSaved: (selection: Selection) => void;
}) {
  const initial = mode === 'manage' ? selection : null;
  const [texts, setTexts] = useState<Record<FieldName, string>>({
    value: initial?.value != null ? String(initial.value) : '',
    partnerValue: initial?.partnerValue != null ? String(initial.partnerValue) : '',
  });
  const [touched, setTouched] = useState<Record<FieldName, boolean>>({ value: false, partnerValue: false });
  const [termsChecked, setTermsChecked] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveSelection(benefit.id);
  const acceptTerms = useAcceptBenefitTerms(benefit.id);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const limitsOf: Record<FieldName, ValueLimits | null> = {
    value: benefit.valueLimits,
    partnerValue: benefit.partnerValueLimits,
  };
  const fields = (['value', 'partnerValue'] as const).filter((name) => limitsOf[name] !== null);
  const errors = Object.fromEntries(
    fields.map((name) => [name, fieldError(name, texts[name], limitsOf[name])]),
  ) as Partial<Record<FieldName, string | null>>;
  const needsTerms = benefit.terms !== null && !benefit.termsAccepted;
  // Medical questions are answered on a first setup (or a reapply), not when a value changes.
  const questions = mode === 'setup' ? benefit.medicalQuestions : [];
  const [answers, setAnswers] = useState<MedicalAnswers>({});
  const [medicalOpen, setMedicalOpen] = useState(false);
  const [medicalMounted, setMedicalMounted] = useState(false);
  const answered = questions.every((question) => answers[String(question.id)] !== undefined);
  const medicalError = submitted && !answered ? MEDICAL_TEXTS.required : null;
  const termsError = submitted && needsTerms && !termsChecked ? VALUES_FORM_TEXTS.termsRequired : null;
  const valid = fields.every((name) => !errors[name]);

  const values: BenefitValues = {};
  for (const name of fields) {
    const amount = parseAmount(texts[name]);
    if (amount !== null) values[name] = amount;
  }
  const liveCost = useLiveCost(
    benefit.id,
    benefit.beamSupported && fields.length > 0 && valid ? values : null,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = fields.find((name) => errors[name]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    if (needsTerms && !termsChecked) return;
    if (!answered) return;
    if (save.isPending || acceptTerms.isPending) return;
    try {
      if (needsTerms && benefit.terms) await acceptTerms.mutateAsync(benefit.terms.id);
      const withAnswers = questions.length > 0 ? { ...values, answers } : values;
      onSaved(await save.mutateAsync({ values: withAnswers, selection }));
    } catch {
      // Shown by the alert below; every value typed stays in the form.
    }
  };

  const failure = save.error ?? acceptTerms.error;
  const failureMessage =
    failure instanceof ApiRequestError && failure.status !== 0 ? failure.message : BENEFIT_TEXTS.setupFailed;

  return (
    <form noValidate onSubmit={onSubmit}>
      <ControlsAfterHydration className={formClass}>
        {failure && !(failure instanceof DOMException) ? (
          <Alert variant="error">{failureMessage}</Alert>
        ) : null}
        {needsTerms && benefit.terms ? (
          <>
            <HtmlRegion heading={VALUES_FORM_TEXTS.termsHeading} html={benefit.terms.content} />
            <CheckboxField
              label={VALUES_FORM_TEXTS.acceptTerms}
              aria-required="true"
              checked={termsChecked}
              onChange={(event) => setTermsChecked(event.currentTarget.checked)}
              error={termsError}
            />
          </>
        ) : null}
        {questions.length > 0 ? (
          <div className={medicalClass}>
            {answered ? <p role="status">{MEDICAL_TEXTS.answered}</p> : null}
            {medicalError ? <p className={medicalErrorClass}>{medicalError}</p> : null}
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  setMedicalMounted(true);
                  setMedicalOpen(true);
                }}
              >
                {answered ? MEDICAL_TEXTS.edit : MEDICAL_TEXTS.open}
              </Button>
            </div>
          </div>
        ) : null}
        {medicalMounted ? (
          <MedicalQuestionsPanel
            open={medicalOpen}
            onClose={() => setMedicalOpen(false)}
            onClosed={() => setMedicalMounted(false)}
            questions={questions}
            initial={answers}
            onSave={(saved) => {
              setAnswers(saved);
              setMedicalOpen(false);
            }}
          />
        ) : null}
        {fields.map((name) => {
          const limits = limitsOf[name] as ValueLimits;
          return (
            <TextField
              key={name}
              ref={(element) => {
                inputs.current[name] = element;
              }}
              label={
                name === 'value'
                  ? (benefit.valueLabel ?? VALUES_FORM_TEXTS.value)
                  : VALUES_FORM_TEXTS.partnerValue
              }
              hint={VALUES_FORM_TEXTS.limitsHint(limits)}
              inputMode="decimal"
              autoComplete="off"
              value={texts[name]}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setTexts((current) => ({ ...current, [name]: text }));
              }}
              onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
              error={(touched[name] || submitted) && errors[name] ? errors[name] : undefined}
            />
          );
        })}
        {benefit.beamSupported && fields.length > 0 ? (
          <p role="status" className={costClass}>
            {liveCost.status === 'ready'
              ? `${VALUES_FORM_TEXTS.monthlyCost}: ${formatMoney(liveCost.cost.monthlyCost)}`
              : liveCost.status === 'pending'
                ? VALUES_FORM_TEXTS.calculating
                : liveCost.status === 'error'
                  ? liveCost.message
                  : ''}
          </p>
        ) : (
          <p className={costClass}>
            {VALUES_FORM_TEXTS.monthlyCost}: {formatMoney(benefit.monthlyCost)}
          </p>
        )}
        <div>
          <Button
            type="submit"
            variant="primary"
            aria-disabled={save.isPending || acceptTerms.isPending || undefined}
          >
            {save.isPending || acceptTerms.isPending
              ? VALUES_FORM_TEXTS.saving
              : mode === 'manage'
                ? VALUES_FORM_TEXTS.submitManage
                : VALUES_FORM_TEXTS.submitSetup}
          </Button>
        </div>
      </ControlsAfterHydration>
    </form>
  );
}
