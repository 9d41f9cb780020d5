import { dashboardRoleOf } from '#contract/dashboard-permissions';
import { showsDashboard, showsFaqs, showsMyBenefits } from '#contract/nav-rules';
import { PATHS } from '#contract/page-paths';
import type { SessionSummary } from '#contract/session';

/** One link in the header navigation, the user dropdown or the burger menu. */
export interface NavItem {
  id: 'home' | 'my-benefits' | 'faqs' | 'dashboard' | 'approvals' | 'profile' | 'logout';
  label: string;
  to: string;
}

const HOME: NavItem = { id: 'home', label: 'Home', to: PATHS.home };
const MY_BENEFITS: NavItem = {
  id: 'my-benefits',
  label: 'My benefits',
  to: PATHS.myBenefits,
};
const FAQS: NavItem = { id: 'faqs', label: 'FAQs', to: PATHS.faqs };
const DASHBOARD: NavItem = {
  id: 'dashboard',
  label: 'Dashboard',
  to: PATHS.dashboard,
};
/**
 * An approver's way to the one part of the dashboard they have (docs/decisions/075): the approvals
 * themselves, named for what they do there, since the Dashboard link would lead to a refusal.
 */
const APPROVE_SELECTIONS: NavItem = {
  id: 'approvals',
  label: 'Approve selections',
  to: PATHS.approvals,
};
const LOGOUT: NavItem = { id: 'logout', label: 'Logout', to: PATHS.logout };

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
  return [{ id: 'profile', label: 'My profile settings', to: PATHS.profile }, LOGOUT];
}

/** The burger menu below 768px, in the spec's order. */
export function mobileMenuItems(session: SessionSummary): NavItem[] {
  return [...mainNavItems(session), { id: 'profile', label: 'Profile Settings', to: PATHS.profile }, LOGOUT];
}
