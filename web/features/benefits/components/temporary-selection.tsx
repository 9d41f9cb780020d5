import { useId } from 'react';
import { css } from 'styled-system/css';
import type { TemporarySelection } from '#contract/benefits';
import { formatLongDate } from '#web/lib/en-gb-format.ts';
import { formatAmount, formatMoney } from '#web/lib/money.ts';
import { sectionHeadingClass } from './benefit-styles';

export const TEMPORARY_SELECTION_TEXTS = {
  heading: 'Your change',
  from: (date: string) =>
    `You have asked for a change from ${date}. Until then your current cover stays as it is.`,
  partnerValue: 'Partner cover amount (£)',
  monthlyCost: 'Your monthly cost',
  value: 'Value',
} as const;

/** '2026-12-01' as '1 December 2026' (a calendar day: read on UTC, so no time zone moves it). */
export function changeDate(effectiveFrom: string): string {
  return formatLongDate(new Date(`${effectiveFrom}T00:00:00Z`), 'utc');
}

const factsClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '6',
  rowGap: '1',
  '& dt': { fontWeight: '600' },
});
const sectionClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  borderInlineStartWidth: '4px',
  borderColor: 'brand.primary',
  paddingInlineStart: '4',
});

/**
 * A live selection's temporary selection (docs/decisions/046): the values asked for and what they
 * will cost, from the day they take effect; the saved selection above stays in force until then.
 */
export function TemporarySelectionSummary({
  temporary,
  valueLabel,
}: {
  temporary: TemporarySelection;
  valueLabel: string | null;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {TEMPORARY_SELECTION_TEXTS.heading}
      </h2>
      <p>{TEMPORARY_SELECTION_TEXTS.from(changeDate(temporary.effectiveFrom))}</p>
      <dl className={factsClass}>
        {temporary.value !== null ? (
          <>
            <dt>{valueLabel ?? TEMPORARY_SELECTION_TEXTS.value}</dt>
            <dd>{formatAmount(temporary.value)}</dd>
          </>
        ) : null}
        {temporary.partnerValue !== null ? (
          <>
            <dt>{TEMPORARY_SELECTION_TEXTS.partnerValue}</dt>
            <dd>{formatAmount(temporary.partnerValue)}</dd>
          </>
        ) : null}
        <dt>{TEMPORARY_SELECTION_TEXTS.monthlyCost}</dt>
        <dd>{formatMoney(temporary.monthlyCost)}</dd>
      </dl>
    </section>
  );
}
