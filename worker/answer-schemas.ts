import { z } from 'zod';
import { accountActivitySchema, signOutEverywhereResponseSchema } from './contract/account-activity';
import { auditTrailSchema } from './contract/audit-trail';
import {
  loginResponseSchema,
  loginUrlResponseSchema,
  logoutResponseSchema,
  redirectResponseSchema,
  sessionResponseSchema,
  termsContentSchema,
} from './contract/auth';
import {
  benefitCostSchema,
  benefitFiltersSchema,
  benefitPageSchema,
  benefitsOverviewSchema,
  cardValueSchema,
  faqSchema,
  selectionSchema,
  termsAcceptedSchema,
  voucherBalanceSchema,
} from './contract/benefits';
import { claimListSchema, claimSchema } from './contract/claims';
import { contactPageSchema, enquirySentSchema } from './contract/contact';
import { contentPageSchema } from './contract/content';
import {
  approvalDecisionSchema,
  pendingBenefitsSchema,
  pendingSelectionsSchema,
  twoFactorEnforcementSchema,
  twoFactorListSchema,
} from './contract/dashboard-admin';
import {
  employeeInsightsSchema,
  engagementSchema,
  takeUpDetailSchema,
  takeUpListSchema,
} from './contract/dashboard-insights';
import {
  employeeListSchema,
  employeeRecordSchema,
  welcomeEmailSentSchema,
  welcomeEmailsSentSchema,
} from './contract/employee-data';
import {
  eligibilityDifferenceSchema,
  employeeDataUploadSchema,
  lastUploadSchema,
} from './contract/employee-data-uploads';
import { familyMemberSchema } from './contract/family';
import { homeContentSchema } from './contract/home';
import { lifeEventSchema, lifeEventsSchema } from './contract/life-events';
import { changePasswordResponseSchema, profileDetailsSchema } from './contract/profile';
import {
  activationCompleteResponseSchema,
  activationDetailsSchema,
  activationLinkSentSchema,
  carouselSchema,
  forgotPasswordResponseSchema,
  passwordCheckResponseSchema,
  resetPasswordResponseSchema,
  resetTokenResponseSchema,
  verifiedResponseSchema,
} from './contract/recovery';
import { reportListSchema } from './contract/reporting';
import { magicLinkResponseSchema } from './contract/sso';
import {
  totalBenefitsCardSchema,
  totalBenefitsDataSchema,
  totalBenefitsPageSchema,
  totalBenefitsSummarySchema,
} from './contract/total-benefits';
import {
  pendingTwoFactorSetupSchema,
  profileTwoFactorVerifyResponseSchema,
  twoFactorEnrolmentSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from './contract/two-factor';

/**
 * The contract's schema of each /api route's success answer, for the Worker's tests: every JSON
 * answer their client (test-support.ts createApiClient) receives with a 2xx status is parsed with
 * its route's schema, so a schema the SPA's types come from cannot drift from what the Worker
 * sends. A route is matched by method and path (":x" is one segment).
 */
const ANSWERS: readonly (readonly [route: string, schema: z.ZodType])[] = [
  ['GET /api/session', sessionResponseSchema],
  ['POST /api/auth/login-url', loginUrlResponseSchema],
  ['POST /api/auth/login', loginResponseSchema],
  ['POST /api/auth/sso', sessionResponseSchema],
  ['GET /api/auth/redirect', redirectResponseSchema],
  ['POST /api/auth/logout', logoutResponseSchema],
  ['PATCH /api/account/terms', sessionResponseSchema],
  ['GET /api/account/activity', accountActivitySchema],
  ['POST /api/account/sign-out-everywhere', signOutEverywhereResponseSchema],
  ['POST /api/two-factor/login', sessionResponseSchema],
  ['GET /api/two-factor/setup', pendingTwoFactorSetupSchema],
  ['POST /api/two-factor/setup', twoFactorSetupResponseSchema],
  ['POST /api/password/forgot', forgotPasswordResponseSchema],
  ['POST /api/password/reset/check', resetTokenResponseSchema],
  ['POST /api/password/reset/verify-dob', verifiedResponseSchema],
  ['POST /api/password/reset', resetPasswordResponseSchema],
  ['POST /api/password/check', passwordCheckResponseSchema],
  ['GET /api/activation/:id', activationDetailsSchema],
  ['POST /api/activation/:id/dob', verifiedResponseSchema],
  ['POST /api/activation/:id/complete', activationCompleteResponseSchema],
  ['POST /api/activation/:id/new-link', activationLinkSentSchema],
  ['GET /api/content/terms', termsContentSchema],
  ['GET /api/content/pages/:page', contentPageSchema],
  ['GET /api/content/faqs', z.array(faqSchema)],
  ['GET /api/content/carousel', carouselSchema],
  ['GET /api/contact', contactPageSchema],
  ['POST /api/contact/enquiries', enquirySentSchema],
  ['GET /api/home', homeContentSchema],
  ['GET /api/profile/details', profileDetailsSchema],
  ['PATCH /api/profile/details', profileDetailsSchema],
  ['POST /api/profile/password', changePasswordResponseSchema],
  ['GET /api/profile/two-factor', twoFactorStatusSchema],
  ['POST /api/profile/two-factor/enrolment', twoFactorEnrolmentSchema],
  ['POST /api/profile/two-factor/verify', profileTwoFactorVerifyResponseSchema],
  ['POST /api/profile/two-factor/disable', twoFactorStatusSchema],
  ['GET /api/family', z.array(familyMemberSchema)],
  ['POST /api/family', familyMemberSchema],
  ['PATCH /api/family/:id', familyMemberSchema],
  ['POST /api/family/:id/deactivate', familyMemberSchema],
  ['GET /api/life-events', lifeEventsSchema],
  ['POST /api/life-events', lifeEventSchema],
  ['GET /api/benefits', benefitsOverviewSchema],
  ['GET /api/benefits/filters', benefitFiltersSchema],
  ['GET /api/benefits/:id', benefitPageSchema],
  ['POST /api/benefits/:id/cost', benefitCostSchema],
  ['POST /api/benefits/:id/selection', selectionSchema],
  ['POST /api/benefits/:id/terms/:id/accept', termsAcceptedSchema],
  ['GET /api/benefits/:id/claims', claimListSchema],
  ['POST /api/benefits/:id/claims', claimSchema],
  ['PATCH /api/selections/:id', selectionSchema],
  ['POST /api/selections/:id/opt-out', selectionSchema],
  ['POST /api/selections/:id/reset', selectionSchema],
  ['GET /api/vouchers/balance', voucherBalanceSchema],
  ['GET /api/vouchers/card-value', cardValueSchema],
  ['GET /api/total-benefits/summary', totalBenefitsSummarySchema],
  ['GET /api/total-benefits/card', totalBenefitsCardSchema],
  ['GET /api/total-benefits/page', totalBenefitsPageSchema],
  ['GET /api/total-benefits', totalBenefitsDataSchema],
  ['GET /api/employer/two-factor', twoFactorListSchema],
  ['PUT /api/employer/two-factor/enforcement', twoFactorEnforcementSchema],
  ['GET /api/employer/approvals', pendingBenefitsSchema],
  ['GET /api/employer/approvals/:id', pendingSelectionsSchema],
  ['POST /api/employer/approvals/decisions', approvalDecisionSchema],
  ['GET /api/employer/employees', employeeListSchema],
  ['GET /api/employer/employees/:id', employeeRecordSchema],
  ['POST /api/employer/employees/:id/welcome-email', welcomeEmailSentSchema],
  ['POST /api/employer/employees/welcome-emails', welcomeEmailsSentSchema],
  ['POST /api/employer/employees/:id/magic-link', magicLinkResponseSchema],
  ['GET /api/employer/employee-data-uploads/last-upload', lastUploadSchema],
  ['GET /api/employer/employee-data-uploads/:id', employeeDataUploadSchema],
  ['POST /api/employer/employee-data-uploads', employeeDataUploadSchema],
  ['GET /api/employer/employee-data-uploads/:id/eligibility-difference', eligibilityDifferenceSchema],
  ['POST /api/employer/employee-data-uploads/:id/apply', employeeDataUploadSchema],
  ['GET /api/employer/reports', reportListSchema],
  ['GET /api/employer/engagement', engagementSchema],
  ['GET /api/employer/employee-insights', employeeInsightsSchema],
  ['GET /api/employer/benefit-takeup', takeUpListSchema],
  ['GET /api/employer/benefit-takeup/:id', takeUpDetailSchema],
  ['GET /api/employer/audit-trail', auditTrailSchema],
];

const MATCHERS = ANSWERS.map(([route, schema]) => {
  const [method, path = ''] = route.split(' ');
  // A fixed segment wins over a parameter: welcome-emails is not an employee's id.
  const pattern = new RegExp(`^${path.replace(/:[a-z]+/g, '[^/]+')}$`);
  return { method, path, pattern, schema, fixed: !path.includes(':') };
});

/** The schema of a route's success answer, or null for a route that has none listed. */
export function answerSchemaOf(method: string, pathname: string): z.ZodType | null {
  const matches = MATCHERS.filter((m) => m.method === method && m.pattern.test(pathname));
  return (matches.find((m) => m.fixed) ?? matches[0])?.schema ?? null;
}

/**
 * Parses a 2xx JSON answer with its route's schema (a clone: the caller still reads the body).
 * Throws, failing the test, when the answer does not fit the schema the SPA's types come from.
 */
export async function assertAnswerFitsSchema(method: string, url: string, response: Response): Promise<void> {
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/json')) return;
  const { pathname } = new URL(url);
  const schema = answerSchemaOf(method, pathname);
  if (!schema) return;
  const result = schema.safeParse(await response.clone().json());
  if (!result.success) {
    throw new Error(`${method} ${pathname} answered outside its schema: ${result.error.message}`);
  }
}
