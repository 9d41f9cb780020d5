import { showsDashboard, showsFaqs, showsMyBenefits } from '#contract/nav-rules';
import type { SessionSummary } from '#contract/session';
import { NAV_PATHS } from '#web/lib/nav-paths.ts';

/** One link in the header navigation, the user dropdown or the burger menu. */
export interface NavItem {
  id: 'home' | 'my-benefits' | 'faqs' | 'dashboard' | 'profile' | 'logout';
  label: string;
  to: string;
}

const HOME: NavItem = { id: 'home', label: 'Home', to: NAV_PATHS.home };
const MY_BENEFITS: NavItem = {
  id: 'my-benefits',
  label: 'My benefits',
  to: NAV_PATHS.myBenefits,
};
const FAQS: NavItem = { id: 'faqs', label: 'FAQs', to: NAV_PATHS.faqs };
const DASHBOARD: NavItem = {
  id: 'dashboard',
  label: 'Dashboard',
  to: NAV_PATHS.dashboard,
};
const LOGOUT: NavItem = { id: 'logout', label: 'Logout', to: NAV_PATHS.logout };

/** The horizontal nav at 768px and wider: Home, My benefits, FAQs, Dashboard (spec section 2.3). */
export function mainNavItems(session: SessionSummary): NavItem[] {
  return [
    HOME,
    ...(showsMyBenefits(session) ? [MY_BENEFITS] : []),
    ...(showsFaqs(session) ? [FAQS] : []),
    ...(showsDashboard(session) ? [DASHBOARD] : []),
  ];
}

/** The user dropdown at 768px and wider. */
export function userMenuItems(): NavItem[] {
  return [{ id: 'profile', label: 'My profile settings', to: NAV_PATHS.profile }, LOGOUT];
}

/** The burger menu below 768px, in the spec's order. */
export function mobileMenuItems(session: SessionSummary): NavItem[] {
  return [
    ...mainNavItems(session),
    { id: 'profile', label: 'Profile Settings', to: NAV_PATHS.profile },
    LOGOUT,
  ];
}
