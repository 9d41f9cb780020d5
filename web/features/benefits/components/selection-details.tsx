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

/** A value, and how far it is in force when the upstream says. */
function WithStatus({
  children,
  status,
  changeDay,
}: {
  children: ReactNode;
  status: FieldStatus | undefined;
  changeDay: string | null;
}) {
  return (
    <>
      {children}
      {status ? (
        <>
          {' '}
          <span className={mutedTextClass}>({FIELD_STATUS_TEXTS[status](changeDay)})</span>
        </>
      ) : null}
    </>
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
  const headingId = useId();
  const { fieldStatus, temporarySelection } = selection;
  const changeDay = temporarySelection ? formatCalendarDate(temporarySelection.effectiveFrom) : null;
  return (
    <section aria-labelledby={headingId} className={factsSectionClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {SELECTION_TEXTS.coverHeading}
      </h2>
      <PageData>
        <dl className={factsClass}>
          {selection.peopleCovered.length > 0 ? (
            <>
              <dt>{SELECTION_TEXTS.peopleCovered}</dt>
              <dd>{selection.peopleCovered.join(', ')}</dd>
            </>
          ) : null}
          {selection.planDetails ? (
            <>
              <dt>{SELECTION_TEXTS.planDetails}</dt>
              <dd>{selection.planDetails}</dd>
            </>
          ) : null}
          {selection.value !== null ? (
            <>
              <dt>{valueLabel ?? SELECTION_TEXTS.value}</dt>
              <dd>
                <WithStatus status={fieldStatus.value} changeDay={changeDay}>
                  {formatAmount(selection.value)}
                </WithStatus>
              </dd>
            </>
          ) : null}
          {selection.partnerValue !== null ? (
            <>
              <dt>{SELECTION_TEXTS.partnerValue}</dt>
              <dd>
                <WithStatus status={fieldStatus.partnerValue} changeDay={changeDay}>
                  {formatAmount(selection.partnerValue)}
                </WithStatus>
              </dd>
            </>
          ) : null}
          {selection.startDate ? (
            <>
              <dt>{SELECTION_TEXTS.starts}</dt>
              <dd>
                <Day iso={selection.startDate} />
              </dd>
            </>
          ) : null}
          {selection.endDate ? (
            <>
              <dt>{SELECTION_TEXTS.ends}</dt>
              <dd>
                <Day iso={selection.endDate} />
              </dd>
            </>
          ) : null}
        </dl>
      </PageData>
    </section>
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
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={factsSectionClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {SELECTION_TEXTS.costHeading}
      </h2>
      <PageData>
        <dl className={factsClass}>
          <dt>{SELECTION_TEXTS.yourMonthlyCost}</dt>
          <dd>
            <WithStatus status={status} changeDay={changeDay}>
              {formatMoney(costs.employee)}
            </WithStatus>
          </dd>
          <dt>{SELECTION_TEXTS.employerMonthlyCost}</dt>
          <dd>{formatMoney(costs.employer)}</dd>
          {costs.total !== null ? (
            <>
              <dt>{SELECTION_TEXTS.totalMonthlyCost}</dt>
              <dd>{formatMoney(costs.total)}</dd>
            </>
          ) : null}
        </dl>
      </PageData>
    </section>
  );
}
