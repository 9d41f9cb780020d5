import { describe, expect, it } from 'vitest';
import { showsDashboard, showsFaqs, showsMyBenefits } from '#contract/nav-rules';
import { makeSession } from '#support/web/app-support.tsx';
import { mainNavItems, mobileMenuItems, type NavItem, userMenuItems } from './nav-items';

// The labels as en-GB writes them (the descriptors carry their source text outside production builds).
const labels = (items: NavItem[]) => items.map((item) => item.label.message);

describe('nav visibility rules', () => {
  it('always shows Home, first, linking to /app/home/', () => {
    const items = mainNavItems(makeSession({ voucherOnly: true, hasFaqs: false }));
    expect(items[0]).toEqual({
      id: 'home',
      label: expect.objectContaining({ message: 'Home' }),
      to: '/app/home/',
    });
    expect(labels(items)).toEqual(['Home']);
  });

  it('shows My benefits at /app/my-benefits/ unless the user is voucher-only', () => {
    expect(showsMyBenefits(makeSession({ voucherOnly: false }))).toBe(true);
    expect(showsMyBenefits(makeSession({ voucherOnly: true }))).toBe(false);
    expect(mainNavItems(makeSession()).find((item) => item.id === 'my-benefits')?.to).toBe(
      '/app/my-benefits/',
    );
  });

  it('shows FAQs at /app/faqs/ only when the CMS data has FAQs', () => {
    expect(showsFaqs(makeSession({ hasFaqs: true }))).toBe(true);
    expect(showsFaqs(makeSession({ hasFaqs: false }))).toBe(false);
    expect(mainNavItems(makeSession({ hasFaqs: true })).find((item) => item.id === 'faqs')?.to).toBe(
      '/app/faqs/',
    );
  });

  it('shows Dashboard to an active employer', () => {
    expect(showsDashboard(makeSession({ userType: 'employer', employmentStatus: null }))).toBe(true);
    expect(showsDashboard(makeSession({ userType: 'employer', employmentStatus: 'active' }))).toBe(true);
  });

  it('hides Dashboard from employees', () => {
    expect(showsDashboard(makeSession({ userType: 'employee' }))).toBe(false);
  });

  it('hides Dashboard from employers who have left or are inactive', () => {
    expect(showsDashboard(makeSession({ userType: 'employer', employmentStatus: 'left' }))).toBe(false);
    expect(showsDashboard(makeSession({ userType: 'employer', employmentStatus: 'inactive' }))).toBe(false);
  });

  it('hides Dashboard from voucher-only employers', () => {
    expect(showsDashboard(makeSession({ userType: 'employer', voucherOnly: true }))).toBe(false);
  });

  it('links Dashboard to /app/dashboard/', () => {
    const items = mainNavItems(makeSession({ userType: 'employer' }));
    expect(items.find((item) => item.id === 'dashboard')?.to).toBe('/app/dashboard/');
  });

  it('orders the desktop nav Home, My benefits, FAQs, Dashboard', () => {
    expect(labels(mainNavItems(makeSession({ userType: 'employer', hasFaqs: true })))).toEqual([
      'Home',
      'My benefits',
      'FAQs',
      'Dashboard',
    ]);
  });

  it('shows an approver Approve selections, to the approvals, in both navs and no Dashboard', () => {
    const approver = makeSession({ approver: true, hasFaqs: true });
    expect(labels(mainNavItems(approver))).toEqual(['Home', 'My benefits', 'FAQs', 'Approve selections']);
    expect(mainNavItems(approver).at(-1)?.to).toBe('/app/dashboard/approve-selections');
    expect(labels(mobileMenuItems(approver))).toEqual([
      'Home',
      'My benefits',
      'FAQs',
      'Approve selections',
      'Profile Settings',
      'Logout',
    ]);
    // Acting as an approver, or an approver who has left, gives no way to the approvals.
    const actedAs = makeSession({
      approver: true,
      masquerade: { name: 'Sam Ito', schemeYear: 2026, actor: 'support', readOnly: true },
    });
    expect(labels(mainNavItems(actedAs))).not.toContain('Approve selections');
    expect(labels(mainNavItems(makeSession({ approver: true, employmentStatus: 'left' })))).not.toContain(
      'Approve selections',
    );
  });

  it('puts My profile settings and Logout in the user dropdown', () => {
    const items = userMenuItems();
    expect(labels(items)).toEqual(['My profile settings', 'Logout']);
    expect(items.map((item) => item.to)).toEqual(['/app/home/my-profile/', '/logout']);
  });

  it('orders the burger menu Home, My benefits, FAQs, Dashboard, Profile Settings, Logout', () => {
    const items = mobileMenuItems(makeSession({ userType: 'employer', hasFaqs: true }));
    expect(labels(items)).toEqual(['Home', 'My benefits', 'FAQs', 'Dashboard', 'Profile Settings', 'Logout']);
    expect(items.at(-2)?.to).toBe('/app/home/my-profile/');
    expect(items.at(-1)?.to).toBe('/logout');
  });

  it('drops the conditional burger items a voucher-only employee without FAQs may not see', () => {
    const items = mobileMenuItems(makeSession({ voucherOnly: true, hasFaqs: false }));
    expect(labels(items)).toEqual(['Home', 'Profile Settings', 'Logout']);
  });
});
