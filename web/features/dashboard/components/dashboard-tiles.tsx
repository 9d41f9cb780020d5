import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { AUDIT_TRAIL_TEXTS } from '#contract/audit-trail-texts';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import { type DashboardAction, mayTakeDashboardAction } from '#contract/dashboard-permissions';
import { EMPLOYEE_DATA_TEXTS } from '#contract/employee-data-texts';
import { PATHS } from '#contract/page-paths';
import { REPORTING_TEXTS, VOUCHER_MANAGEMENT_TEXTS } from '#contract/reporting-texts';
import type { SessionSummary } from '#contract/session';
import { PLATFORM_SETTINGS_TEXTS } from '#contract/two-factor-admin-texts';
import { type MessageText, textOf } from '#web/lib/message-text.ts';

/**
 * The landing's tiles, one per section (spec 2.2), each behind the dashboard action its page
 * declares, so a tile never leads to Access Denied.
 */
export const DASHBOARD_TILES: readonly {
  action: DashboardAction;
  /** In the page's language where it is shown (web/lib/message-text.ts). */
  title: MessageText;
  description: MessageText;
  to: string;
}[] = [
  {
    action: 'engagement',
    title: INSIGHTS_TEXTS.engagement,
    description: msg`Sign-ins week by week and new registrations month by month.`,
    to: PATHS.engagement,
  },
  {
    action: 'insights',
    title: INSIGHTS_TEXTS.insights,
    description: msg`Who your employees are: registration, two-factor and age.`,
    to: PATHS.insights,
  },
  {
    action: 'takeUp',
    title: INSIGHTS_TEXTS.takeUpHeading,
    description: msg`How many employees have chosen each benefit, and who.`,
    to: PATHS.takeUp,
  },
  {
    action: 'twoFactorList',
    title: PLATFORM_SETTINGS_TEXTS.title,
    description: msg`Your employees' two-factor authentication and its enforcement.`,
    to: PATHS.platformSettings,
  },
  {
    action: 'employeeData',
    title: EMPLOYEE_DATA_TEXTS.title,
    description: EMPLOYEE_DATA_TEXTS.tileDescription,
    to: PATHS.employeeData,
  },
  {
    action: 'approvalsList',
    title: msg`Approve selections`,
    description: msg`Benefit selections waiting for your approval.`,
    to: PATHS.approvals,
  },
  {
    action: 'reporting',
    title: REPORTING_TEXTS.title,
    description: msg`Payroll, provider and life event reports, month by month.`,
    to: PATHS.reporting,
  },
  {
    action: 'voucherManagement',
    title: VOUCHER_MANAGEMENT_TEXTS.title,
    description: msg`Your employees' vouchers, with the card-value service.`,
    to: PATHS.voucherManagement,
  },
  {
    action: 'auditTrail',
    title: AUDIT_TRAIL_TEXTS.title,
    description: AUDIT_TRAIL_TEXTS.tileDescription,
    to: PATHS.auditTrail,
  },
];

export function DashboardTiles({ session }: { session: SessionSummary }) {
  const { i18n, t } = useLingui();
  const tiles = DASHBOARD_TILES.filter((tile) => mayTakeDashboardAction(session, tile.action));
  return (
    <ul className={gridClass}>
      {tiles.map((tile) => {
        const title = textOf(i18n, tile.title);
        // 'Open employee data': in English the title is in lower case within the sentence; the
        // other languages' sentences keep it as it is (German nouns keep their capital).
        const section = i18n.locale.startsWith('en') ? title.toLowerCase() : title;
        return (
          <li key={tile.to} className={tileClass}>
            <h2 className={titleClass}>{title}</h2>
            <p className={descriptionClass}>{textOf(i18n, tile.description)}</p>
            <Link to={tile.to} className={linkClass}>
              {t`Open ${section}`}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const gridClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
const tileClass = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  minHeight: '10rem',
  padding: '5',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'canvas',
  color: 'fg',
  '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
  '&:hover': { borderColor: 'brand.primary' },
});
const titleClass = css({ fontSize: 'lg', fontWeight: '700' });
const descriptionClass = css({ color: 'fg.muted' });
// The whole tile is the link's hit area; the link's text stays its own label.
const linkClass = css({
  marginTop: 'auto',
  fontWeight: '600',
  color: 'brand.primary.ink',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _focusVisible: { outline: 'none' },
  '&::after': { content: '""', position: 'absolute', inset: 0 },
});
