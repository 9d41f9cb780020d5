import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { BENEFIT_TEXTS, MEDICAL_TEXTS, type ValueLimits } from '#contract/benefit-rules';
import type { BenefitCost, BenefitDetail, BenefitValues, Selection } from '#contract/benefits';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { formatAmount, formatMoney } from '#web/lib/money.ts';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { CheckboxField } from '#web/ui/checkbox-field.tsx';
import { ControlsAfterHydration } from '#web/ui/controls-after-hydration.tsx';
import { HtmlRegion } from '#web/ui/html-region.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { useAcceptBenefitTerms, useSaveSelection } from '../api/benefits';
import { costKey, useLiveCost } from '../api/use-live-cost';
import {
  costableValues,
  FIELD_NAMES,
  type FieldName,
  type FieldRule,
  type FieldRules,
  fieldError,
  initialRules,
  parseAmount,
  relimit,
  valuesFormSchema,
} from './field-limits';
import { type MedicalAnswers, MedicalQuestionsPanel } from './medical-questions-panel';

/** The form's own texts, each a message read in the page's language where it is shown. */
export const VALUES_FORM_TEXTS = {
  termsHeading: msg`Terms and conditions`,
  acceptTerms: msg`I have read and accept the terms and conditions of this benefit`,
  termsRequired: msg`Please confirm that you have read the terms and conditions`,
  partnerValue: msg`Partner cover amount (£)`,
  value: msg`Value`,
  monthlyCost: (cost: string) => msg`Your monthly cost: ${cost}`,
  calculating: msg`Calculating your cost…`,
  submitSetup: msg`Confirm my choice`,
  submitManage: msg`Save changes`,
  saving: msg`Saving…`,
  limitsHint: (limits: ValueLimits): MessageDescriptor => {
    const min = formatAmount(limits.min);
    const max = formatAmount(limits.max);
    const step = formatAmount(limits.step);
    return msg`From ${min} to ${max}, in steps of ${step}`;
  },
} as const;

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5', maxWidth: '40rem' });
const costClass = css({ fontSize: 'lg', fontWeight: '600' });
const medicalClass = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const medicalErrorClass = css({ color: 'fg.error', fontSize: 'sm', fontWeight: '500' });

type FieldTexts = Record<FieldName, string>;

function textOf(amount: number | null | undefined): string {
  return amount != null ? String(amount) : '';
}

