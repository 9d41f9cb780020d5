import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dashboardRoleOf } from '#contract/dashboard-permissions';
import { showsDashboard, showsFaqs, showsMyBenefits } from '#contract/nav-rules';
import { PATHS } from '#contract/page-paths';
import type { SessionSummary } from '#contract/session';

/** One link in the header navigation, the user dropdown or the burger menu. */
export interface NavItem {
  id: 'home' | 'my-benefits' | 'faqs' | 'dashboard' | 'approvals' | 'profile' | 'logout';
  /** In the page's language where it is shown (web/lib/message-text.ts). */
  label: MessageDescriptor;
  to: string;
}

const HOME: NavItem = { id: 'home', label: msg`Home`, to: PATHS.home };
const MY_BENEFITS: NavItem = {
  id: 'my-benefits',
  label: msg`My benefits`,
  to: PATHS.myBenefits,
};
const FAQS: NavItem = { id: 'faqs', label: msg`FAQs`, to: PATHS.faqs };
const DASHBOARD: NavItem = {
  id: 'dashboard',
  label: msg`Dashboard`,
  to: PATHS.dashboard,
};
/**
 * An approver's way to the one part of the dashboard they have (docs/decisions/075): the approvals
 * themselves, named for what they do there, since the Dashboard link would lead to a refusal.
 */
const APPROVE_SELECTIONS: NavItem = {
  id: 'approvals',
  label: msg`Approve selections`,
  to: PATHS.approvals,
};
const LOGOUT: NavItem = { id: 'logout', label: msg`Logout`, to: PATHS.logout };

/**
 * The horizontal nav at 768px and wider: Home, My benefits, FAQs, Dashboard (spec section 2.3); an
 * approver's Approve selections where an administrator's Dashboard is.
 */
export function mainNavItems(session: SessionSummary): NavItem[] {
  return [
    HOME,
    ...(showsMyBenefits(session) ? [MY_BENEFITS] : []),
    ...(showsFaqs(session) ? [FAQS] : []),
    ...(showsDashboard(session) ? [DASHBOARD] : []),
    ...(dashboardRoleOf(session) === 'approver' ? [APPROVE_SELECTIONS] : []),
  ];
}

/** The user dropdown at 768px and wider. */
export function userMenuItems(): NavItem[] {
  return [{ id: 'profile', label: msg`My profile settings`, to: PATHS.profile }, LOGOUT];
}

/** The burger menu below 768px, in the spec's order. */
export function mobileMenuItems(session: SessionSummary): NavItem[] {
  return [
    ...mainNavItems(session),
    { id: 'profile', label: msg`Profile Settings`, to: PATHS.profile },
    LOGOUT,
  ];
}
