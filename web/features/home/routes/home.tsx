import { css } from 'styled-system/css';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { VoucherBalanceCard } from '../components/voucher-balance-card';

const page = css({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: '4',
  paddingBlock: { base: '8', md: '12' },
});

const heading = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '700', color: 'fg' });

/**
 * /app/home/: the post-login landing page (spec section 2.2). Someone in the voucher-only state
 * (spec section 4) sees their voucher balance here. Cards and banners come later.
 */
export function Component() {
  const session = useSession();
  useDocumentTitle('Home');
  return (
    <div className={page}>
      <h1 className={heading}>{session ? `Welcome, ${session.firstName}` : 'Welcome'}</h1>
      {session?.voucherOnly ? <VoucherBalanceCard /> : null}
    </div>
  );
}
