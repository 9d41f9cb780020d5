import { useLingui } from '@lingui/react/macro';
import { BENEFIT_TEXTS } from '#contract/benefit-rules';
import { showsProbationNotice } from '#contract/nav-rules';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { DataSection } from '#web/lib/page-data.tsx';
import { useSession } from '#web/lib/session.ts';
import { Alert } from '#web/ui/alert.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { HOME_CONTENT_CALL } from '../api/home-content';
import { TOTAL_BENEFITS_CARD_CALL } from '../api/total-benefits-card';
import { CARD_VALUE_CALL, VOUCHER_BALANCE_CALL } from '../api/voucher-balance';
import { CardValueLoading, CardValueSection } from '../components/card-value-section';
import { HomeCards } from '../components/home-cards';
import { TotalBenefitsCard } from '../components/total-benefits-card';
import { VoucherBalanceCard } from '../components/voucher-balance-card';

/**
 * /app/home/: the post-login landing page (spec section 2.2): the probation notice (spec 2.3) from
 * the session, so it leaves the Worker with the frame (docs/decisions/033), then each of its parts
 * streamed in its own section as its call answers: someone in the voucher-only state (spec section
 * 4) sees their voucher balance and card-value data first (decision 042); everyone sees the
 * total-benefits card (decision 041), then the CMS's cards and banner.
 */
export function Component() {
  const { t } = useLingui();
  const session = useSession();
  const firstName = session?.firstName;
  return (
    <div className={pageFrameClass}>
      <PageHeading>{session ? t`Welcome, ${firstName}` : t`Welcome`}</PageHeading>
      {session && showsProbationNotice(session) ? (
        <Alert variant="info">{BENEFIT_TEXTS.probation}</Alert>
      ) : null}
      {session?.voucherOnly ? (
        <DataSection calls={[VOUCHER_BALANCE_CALL, CARD_VALUE_CALL]} fallback={<VoucherFallback />}>
          <VoucherBalanceCard />
          <CardValueSection />
        </DataSection>
      ) : null}
      <DataSection calls={[TOTAL_BENEFITS_CARD_CALL]} fallback={<TotalBenefitsCard />}>
        <TotalBenefitsCard />
      </DataSection>
      <DataSection calls={[HOME_CONTENT_CALL]} fallback={<HomeCards />}>
        <HomeCards />
      </DataSection>
    </div>
  );
}

function VoucherFallback() {
  return (
    <>
      <VoucherBalanceCard />
      <CardValueLoading />
    </>
  );
}

/**
 * The calls its first render shows, which its route's loader starts (web/app/router.tsx).
 * A voucher-only person's balance and card-value data first (decision 042).
 */
export const pageCalls: PageCallsFor = ({ session }) => [
  ...(session?.voucherOnly ? [VOUCHER_BALANCE_CALL, CARD_VALUE_CALL] : []),
  TOTAL_BENEFITS_CARD_CALL,
  HOME_CONTENT_CALL,
];
