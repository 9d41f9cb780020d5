import { expect, type Page } from '@playwright/test';
import type { SweepBenefits, SweepRole } from '#fixtures/page-sweep.ts';
import { BENEFIT_IDS } from '#reference-api/seed/benefit-catalogue.ts';
import type { TenantName } from './fixtures';

/**
 * The two themes the page sweeps open (phone width, decision 050; dates as dates, decision 074):
 * acme's, whose demo people have the most data, and the default C8 one; who opens each role's
 * pages, and the benefits of their product and take-up pages.
 */
export const SWEEP_THEMES = {
  acme: {
    people: { employee: 'emma.employee@acme.test', employer: 'alex.admin@acme.test' },
    benefits: { benefit: BENEFIT_IDS.acme.dental, employerBenefit: BENEFIT_IDS.acme.cycleToWork },
  },
  c8: {
    people: { employee: 'demo.employee@c8.test', employer: 'demo.admin@c8.test' },
    benefits: { benefit: BENEFIT_IDS.localhost.dental, employerBenefit: BENEFIT_IDS.localhost.dental },
  },
} as const satisfies Partial<
  Record<TenantName, { people: Record<SweepRole, string>; benefits: SweepBenefits }>
>;

/** The page has painted its heading and its data: no section or screen left loading. */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
}