/**
 * The setup and manage form (spec sections 2.2, 4 and 5): the benefit's terms to accept when it has
 * unaccepted ones, its values within their limits, the live cost while typing, and a submit whose
 * failure keeps everything typed. The limits are the server's (docs/decisions/045): the benefit's,
 * the selection's edit fields on the manage page (with their validationMessage), and each cost
 * answer's, which re-limit the fields without touching what was typed.
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
  const { t } = useLingui();
  // Manage starts from the newest values asked for: a change still to come, else the saved ones.
  const initial = mode === 'manage' ? (selection?.temporarySelection ?? selection) : null;
  const defaults: FieldTexts = { value: textOf(initial?.value), partnerValue: textOf(initial?.partnerValue) };
  const [rules, setRules] = useState<FieldRules>(() => initialRules(benefit, selection, mode));
  // The rules the schema reads: a cost answer's limits apply before the next render does.
  const rulesRef = useRef(rules);
  const schema = useMemo(() => valuesFormSchema(() => rulesRef.current), []);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setError,
    trigger,
    formState: { errors, touchedFields, isSubmitted },
  } = usePortalForm(schema, {
    // Checked on leaving a field, then on every change (spec 5); each rule reads the newest limits.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  const [termsChecked, setTermsChecked] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  // Read by a second submit in the same tick, before `checking` has rendered.
  const checkingRef = useRef(false);
  const save = useSaveSelection(benefit.id);
  const acceptTerms = useAcceptBenefitTerms(benefit.id);

  const fields = FIELD_NAMES.filter((name) => rules[name] !== undefined);
  const needsTerms = benefit.terms !== null && !benefit.termsAccepted;
  // Medical questions are answered on a first setup (or a reapply), not when a value changes.
  const questions = mode === 'setup' ? benefit.medicalQuestions : [];
  const [answers, setAnswers] = useState<MedicalAnswers>({});
  const [medicalOpen, setMedicalOpen] = useState(false);
  const [medicalMounted, setMedicalMounted] = useState(false);
  const answered = questions.every((question) => answers[String(question.id)] !== undefined);
  const medicalError = submitted && !answered ? MEDICAL_TEXTS.required : null;
  const termsError = submitted && needsTerms && !termsChecked ? t(VALUES_FORM_TEXTS.termsRequired) : null;

  const texts = watch();
  const priced = benefit.beamSupported && fields.length > 0;
  const asked = priced ? costableValues(texts, rules) : null;
  const live = useLiveCost(benefit.id, asked);
  // The cost shown is the cost of everything typed: none while a typed value is out of its limits.
  const complete = fields.every((name) => fieldError(name, texts[name], rules[name]) === null);

  // Which fields show their errors already: those left once, or all after a submit.
  const shown = useRef<FieldName[]>([]);
  shown.current = fields.filter((name) => isSubmitted || touchedFields[name]);

  /**
   * A cost answer's limits: taken, and the fields showing their verdict checked again, against them
   * (an earlier refusal by the server goes once an answer accepts the values).
   */
  const applyLimits = useCallback(
    (cost: BenefitCost) => {
      const next = relimit(rulesRef.current, cost);
      if (next) {
        rulesRef.current = next;
        setRules(next);
      }
      // The typed text stays as it is; only its verdict follows the new limits.
      if (shown.current.length > 0) void trigger(shown.current);
    },
    [trigger],
  );
  /** The server's refusal of typed values, each under its field; true when there was one. */
  const showRefusals = useCallback(
    (refusals: Record<string, string> | undefined, focus: boolean): boolean => {
      const refused = FIELD_NAMES.filter((name) => refusals?.[name]);
      refused.forEach((name, index) => {
        setError(name, { type: 'server', message: refusals?.[name] }, { shouldFocus: focus && index === 0 });
      });
      return refused.length > 0;
    },
    [setError],
  );
  const liveCost = live.cost;
  useEffect(() => {
    if (liveCost.status === 'ready') applyLimits(liveCost.cost);
    if (liveCost.status === 'error') showRefusals(liveCost.fields, false);
  }, [liveCost, applyLimits, showRefusals]);

  const saveValues = async (typed: FieldTexts) => {
    if (needsTerms && !termsChecked) return;
    if (!answered) return;
    if (save.isPending || acceptTerms.isPending) return;
    const values: BenefitValues = {};
    for (const name of fields) {
      const amount = parseAmount(typed[name]);
      if (amount !== null) values[name] = amount;
    }
    try {
      if (needsTerms && benefit.terms) await acceptTerms.mutateAsync(benefit.terms.id);
      const withAnswers = questions.length > 0 ? { ...values, answers } : values;
      onSaved(await save.mutateAsync({ values: withAnswers, selection }));
    } catch (error) {
      // Shown by the alert below, and under a field the server refused; every value typed stays.
      if (error instanceof ApiRequestError) showRefusals(error.body.error.fields, true);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (checkingRef.current) return;
    setSubmitted(true);
    if (priced) {
      // A submit racing the debounced cost check waits for its answer, whose limits may differ
      // (docs/decisions/045). Asked again while an answer's limits let in a value the last left out.
      checkingRef.current = true;
      setChecking(true);
      try {
        for (let round = 0; round < 3; round += 1) {
          const values = costableValues(getValues(), rulesRef.current);
          if (!values) break;
          const answer = await live.settle(values);
          // The server refused a typed value: it is shown under its field, and nothing is saved.
          if (answer.status === 'error' && showRefusals(answer.fields, true)) return;
          if (answer.status !== 'ready') break;
          applyLimits(answer.cost);
          const after = costableValues(getValues(), rulesRef.current);
          if (after && costKey(after) === costKey(values)) break;
        }
      } finally {
        checkingRef.current = false;
        setChecking(false);
      }
    }
    await handleSubmit(saveValues)();
  };
  const failure = save.error ?? acceptTerms.error;
  const failureMessage =
    failure instanceof ApiRequestError && failure.status !== 0 ? failure.message : BENEFIT_TEXTS.setupFailed;

  const form = (
    <form noValidate onSubmit={onSubmit}>
      <ControlsAfterHydration className={formClass}>
        {failure && !(failure instanceof DOMException) ? (
          <Alert variant="error">{failureMessage}</Alert>
        ) : null}
        {needsTerms && benefit.terms ? (
          <>
            <HtmlRegion heading={t(VALUES_FORM_TEXTS.termsHeading)} html={benefit.terms.content} />
            <CheckboxField
              label={t(VALUES_FORM_TEXTS.acceptTerms)}
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
        {fields.map((name) => {
          const rule = rules[name] as FieldRule;
          return (
            <TextField
              key={name}
              label={
                name === 'value'
                  ? (benefit.valueLabel ?? t(VALUES_FORM_TEXTS.value))
                  : t(VALUES_FORM_TEXTS.partnerValue)
              }
              hint={t(VALUES_FORM_TEXTS.limitsHint(rule.limits))}
              inputMode="decimal"
              autoComplete="off"
              // In the Worker's HTML too: the saved values show before the form's code is here.
              defaultValue={defaults[name]}
              error={errors[name]?.message}
              {...register(name)}
            />
          );
        })}
        {priced ? (
          <p role="status" className={costClass}>
            {!complete || (liveCost.status === 'error' && Object.keys(liveCost.fields).length > 0)
              ? ''
              : liveCost.status === 'ready'
                ? t(VALUES_FORM_TEXTS.monthlyCost(formatMoney(liveCost.cost.monthlyCost)))
                : liveCost.status === 'pending'
                  ? t(VALUES_FORM_TEXTS.calculating)
                  : liveCost.status === 'error'
                    ? liveCost.message
                    : ''}
          </p>
        ) : (
          <p className={costClass}>{t(VALUES_FORM_TEXTS.monthlyCost(formatMoney(benefit.monthlyCost)))}</p>
        )}
        <div>
          <Button
            type="submit"
            variant="primary"
            aria-disabled={checking || save.isPending || acceptTerms.isPending || undefined}
          >
            {checking || save.isPending || acceptTerms.isPending
              ? t(VALUES_FORM_TEXTS.saving)
              : mode === 'manage'
                ? t(VALUES_FORM_TEXTS.submitManage)
                : t(VALUES_FORM_TEXTS.submitSetup)}
          </Button>
        </div>
      </ControlsAfterHydration>
    </form>
  );
  // The panel's own form stands beside this one, not in it: a form in a form is not HTML, and the
  // panel's submit would reach this form's handler too (saving the answers sent the selection).
  return (
    <>
      {form}
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
    </>
  );
}
