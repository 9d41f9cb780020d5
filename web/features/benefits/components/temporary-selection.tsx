import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { css } from 'styled-system/css';
import type { TemporarySelection } from '#contract/benefits';
import { formatCalendarDate } from '#web/lib/en-gb-format.ts';
import { formatAmount, formatMoney } from '#web/lib/money.ts';
import { factsClass, sectionHeadingClass } from './benefit-styles';
import { SELECTION_TEXTS } from './selection-texts';

/** The change's texts, each a message read in the page's language where it is shown. */
export const TEMPORARY_SELECTION_TEXTS = {
  heading: msg`Your change`,
  from: (date: string) =>
    msg`You have asked for a change from ${date}. Until then your current cover stays as it is.`,
} as const;

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
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {t(TEMPORARY_SELECTION_TEXTS.heading)}
      </h2>
      <p>{t(TEMPORARY_SELECTION_TEXTS.from(formatCalendarDate(temporary.effectiveFrom)))}</p>
      <dl className={factsClass}>
        {temporary.value !== null ? (
          <>
            <dt>{valueLabel ?? t(SELECTION_TEXTS.value)}</dt>
            <dd>{formatAmount(temporary.value)}</dd>
          </>
        ) : null}
        {temporary.partnerValue !== null ? (
          <>
            <dt>{t(SELECTION_TEXTS.partnerValue)}</dt>
            <dd>{formatAmount(temporary.partnerValue)}</dd>
          </>
        ) : null}
        <dt>{t(SELECTION_TEXTS.yourMonthlyCost)}</dt>
        <dd>{formatMoney(temporary.monthlyCost)}</dd>
      </dl>
    </section>
  );
}
