import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import {
  BENEFIT_FILTER_TEXTS,
  BENEFIT_TEXTS,
  type BenefitFilterState,
  benefitFilterQueryString,
  benefitFilterStateOf,
  isFiltered,
} from '#contract/benefit-rules';
import type { BenefitSummary, Selection } from '#contract/benefits';
import { showsProbationNotice } from '#contract/nav-rules';
import { PATHS } from '#contract/page-paths';
import { codeOnIntent } from '#web/lib/code-on-intent.tsx';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { DataSection } from '#web/lib/page-data.tsx';
import { useSession } from '#web/lib/session.ts';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { Alert } from '#web/ui/alert.tsx';
import { ButtonLink } from '#web/ui/button.tsx';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { PageData } from '#web/ui/page-data-marker.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import {
  BENEFIT_FILTERS_CALL,
  benefitsOverviewCall,
  useBenefitFilters,
  useFilteredBenefitsOverview,
} from '../api/benefit-filters';
import { MY_BENEFITS_TEXTS } from '../api/benefits';
import { BenefitCard } from '../components/benefit-card';
import { cardGridClass, sectionHeadingClass } from '../components/benefit-styles';

/** The filters form's code (react-hook-form, zod) loads when a person starts to use it (decisions 072, 084). */
const BenefitFiltersForm = codeOnIntent(
  async () => (await import('../components/benefit-filters-form')).BenefitFiltersForm,
);

const skeletonClass = css({ height: '10rem', borderRadius: 'l2', bg: 'canvas.subtle' });
// At least a viewport tall, loading or loaded, so the footer starts below the fold and the cards
// streaming in after the heading (decision 033) move nothing on screen.
const listsClass = css({ display: 'flex', flexDirection: 'column', gap: '6', minHeight: '100dvh' });
const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });

