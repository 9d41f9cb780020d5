import { BENEFIT_TEXTS } from '../../../../worker/contract/benefit-rules';
import { showsProbationNotice } from '../../../../worker/contract/nav-rules';
import { DataSection } from '../../../app/page-data';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { Alert } from '../../../ui/alert';
import { pageFrameClass } from '../../../ui/page-frame';
import { PageHeading } from '../../../ui/page-heading';
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
