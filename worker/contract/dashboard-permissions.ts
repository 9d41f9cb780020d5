import { hasLeft, showsDashboard } from './nav-rules';
import { PATHS } from './page-paths';
import type { SessionSummary } from './session';

/**
 * The permission matrix of the employer dashboard (spec section 6 leaves it open;
 * docs/decisions/023-dashboard-permissions.md). One table: the Worker's guard on every employer
 * route and the SPA's route guards read it from here; the reference API, standing in for the
 * upstream, checks by its own rules (reference-api/src/rules/client-admin-access.ts).
 *
 * A person has one dashboard role. An employer administrator who may see the Dashboard link
 * (showsDashboard: not left or inactive, not voucher-only) has the whole dashboard; support staff
 * acting as such an administrator through a masquerade link see what the administrator sees but
 * change nothing; an approver (spec 6; docs/decisions/075), an employee the upstream names so, who
 * has not left, is not inactive or voucher-only and is in their own session, has the approvals and
 * nothing else; everyone else (employees, leavers, voucher-only users, an administrator viewing
 * the portal as one of their employees, anyone acting as an approver) has none.
 */
export type DashboardRole = 'employer' | 'support-as-employer' | 'approver' | 'none';

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

/** An approver's actions: the approvals, read and decided (spec 6: "approves or rejects selections"). */
const APPROVER_ACTIONS: readonly DashboardAction[] = ['approvalsList', 'approvalsDecide'];

/** The matrix itself: which actions each role may take (by their kind, or one by one). */
const ALLOWED: Record<DashboardRole, (action: DashboardAction) => boolean> = {
  employer: () => true,
  'support-as-employer': (action) => DASHBOARD_ACTIONS[action] === 'view',
  approver: (action) => APPROVER_ACTIONS.includes(action),
  none: () => false,
};

export function dashboardRoleOf(session: SessionSummary): DashboardRole {
  if (!showsDashboard(session)) return approvesSelections(session) ? 'approver' : 'none';
  // An administrator's magic link makes them the employee (userType employee): not reached here.
  if (session.masquerade?.actor === 'support') return 'support-as-employer';
  if (session.masquerade) return 'none';
  return 'employer';
}

// An approver in their own session who is still with the client; acting as one gives no approvals.
function approvesSelections(session: SessionSummary): boolean {
  return session.approver && !session.voucherOnly && !session.masquerade && !hasLeft(session);
}

export function mayTakeDashboardAction(session: SessionSummary, action: DashboardAction): boolean {
  return ALLOWED[dashboardRoleOf(session)](action);
}

/**
 * Where the person's part of the dashboard starts: the dashboard for an administrator (and support
 * acting as one), the approvals for an approver (their header link, and where a decision returns
 * to), none for anyone else.
 */
export function dashboardStartOf(session: SessionSummary): string | null {
  const role = dashboardRoleOf(session);
  if (role === 'none') return null;
  return role === 'approver' ? PATHS.approvals : PATHS.dashboard;
}

/** The one answer a refused dashboard call gets (with the API's error shape, 403). */
export const DASHBOARD_FORBIDDEN = {
  message: 'You do not have access to this page',
  code: 'dashboard_forbidden',
} as const;