function BenefitList({
  heading,
  empty,
  items,
}: {
  heading: string;
  empty: string;
  /** Null while loading: placeholders where the cards will be. */
  items: { benefit: BenefitSummary; selection: Selection | null }[] | null;
}) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {heading}
      </h2>
      {items === null ? (
        <ul className={cardGridClass} aria-busy="true" aria-label={t`Loading benefits`}>
          {[0, 1, 2].map((key) => (
            <li key={key} className={skeletonClass} />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <PageData>
          <ul className={cardGridClass}>
            {items.map(({ benefit, selection }) => (
              <li key={benefit.id}>
                <BenefitCard benefit={benefit} selection={selection} />
              </li>
            ))}
          </ul>
        </PageData>
      )}
    </section>
  );
}

const linkClass = css({ color: 'brand.primary.ink', textDecoration: 'underline' });

/** Filters that keep nothing: said once, with the way back to every benefit (decision 044). */
function NoMatch() {
  return (
    <div role="status" className={sectionClass}>
      <p>{BENEFIT_FILTER_TEXTS.noMatch}</p>
      <p>
        <Link to={PATHS.myBenefits} className={linkClass}>
          {BENEFIT_FILTER_TEXTS.clear}
        </Link>
      </p>
    </div>
  );
}

/**
 * The two lists, or the list error (spec section 4: a list error logs the person out with a
 * message, which stays until they choose to go, so it is not lost in the page change). Under
 * filters (decision 044) both lists are narrowed, and a list they empty says so.
 */
function BenefitsOverview({ filters, noticeShown }: { filters: BenefitFilterState; noticeShown: boolean }) {
  const { t } = useLingui();
  const overview = useFilteredBenefitsOverview(filters);
  if (overview.isError) {
    return (
      <LoadError message={BENEFIT_TEXTS.listFailed} {...queryRetry(overview)}>
        <ButtonLink to={PATHS.logout}>{t(MY_BENEFITS_TEXTS.logOut)}</ButtonLink>
      </LoadError>
    );
  }
  const data = overview.data;
  const filtered = isFiltered(filters);
  const selectionOf = new Map(data?.selections.map((selection) => [selection.benefitId, selection]));
  const items = (data?.benefits ?? []).map((benefit) => ({
    benefit,
    selection: selectionOf.get(benefit.id) ?? null,
  }));
  return (
    <div className={listsClass}>
      {/* The benefits answer is the fresh word: a notice the session did not know of shows here. */}
      {data?.onProbation && !noticeShown ? <Alert variant="info">{BENEFIT_TEXTS.probation}</Alert> : null}
      {data && filtered && items.length === 0 ? (
        <NoMatch />
      ) : (
        <>
          <BenefitList
            heading={t(MY_BENEFITS_TEXTS.yours)}
            empty={filtered ? BENEFIT_FILTER_TEXTS.noneOfYours : t(MY_BENEFITS_TEXTS.noneChosen)}
            items={data ? items.filter((item) => item.selection !== null) : null}
          />
          {data ? (
            <BenefitList
              heading={t(MY_BENEFITS_TEXTS.available)}
              empty={filtered ? BENEFIT_FILTER_TEXTS.noneAvailable : t(MY_BENEFITS_TEXTS.noneAvailable)}
              items={items.filter((item) => item.selection === null)}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * The filters' controls from the filters call. If the call fails the lists still show: the page
 * says the filters could not be loaded, and offers to clear any the address chose.
 */
function BenefitFilterControls({
  state,
  onApply,
}: {
  state: BenefitFilterState;
  onApply: (state: BenefitFilterState) => void;
}) {
  const filters = useBenefitFilters();
  if (filters.isError) {
    return (
      <p className={css({ color: 'fg.muted' })}>
        {BENEFIT_FILTER_TEXTS.failed}{' '}
        {isFiltered(state) ? (
          <Link to={PATHS.myBenefits} className={linkClass}>
            {BENEFIT_FILTER_TEXTS.clear}
          </Link>
        ) : null}
      </p>
    );
  }
  return <BenefitFiltersForm state={state} filters={filters.data ?? null} onApply={onApply} />;
}

/**
 * /app/my-benefits/ (spec section 2.2): the benefits the person is eligible for, those they have a
 * selection for first with its status label, and the probation notice (spec 2.3) when it applies.
 * The heading leaves the Worker with the frame; the filters and lists stream in (docs/decisions/033).
 * The filters live in the address (?category=…&tax=…, decision 044): the route's loader reads them,
 * so a reload, Back and the Worker's streamed page all show the lists they name.
 */
export function Component() {
  const { t } = useLingui();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const session = useSession();
  const onProbation = session !== null && showsProbationNotice(session);
  const [params, setParams] = useSearchParams();
  const filters = benefitFilterStateOf(params);
  const query = benefitFilterQueryString(filters);
  // A new history entry per choice, so Back returns to the filters before it.
  const apply = (next: BenefitFilterState) => setParams(new URLSearchParams(benefitFilterQueryString(next)));
  return (
    <div className={pageFrameClass}>
      <PageHeading ref={headingRef}>{t(MY_BENEFITS_TEXTS.heading)}</PageHeading>
      {/* From the session, so it is in the first bytes and nothing moves when the lists arrive. */}
      {onProbation ? <Alert variant="info">{BENEFIT_TEXTS.probation}</Alert> : null}
      {/* Keyed by the address: Back or a link puts the controls back to what it names. */}
      <DataSection
        calls={[BENEFIT_FILTERS_CALL]}
        fallback={<BenefitFiltersForm key={query} state={filters} filters={null} onApply={apply} />}
      >
        <BenefitFilterControls key={query} state={filters} onApply={apply} />
      </DataSection>
      <DataSection
        calls={[benefitsOverviewCall(filters)]}
        fallback={<BenefitsOverview filters={filters} noticeShown={onProbation} />}
      >
        <BenefitsOverview filters={filters} noticeShown={onProbation} />
      </DataSection>
    </div>
  );
}

/**
 * The calls its first render shows, which its route's loader starts (web/app/router.tsx).
 * The filters the address names (decision 044), so the streamed page shows them.
 */
export const pageCalls: PageCallsFor = ({ url }) => [
  BENEFIT_FILTERS_CALL,
  benefitsOverviewCall(benefitFilterStateOf(url.searchParams)),
];
