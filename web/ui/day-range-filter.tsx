import { useEffect, useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import { dayRangeFormSchema } from '#contract/day-range';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Button } from './button';
import { fieldLabelClass } from './field-text';
import { TextField } from './text-field';

/** A range of two days (YYYY-MM-DD), or none (both null). */
export type DayRange = { from: string | null; to: string | null };

export interface DayRangeTexts {
  legend: string;
  from: string;
  to: string;
  apply: string;
  clear: string;
}

/**
 * A list's day range (decision 050; the employee list's joined dates, the audit trail's days): two
 * days, applied together by the apply button (or Enter), so a half-typed range never reloads the
 * list, and cleared together. A range that cannot be applied says why under the day at fault, which
 * takes focus; the rule is the contract's (dayRangeFormSchema), the Worker's for the same range. What is applied
 * lives in the page's URL (the parent's state), and these boxes follow it on Back and reload.
 */
export function DayRangeFilter({
  from: appliedFrom,
  to: appliedTo,
  names,
  texts,
  onApply,
}: DayRange & {
  /** The inputs' names, as the page's URL names the two days. */
  names: { from: string; to: string };
  texts: DayRangeTexts;
  onApply: (range: DayRange) => void;
}) {
  const schema = useMemo(() => dayRangeFormSchema(names.from, names.to), [names.from, names.to]);
  const boxesOf = (from: string | null, to: string | null) => ({
    [names.from]: from ?? '',
    [names.to]: to ?? '',
  });
  const { register, handleSubmit, reset, watch, formState } = usePortalForm(schema, {
    // Judged when applied; a message stays until the next try or until the URL moves.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: boxesOf(appliedFrom, appliedTo),
  });
  const from = watch(names.from) ?? '';
  const to = watch(names.to) ?? '';

  // The boxes follow the URL on Back and reload (the applied range is the parent's state).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the applied range resets the boxes
  useEffect(() => {
    reset(boxesOf(appliedFrom, appliedTo));
  }, [appliedFrom, appliedTo, reset]);

  const apply = handleSubmit((range) => {
    const first = range[names.from] ?? '';
    const last = range[names.to] ?? '';
    onApply(first === '' ? { from: null, to: null } : { from: first, to: last });
  });
  const errorOf = (name: string) => formState.errors[name]?.message;

  return (
    <form onSubmit={apply} noValidate className={formClass}>
      <fieldset className={fieldsetClass}>
        <legend className={cx(fieldLabelClass, legendClass)}>{texts.legend}</legend>
        <div className={rowClass}>
          <TextField
            label={texts.from}
            type="date"
            max={to || undefined}
            // In the Worker's HTML too: the boxes show the URL's range before the form's code runs.
            defaultValue={appliedFrom ?? ''}
            error={errorOf(names.from)}
            {...register(names.from)}
          />
          <TextField
            label={texts.to}
            type="date"
            min={from || undefined}
            defaultValue={appliedTo ?? ''}
            error={errorOf(names.to)}
            {...register(names.to)}
          />
          <Button type="submit" variant="secondary">
            {texts.apply}
          </Button>
          {appliedFrom !== null ? (
            <Button variant="secondary" onClick={() => onApply({ from: null, to: null })}>
              {texts.clear}
            </Button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}

const formClass = css({ minWidth: 0 });
const fieldsetClass = css({ border: 'none', margin: 0, padding: 0, minWidth: 0 });
const legendClass = css({ padding: 0, marginBottom: '2' });
const rowClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-end' });
