import { useId } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { PATHS } from '#contract/page-paths';
import { TOTAL_BENEFITS_CARD_TEXTS, type TotalBenefitsMode } from '#contract/total-benefits-rules';
import { TOTAL_BENEFITS_TEXTS } from '#contract/total-benefits-texts';
import { formatPounds } from '#web/lib/en-gb-format.ts';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { PageData } from '#web/ui/page-data-marker.tsx';
import { useTotalBenefitsCard } from '../api/total-benefits-card';

/** The overview the card links to, by the mode it opens on (decision 018). */
const OVERVIEW_BY_MODE = {
  year: PATHS.totalBenefits,
  monthly: PATHS.totalBenefitsMonthly,
} as const satisfies Record<TotalBenefitsMode, string>;

// As tall loading as loaded, so the cards below it do not move when it arrives (the home paints
// from its HTML, decision 033).
const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  minHeight: '12rem',
  padding: '5',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  maxWidth: '40rem',
});
const amountClass = css({ fontSize: '3xl', fontWeight: '700', color: 'brand.primary.ink' });
const countClass = css({ fontSize: 'xl', fontWeight: '700', color: 'brand.primary.ink' });
const mutedClass = css({ color: 'fg.muted' });
const linkClass = css({
  marginTop: 'auto',
  alignSelf: 'flex-start',
  fontWeight: '600',
  color: 'brand.primary.ink',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

/**
 * The home's total-benefits card (spec 7's mtb card call; docs/decisions/041): what this year's
 * benefits are worth, or only how many there are when the client hides totals, and the link to the
 * overview the client's flag chooses (the plain page or its enhanced, month-by-month twin). The
 * link is there in every state, so the overview is always one click from the home.
 */
export function TotalBenefitsCard() {
  const card = useTotalBenefitsCard();
  const headingId = useId();
  const data = card.data;
  return (
    <section aria-labelledby={headingId} className={cardClass} aria-busy={card.isPending || undefined}>
      <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: '700' })}>
        {TOTAL_BENEFITS_TEXTS.heading}
      </h2>
      {card.isError ? <LoadError message={TOTAL_BENEFITS_TEXTS.failed} {...queryRetry(card)} /> : null}
      {data ? (
        <PageData>
          {data.benefitCount === 0 ? (
            <p>{TOTAL_BENEFITS_TEXTS.empty}</p>
          ) : data.hideTotals ? (
            <p className={countClass}>{TOTAL_BENEFITS_CARD_TEXTS.count(data.benefitCount, data.year)}</p>
          ) : (
            <>
              <p className={mutedClass}>{TOTAL_BENEFITS_CARD_TEXTS.worth(data.year)}</p>
              <p className={amountClass}>{formatPounds(data.totalValue)}</p>
              <p>
                {TOTAL_BENEFITS_CARD_TEXTS.split(
                  formatPounds(data.employeeContributions),
                  formatPounds(data.employerContributions),
                )}
              </p>
            </>
          )}
        </PageData>
      ) : null}
      <Link className={linkClass} to={OVERVIEW_BY_MODE[data?.overviewMode ?? 'year']}>
        {TOTAL_BENEFITS_CARD_TEXTS.link}
      </Link>
    </section>
  );
}
