import { showsDashboard } from './nav-rules';
import type { SessionSummary } from './session';

/**
 * The permission matrix of the employer dashboard (spec section 6 leaves it open;
 * docs/decisions/023-dashboard-permissions.md). One table: the Worker's guard on every employer
 * route and the SPA's route guards read it from here; the reference API, standing in for the
 * upstream, checks by its own rules (reference-api/src/rules/client-admin-access.ts).
 *
 * A person has one dashboard role. Only an employer administrator who may see the Dashboard link
 * (showsDashboard: not left or inactive, not voucher-only) has a dashboard at all; support staff
 * acting as such an administrator through a masquerade link see what the administrator sees but
 * change nothing; everyone else (employees, leavers, voucher-only users, an administrator viewing
 * the portal as one of their employees) has none.
 */
export type DashboardRole = 'employer' | 'support-as-employer' | 'none';

/** What a dashboard page or call does: reads something, or changes or sends something. */
type ActionKind = 'view' | 'change';

/** Every employer action, by the page or call it belongs to, and whether it reads or changes. */
export const DASHBOARD_ACTIONS = {
  /** The dashboard landing and its tiles. */
  dashboard: 'view',
  /** Engagement and login insights (charts and their tables). */
  engagement: 'view',
  /** Employee and benefit insights. */
  insights: 'view',
  /** Benefit take-up, its list and per-benefit detail. */
  takeUp: 'view',
  /** The two-factor employee list and its report download. */
  twoFactorList: 'view',
  /** Turning two-factor enforcement on or off for the client's employees. */
  twoFactorEnforcement: 'change',
  /** Selections awaiting approval, per benefit. */
  approvalsList: 'view',
  /** Approving or rejecting selections. */
  approvalsDecide: 'change',
  /** The employee list, an employee's record (with their selections' costs) and the employee report download. */
  employeeData: 'view',
  /** Pricing an employee's selection again by its benefit's current rules (docs/decisions/080). */
  selectionCostRecalculation: 'change',
  /** Uploading employee data, and its eligibility-impact review. */
  employeeDataUpload: 'change',
  /** Payroll, provider and life-event reports and their downloads. */
  reporting: 'view',
  /**
   * The embedded card-value (voucher) service (docs/decisions/028): a change, since its frame hands
   * the service the administrator's own sign-in, with which it places orders; never handed out
   * while acting as someone (docs/decisions/065).
   */
  voucherManagement: 'change',
  /** Resending welcome e-mails. */
  welcomeEmails: 'change',
  /** A magic link to act as one of the client's employees (needs the administrator's password). */
  magicLink: 'change',
  /** The audit trail of who did what in the client's portal, and its CSV (docs/decisions/057). */
  auditTrail: 'view',
} as const satisfies Record<string, ActionKind>;

export type DashboardAction = keyof typeof DASHBOARD_ACTIONS;

/** The matrix itself: which kinds of action each role may take. */
const ALLOWED_KINDS: Record<DashboardRole, readonly ActionKind[]> = {
  employer: ['view', 'change'],
  'support-as-employer': ['view'],
  none: [],
};

export function dashboardRoleOf(session: SessionSummary): DashboardRole {
  if (!showsDashboard(session)) return 'none';
  // An administrator's magic link makes them the employee (userType employee): not reached here.
  if (session.masquerade?.actor === 'support') return 'support-as-employer';
  if (session.masquerade) return 'none';
  return 'employer';
}

export function mayTakeDashboardAction(session: SessionSummary, action: DashboardAction): boolean {
  return ALLOWED_KINDS[dashboardRoleOf(session)].includes(DASHBOARD_ACTIONS[action]);
}

/** The one answer a refused dashboard call gets (with the API's error shape, 403). */
export const DASHBOARD_FORBIDDEN = {
  message: 'You do not have access to this page',
  code: 'dashboard_forbidden',
} as const;
