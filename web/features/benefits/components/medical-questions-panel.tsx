import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { medicalAnswersSchema } from '#contract/benefit-requests';
import { MEDICAL_ANSWERS, MEDICAL_TEXTS, type MedicalAnswer } from '#contract/benefit-rules';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';

export type MedicalAnswers = Record<string, MedicalAnswer>;

const fieldsetClass = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', padding: 0 });
const legendClass = css({ fontWeight: '600', marginBottom: '1' });
const optionsClass = css({ display: 'flex', gap: '5' });
const optionClass = css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer' });
const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });

/**
 * The medical-questions panel (spec 2.16): a Yes or No for each of the benefit's questions. Saving
 * needs every answer; the answers go with the selection when the form is submitted.
 */
export function MedicalQuestionsPanel({
  open,
  onClose,
  onClosed,
  questions,
  initial,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
  questions: readonly { id: number; question: string }[];
  initial: MedicalAnswers;
  onSave: (answers: MedicalAnswers) => void;
}) {
  const schema = useMemo(() => medicalAnswersSchema(questions), [questions]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = usePortalForm(schema, {
    // Checked when saved, then on every answer: the banner goes once every question has one.
    mode: 'onSubmit',
    defaultValues: initial,
  });
  const unanswered = Object.keys(errors).length > 0;

  return (
    <SidePanel open={open} onClose={onClose} onClosed={onClosed} title={MEDICAL_TEXTS.title}>
      <form className={formClass} noValidate onSubmit={handleSubmit(onSave)}>
        {unanswered ? <Alert variant="error">{MEDICAL_TEXTS.required}</Alert> : null}
        {questions.map((question) => {
          const name = String(question.id);
          const missing = errors[name] !== undefined;
          return (
            <fieldset key={question.id} className={fieldsetClass} aria-invalid={missing || undefined}>
              <legend className={legendClass}>{question.question}</legend>
              <div className={optionsClass}>
                {MEDICAL_ANSWERS.map((answer) => (
                  <label key={answer} className={optionClass}>
                    <input type="radio" value={answer} {...register(name)} />
                    {answer}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
        <div>
          <Button type="submit" variant="primary">
            {MEDICAL_TEXTS.save}
          </Button>
        </div>
      </form>
    </SidePanel>
  );
}
