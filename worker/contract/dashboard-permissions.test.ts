import { describe, expect, it } from 'vitest';
import { emmaSessionSummary } from '#fixtures/session-summary.ts';
import {
  DASHBOARD_ACTIONS,
  type DashboardAction,
  dashboardRoleOf,
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

  for (const action of ACTIONS) {
    it(`lets only the administrator${DASHBOARD_ACTIONS[action] === 'view' ? ' and support acting as them' : ''} take ${action}`, () => {
      const allowed = Object.entries(PEOPLE)
        .filter(([, { summary }]) => mayTakeDashboardAction(summary, action))
        .map(([who]) => who);
      expect(allowed).toEqual(
        DASHBOARD_ACTIONS[action] === 'view'
          ? ['an employer administrator', 'support acting as the administrator']
          : ['an employer administrator'],
      );
    });
  }
});
