import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { actAsUnavailable } from '#contract/act-as-texts';
import { VOUCHER_MANAGEMENT_FRAME_PATH } from '#contract/reporting-rules';
import { useSession } from '#web/lib/session.ts';
import { DashboardBreadcrumb } from '#web/ui/dashboard-breadcrumb.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';

/**
 * /app/ccv/manage (spec section 2.2; docs/decisions/028): the employer card-value service's
 * /manage-ccv page in a frame. The frame opens the Worker's route, which redirects it to the
 * service with the bearer token: the token never reaches a script of the SPA. Never while acting
 * as someone (docs/decisions/065): the Worker refuses the frame, and the page says so in its place
 * (the permission matrix already keeps support acting as an administrator from the page).
 */
export function Component() {
  const { t } = useLingui();
  const actingAs = Boolean(useSession()?.masquerade);
  const title = t`Voucher management`;
  return (
    <div className={cx(pageFrameClass, pageClass)}>
      <DashboardBreadcrumb current={title} />
      <PageHeading>{title}</PageHeading>
      {actingAs ? (
        <p className={leadClass}>{actAsUnavailable(title)}</p>
      ) : (
        <>
          <p className={leadClass}>
            <Trans>Manage your employees’ vouchers with the card-value service below.</Trans>
          </p>
          <VoucherFrame />
        </>
      )}
    </div>
  );
}

function VoucherFrame() {
  const { t } = useLingui();
  return (
    <iframe
      title={t`Employer card-value service: voucher management`}
      src={VOUCHER_MANAGEMENT_FRAME_PATH}
      className={frameClass}
      referrerPolicy="no-referrer"
    />
  );
}

const pageClass = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const leadClass = css({ color: 'fg.muted', fontSize: 'lg', maxWidth: '48rem' });
const frameClass = css({
  width: '100%',
  minHeight: '36rem',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'canvas',
});
