import { css, cx } from 'styled-system/css';
import { actAsUnavailable } from '#contract/act-as-texts';
import { VOUCHER_MANAGEMENT_FRAME_PATH } from '#contract/reporting-rules';
import { VOUCHER_MANAGEMENT_TEXTS as TEXTS } from '#contract/reporting-texts';
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
  const actingAs = Boolean(useSession()?.masquerade);
  return (
    <div className={cx(pageFrameClass, pageClass)}>
      <DashboardBreadcrumb current={TEXTS.title} />
      <PageHeading>{TEXTS.title}</PageHeading>
      {actingAs ? (
        <p className={leadClass}>{actAsUnavailable(TEXTS.title)}</p>
      ) : (
        <>
          <p className={leadClass}>{TEXTS.intro}</p>
          <VoucherFrame />
        </>
      )}
    </div>
  );
}

function VoucherFrame() {
  return (
    <iframe
      title={TEXTS.frameTitle}
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
