import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { FieldStatus, Selection } from '#contract/benefits';
import { formatCalendarDate } from '#web/lib/en-gb-format.ts';
import { formatAmount, formatMoney } from '#web/lib/money.ts';
import { PageData } from '#web/ui/page-data-marker.tsx';
import { factsClass, factsSectionClass, mutedTextClass, sectionHeadingClass } from './benefit-styles';
import { FIELD_STATUS_TEXTS, SELECTION_TEXTS } from './selection-texts';

/** A calendar day a person reads, with the day itself for machines. */
function Day({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatCalendarDate(iso)}</time>;
}

/** One fact of the list: its term and its value, and how far the value is in force when known. */
function Fact({
  term,
  children,
  status,
  changeDay = null,
}: {
  term: string;
  children: ReactNode;
  status?: FieldStatus | undefined;
  changeDay?: string | null;
}) {
  const { t } = useLingui();
  return (
    <>
      <dt>{term}</dt>
      <dd>
        {children}
        {status ? (
          <>
            {' '}
            <span className={mutedTextClass}>({t(FIELD_STATUS_TEXTS[status](changeDay))})</span>
          </>
        ) : null}
      </dd>
    </>
  );
}

/** A section of facts under its heading; the facts are the page's data (decision 033). */
function FactsSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={factsSectionClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {heading}
      </h2>
      <PageData>
        <dl className={factsClass}>{children}</dl>
      </PageData>
    </section>
  );
}

/**
 * What a selection is (spec 3, Selection; decision 074): who it covers, the plan, its values with
 * how far each is in force, and the days it starts and ends, written as dates a person reads.
 */
export function SelectionCover({
  selection,
  valueLabel,
}: {
  selection: Selection;
  valueLabel: string | null;
}) {
  const { t } = useLingui();
  const { fieldStatus, temporarySelection } = selection;
  const changeDay = temporarySelection ? formatCalendarDate(temporarySelection.effectiveFrom) : null;
  return (
    <FactsSection heading={t(SELECTION_TEXTS.coverHeading)}>
      {selection.peopleCovered.length > 0 ? (
        <Fact term={t(SELECTION_TEXTS.peopleCovered)}>{selection.peopleCovered.join(', ')}</Fact>
      ) : null}
      {selection.planDetails ? (
        <Fact term={t(SELECTION_TEXTS.planDetails)}>{selection.planDetails}</Fact>
      ) : null}
      {selection.value !== null ? (
        <Fact term={valueLabel ?? t(SELECTION_TEXTS.value)} status={fieldStatus.value} changeDay={changeDay}>
          {formatAmount(selection.value)}
        </Fact>
      ) : null}
      {selection.partnerValue !== null ? (
        <Fact term={t(SELECTION_TEXTS.partnerValue)} status={fieldStatus.partnerValue} changeDay={changeDay}>
          {formatAmount(selection.partnerValue)}
        </Fact>
      ) : null}
      {selection.startDate ? (
        <Fact term={t(SELECTION_TEXTS.starts)}>
          <Day iso={selection.startDate} />
        </Fact>
      ) : null}
      {selection.endDate ? (
        <Fact term={t(SELECTION_TEXTS.ends)}>
          <Day iso={selection.endDate} />
        </Fact>
      ) : null}
    </FactsSection>
  );
}

/** The monthly cost section's figures: the person's share, the employer's and, when known, both. */
export type MonthlyCosts = { employee: number | null; employer: number | null; total: number | null };

/**
 * The monthly cost section (spec 3, Selection: costsSummaryForMonthlyCostSection): what the
 * selection in force costs, or the benefit before one is chosen (no total then), and how far the
 * cost is in force.
 */
export function MonthlyCostSection({
  costs,
  status,
  changeDay = null,
}: {
  costs: MonthlyCosts;
  status?: FieldStatus | undefined;
  changeDay?: string | null;
}) {
  const { t } = useLingui();
  return (
    <FactsSection heading={t(SELECTION_TEXTS.costHeading)}>
      <Fact term={t(SELECTION_TEXTS.yourMonthlyCost)} status={status} changeDay={changeDay}>
        {formatMoney(costs.employee)}
      </Fact>
      <Fact term={t(SELECTION_TEXTS.employerMonthlyCost)}>{formatMoney(costs.employer)}</Fact>
      {costs.total !== null ? (
        <Fact term={t(SELECTION_TEXTS.totalMonthlyCost)}>{formatMoney(costs.total)}</Fact>
      ) : null}
    </FactsSection>
  );
}
