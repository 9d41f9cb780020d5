import { useId } from 'react';
import { css } from 'styled-system/css';
import { BENEFIT_TEXTS } from '#contract/benefit-rules';
import type { BenefitSummary, Selection } from '#contract/benefits';
import { showsProbationNotice } from '#contract/nav-rules';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { DataSection } from '#web/lib/page-data.tsx';
import { useSession } from '#web/lib/session.ts';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { Alert } from '#web/ui/alert.tsx';
import { ButtonLink } from '#web/ui/button.tsx';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { PageData } from '#web/ui/page-data-marker.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { BENEFITS_OVERVIEW_CALL, MY_BENEFITS_TEXTS, useBenefitsOverview } from '../api/benefits';
import { BenefitCard } from '../components/benefit-card';
import { cardGridClass, sectionHeadingClass } from '../components/benefit-styles';

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
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {heading}
      </h2>
      {items === null ? (
        <ul className={cardGridClass} aria-busy="true" aria-label="Loading benefits">
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

/**
 * The two lists, or the list error (spec section 4: a list error logs the person out with a
 * message, which stays until they choose to go, so it is not lost in the page change).
 */
function BenefitsOverview({ noticeShown }: { noticeShown: boolean }) {
  const overview = useBenefitsOverview();
  if (overview.isError) {
    return (
      <LoadError message={BENEFIT_TEXTS.listFailed} {...queryRetry(overview)}>
        <ButtonLink to="/logout">{MY_BENEFITS_TEXTS.logOut}</ButtonLink>
      </LoadError>
    );
  }
  const data = overview.data;
  const selectionOf = new Map(data?.selections.map((selection) => [selection.benefitId, selection]));
  const items = (data?.benefits ?? []).map((benefit) => ({
    benefit,
    selection: selectionOf.get(benefit.id) ?? null,
  }));
  return (
    <div className={listsClass}>
      {/* The benefits answer is the fresh word: a notice the session did not know of shows here. */}
      {data?.onProbation && !noticeShown ? <Alert variant="info">{BENEFIT_TEXTS.probation}</Alert> : null}
      <BenefitList
        heading={MY_BENEFITS_TEXTS.yours}
        empty={MY_BENEFITS_TEXTS.noneChosen}
        items={data ? items.filter((item) => item.selection !== null) : null}
      />
      {data ? (
        <BenefitList
          heading={MY_BENEFITS_TEXTS.available}
          empty={MY_BENEFITS_TEXTS.noneAvailable}
          items={items.filter((item) => item.selection === null)}
        />
      ) : null}
    </div>
  );
}

/**
 * /app/my-benefits/ (spec section 2.2): the benefits the person is eligible for, those they have a
 * selection for first with its status label, and the probation notice (spec 2.3) when it applies.
 * The heading leaves the Worker with the frame; the lists stream in (docs/decisions/033).
 */
export function Component() {
  useDocumentTitle(MY_BENEFITS_TEXTS.heading);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const session = useSession();
  const onProbation = session !== null && showsProbationNotice(session);
  return (
    <div className={pageFrameClass}>
      <PageHeading ref={headingRef}>{MY_BENEFITS_TEXTS.heading}</PageHeading>
      {/* From the session, so it is in the first bytes and nothing moves when the lists arrive. */}
      {onProbation ? <Alert variant="info">{BENEFIT_TEXTS.probation}</Alert> : null}
      <DataSection calls={[BENEFITS_OVERVIEW_CALL]} fallback={<BenefitsOverview noticeShown={onProbation} />}>
        <BenefitsOverview noticeShown={onProbation} />
      </DataSection>
    </div>
  );
}
