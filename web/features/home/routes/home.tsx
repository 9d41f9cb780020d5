import { BENEFIT_TEXTS } from '#contract/benefit-rules';
import { showsProbationNotice } from '#contract/nav-rules';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { DataSection } from '#web/lib/page-data.tsx';
import { useSession } from '#web/lib/session.ts';
import { Alert } from '#web/ui/alert.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { HOME_CONTENT_CALL } from '../api/home-content';
import { HomeCards } from '../components/home-cards';
import { VoucherBalanceCard } from '../components/voucher-balance-card';

/**
 * /app/home/: the post-login landing page (spec section 2.2): the probation notice (spec 2.3) from
 * the session, so it leaves the Worker with the frame (docs/decisions/033), then the CMS's cards
 * and banner, streamed in their own section. Someone in the voucher-only state (spec section 4) sees their voucher balance first.
 */
export function Component() {
  const session = useSession();
  useDocumentTitle('Home');
  return (
    <div className={pageFrameClass}>
      <PageHeading>{session ? `Welcome, ${session.firstName}` : 'Welcome'}</PageHeading>
      {session && showsProbationNotice(session) ? (
        <Alert variant="info">{BENEFIT_TEXTS.probation}</Alert>
      ) : null}
      {session?.voucherOnly ? <VoucherBalanceCard /> : null}
      <DataSection calls={[HOME_CONTENT_CALL]} fallback={<HomeCards />}>
        <HomeCards />
      </DataSection>
    </div>
  );
}
