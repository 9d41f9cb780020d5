import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { hrefOf, PATHS } from '#contract/page-paths';
import { formatCalendarDate } from '#web/lib/en-gb-format.ts';
import { withFlash } from '#web/lib/flash.ts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { callsForBenefitId } from '#web/lib/page-data.tsx';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount.ts';
import { ButtonLink } from '#web/ui/button.tsx';
import { PageData } from '#web/ui/page-data-marker.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { benefitPageCall, useBenefitPage } from '../api/benefits';
import { BenefitLoadError } from '../components/benefit-load-error';
import { BenefitValuesForm } from '../components/benefit-values-form';

/**
 * The page's texts, each a message read in the page's language where it is shown. Its headings are
 * its routes' titles too (../components/benefit-titles.ts, strings the router reads): the same texts.
 */
export const SETUP_TEXTS = {
  setup: (name: string) => msg`Set up ${name}`,
  manage: (name: string) => msg`Manage ${name}`,
  saved: (status: string) => msg`Your selection has been saved. Status: ${status}.`,
  /** A live selection's change is held until it applies (docs/decisions/046). */
  changeSaved: (date: string) => msg`Your change has been saved. It applies from ${date}.`,
  back: msg`Back to the benefit`,
} as const;

/**
 * /app/my-benefits/:id/setup/* and /app/my-benefits/:id/manage (spec section 2.2): choosing a
 * benefit (or reapplying) and changing a live or awaiting selection. Setup of a benefit that
 * already has an active selection goes to manage, and manage without one goes to setup.
 */
export function Component() {
  const { t } = useLingui();
  const benefitId = Number(useParams().benefitId);
  const mode = useLocation().pathname.includes('/manage') ? 'manage' : 'setup';
  const page = useBenefitPage(benefitId);
  const navigate = useNavigate();
  const arrival = useRef<{ benefitId: number; manageable: boolean } | null>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(page.data?.benefit.id);

  if (!Number.isInteger(benefitId) || benefitId <= 0 || page.isError) {
    return <BenefitLoadError error={page.error} />;
  }
  if (!page.data) return <div className={pageFrameClass} aria-busy="true" data-testid="page-loading" />;

  const { benefit, selection } = page.data;
  const productPath = hrefOf(PATHS.benefit, { benefitId: benefit.id });
  // Decided by the selection the page arrived with: the one this page's own save makes (the
  // benefits are read again before its navigation to the product page) must not send it to manage.
  if (arrival.current?.benefitId !== benefit.id) {
    arrival.current = {
      benefitId: benefit.id,
      manageable: selection !== null && selection.cta.type === 'manage',
    };
  }
  const canManage = arrival.current.manageable;
  if (mode === 'setup' && canManage) {
    return <Navigate to={hrefOf(PATHS.benefitManage, { benefitId: benefit.id })} replace />;
  }
  if (mode === 'manage' && !canManage) {
    return <Navigate to={hrefOf(PATHS.benefitSetup, { benefitId: benefit.id })} replace />;
  }

  return (
    <div className={pageFrameClass}>
      <PageHeading ref={headingRef}>
        {t(mode === 'manage' ? SETUP_TEXTS.manage(benefit.name) : SETUP_TEXTS.setup(benefit.name))}
      </PageHeading>
      {/* What is being set up, in the benefit's own words (its product page's summary). */}
      <PageData>
        <p>{benefit.summary}</p>
      </PageData>
      <BenefitValuesForm
        benefit={benefit}
        selection={selection}
        mode={mode}
        onSaved={(saved) =>
          navigate(productPath, {
            state: withFlash(
              t(
                saved.temporarySelection
                  ? SETUP_TEXTS.changeSaved(formatCalendarDate(saved.temporarySelection.effectiveFrom))
                  : SETUP_TEXTS.saved(saved.statusLabel),
              ),
            ),
          })
        }
      />
      <div>
        <ButtonLink to={productPath} variant="ghost">
          {t(SETUP_TEXTS.back)}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = callsForBenefitId(benefitPageCall);
