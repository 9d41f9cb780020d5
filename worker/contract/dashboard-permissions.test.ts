import { describe, expect, it } from 'vitest';
import { emmaSessionSummary } from '#fixtures/session-summary.ts';
import {
  DASHBOARD_ACTIONS,
  type DashboardAction,
  dashboardRoleOf,
  dashboardStartOf,
  mayTakeDashboardAction,
} from './dashboard-permissions';
import type { SessionSummary } from './session';

const admin = (overrides: Partial<SessionSummary> = {}) =>
  emmaSessionSummary({
    email: 'alex.admin@acme.test',
    firstName: 'Alex',
    userType: 'employer',
    ...overrides,
  });

const approver = (overrides: Partial<SessionSummary> = {}) =>
  emmaSessionSummary({
    email: 'abby.approver@acme.test',
    firstName: 'Abby',
    surname: 'Clarke',
    approver: true,
    ...overrides,
  });

const PEOPLE: Record<string, { summary: SessionSummary; role: string }> = {
  'an employee': { summary: emmaSessionSummary(), role: 'none' },
  'an employer administrator': { summary: admin(), role: 'employer' },
  'an administrator who has left': { summary: admin({ employmentStatus: 'left' }), role: 'none' },
  'an inactive administrator': { summary: admin({ employmentStatus: 'Inactive' }), role: 'none' },
  'a voucher-only administrator': { summary: admin({ voucherOnly: true }), role: 'none' },
  'a voucher-only leaver': {
    summary: emmaSessionSummary({ employmentStatus: 'left', voucherOnly: true }),
    role: 'none',
  },
  'support acting as the administrator': {
    summary: admin({ masquerade: { name: 'Sam Ito', schemeYear: 2026, actor: 'support', readOnly: true } }),
    role: 'support-as-employer',
  },
  'support acting as an employee': {
    summary: emmaSessionSummary({
      masquerade: { name: 'Sam Ito', schemeYear: 2026, actor: 'support', readOnly: true },
    }),
    role: 'none',
  },
  'an approver': { summary: approver(), role: 'approver' },
  'an approver who has left': { summary: approver({ employmentStatus: 'left' }), role: 'none' },
  'a voucher-only approver': { summary: approver({ voucherOnly: true }), role: 'none' },
  'support acting as an approver': {
    summary: approver({
      masquerade: { name: 'Sam Ito', schemeYear: 2026, actor: 'support', readOnly: true },
    }),
    role: 'none',
  },
  'an administrator viewing as an employee': {
    summary: emmaSessionSummary({
      masquerade: { name: 'Alex Morgan', schemeYear: 2026, actor: 'employer', readOnly: true },
    }),
    role: 'none',
  },
};

const ACTIONS = Object.keys(DASHBOARD_ACTIONS) as DashboardAction[];

describe('the dashboard permission matrix (docs/decisions/023)', () => {
  for (const [who, { summary, role }] of Object.entries(PEOPLE)) {
    it(`gives ${who} the role ${role}`, () => {
      expect(dashboardRoleOf(summary)).toBe(role);
    });
  }

  it('has actions to check', () => {
    expect(ACTIONS.length).toBeGreaterThan(0);
  });

  // The approver's two actions (docs/decisions/075); every other action is the administrator's.
  const APPROVALS: readonly DashboardAction[] = ['approvalsList', 'approvalsDecide'];

  for (const action of ACTIONS) {
    const view = DASHBOARD_ACTIONS[action] === 'view';
    const approvals = APPROVALS.includes(action);
    it(`lets only the administrator${view ? ' and support acting as them' : ''}${approvals ? ' and the approver' : ''} take ${action}`, () => {
      const allowed = Object.entries(PEOPLE)
        .filter(([, { summary }]) => mayTakeDashboardAction(summary, action))
        .map(([who]) => who);
      expect(allowed).toEqual([
        'an employer administrator',
        ...(view ? ['support acting as the administrator'] : []),
        ...(approvals ? ['an approver'] : []),
      ]);
    });
  }

  it('starts the administrator at the dashboard, the approver at the approvals, and anyone else nowhere', () => {
    expect(dashboardStartOf(admin())).toBe('/app/dashboard/');
    expect(dashboardStartOf(approver())).toBe('/app/dashboard/approve-selections');
    expect(dashboardStartOf(emmaSessionSummary())).toBeNull();
  });
});
