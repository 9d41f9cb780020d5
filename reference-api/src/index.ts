import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './env.ts';
import { refuseReadOnlyChanges } from './http/bearer-auth.ts';
import { errorBody } from './http/error-body.ts';
import { accountActivityRoutes } from './routes/account-activity.ts';
import { activationRoutes } from './routes/activation.ts';
import { benefitIconFileRoutes } from './routes/benefit-icons.ts';
import { benefitDetailRoutes, eligibleBenefitRoutes } from './routes/benefits-catalogue.ts';
import { claimRoutes } from './routes/benefits-claims.ts';
import { benefitCostRoutes } from './routes/benefits-cost.ts';
import { selectionListRoutes, selectionRoutes } from './routes/benefits-selections.ts';
import { contributionRoutes, voucherBalanceRoutes } from './routes/benefits-statements.ts';
import { benefitTermsRoutes } from './routes/benefits-terms.ts';
import { cardValueRoutes } from './routes/card-value.ts';
import { carouselRoutes } from './routes/carousel.ts';
import { cmsFaqRoutes } from './routes/cms-faqs.ts';
import { contactPageRoutes, enquiryRoutes } from './routes/contact.ts';
import { devRoutes } from './routes/dev.ts';
import { selectionApprovalRoutes } from './routes/employer/approvals.ts';
import { clientAuditTrailRoutes } from './routes/employer/audit-trail.ts';
import { clientTakeUpRoutes } from './routes/employer/benefit-takeup.ts';
import { clientInsightsRoutes } from './routes/employer/dashboard-insights.ts';
import {
  clientEmployeeListRoutes,
  clientEmployeeRoutes,
  employeeWelcomeRoutes,
} from './routes/employer/employee-data.ts';
import { employeeDataUploadRoutes } from './routes/employer/employee-data-uploads.ts';
import { clientReportRoutes } from './routes/employer/reporting.ts';
import { employeeSelectionRoutes, selectionCostRoutes } from './routes/employer/selection-costs.ts';
import { clientTwoFactorRoutes } from './routes/employer/two-factor-admin.ts';
import { familyMemberRoutes } from './routes/family-members.ts';
import { forgotPasswordRoutes } from './routes/forgot-password.ts';
import { homePageRoutes } from './routes/home-page.ts';
import { lifeEventRoutes } from './routes/life-events.ts';
import { loginRoutes } from './routes/login.ts';
import { loginRefreshRoutes } from './routes/login-refresh.ts';
import { loginSetupRoutes } from './routes/login-setup.ts';
import { loginSsoRoutes } from './routes/login-sso.ts';
import { loginTwoFactorRoutes } from './routes/login-two-factor.ts';
import { logoutRoutes } from './routes/logout.ts';
import { manageCcvRoutes } from './routes/manage-ccv.ts';
import { employerMasqueradeRoutes, supportMasqueradeRoutes } from './routes/masquerade.ts';
import { claimExportRoutes, dataDownloadRoutes } from './routes/my-data.ts';
import { passwordCheckRoutes } from './routes/password-check.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { pingRoutes } from './routes/ping.ts';
import { policyRoutes } from './routes/policies.ts';
import { referenceSignOnRoutes } from './routes/reference-sign-on.ts';
import { themeRoutes } from './routes/theme.ts';
import { totalBenefitsRoutes } from './routes/total-benefits.ts';
import { twoFactorProfileRoutes } from './routes/two-factor-profile.ts';
import { userRoutes } from './routes/user.ts';

// The upstream benefits API has two hosts; here they are two path prefixes of one Worker, so the
// portal's UPSTREAM_V1_URL / UPSTREAM_V2_URL point at http://reference-api/v1 and /v2.
const v1 = new Hono<AppEnv>()
  .route('/', benefitIconFileRoutes)
  .route('/', pingRoutes)
  .route('/', employerMasqueradeRoutes)
  .route('/', benefitDetailRoutes)
  .route('/', selectionRoutes)
  .route('/', benefitTermsRoutes)
  .route('/', contributionRoutes)
  .route('/', claimRoutes)
  .route('/', claimExportRoutes)
  .route('/', enquiryRoutes)
  .route('/', clientTakeUpRoutes)
  .route('/', clientEmployeeRoutes)
  .route('/', employeeWelcomeRoutes)
  .route('/', employeeDataUploadRoutes)
  .route('/', clientReportRoutes)
  .route('/', employeeSelectionRoutes)
  .route('/', selectionCostRoutes);
const v2 = new Hono<AppEnv>()
  .route('/', themeRoutes)
  .route('/', loginRoutes)
  .route('/', loginTwoFactorRoutes)
  .route('/', loginSsoRoutes)
  .route('/', loginRefreshRoutes)
  .route('/', loginSetupRoutes)
  .route('/', logoutRoutes)
  .route('/', userRoutes)
  .route('/', accountActivityRoutes)
  .route('/', twoFactorProfileRoutes)
  .route('/', dataDownloadRoutes)
  .route('/', supportMasqueradeRoutes)
  .route('/', policyRoutes)
  .route('/', cmsFaqRoutes)
  .route('/', contactPageRoutes)
  .route('/', forgotPasswordRoutes)
  .route('/', passwordResetRoutes)
  .route('/', passwordCheckRoutes)
  .route('/', activationRoutes)
  .route('/', carouselRoutes)
  .route('/', homePageRoutes)
  .route('/', referenceSignOnRoutes)
  .route('/', eligibleBenefitRoutes)
  .route('/', selectionListRoutes)
  .route('/', benefitCostRoutes)
  .route('/', voucherBalanceRoutes)
  .route('/', cardValueRoutes)
  .route('/', totalBenefitsRoutes)
  .route('/', familyMemberRoutes)
  .route('/', lifeEventRoutes)
  .route('/', clientInsightsRoutes)
  .route('/', clientTwoFactorRoutes)
  .route('/', clientAuditTrailRoutes)
  .route('/', clientEmployeeListRoutes)
  .route('/', selectionApprovalRoutes)
  // Last: its development-only guard would otherwise stand in front of every route after it.
  .route('/', devRoutes);

const app = new Hono<AppEnv>()
  // First, before any route: a read-only act-as token changes nothing (docs/decisions/062).
  .use(refuseReadOnlyChanges)
  .route('/v1', v1)
  .route('/v2', v2)
  // The stand-in card-value service has an origin of its own in production (docs/decisions/028).
  .route('/', manageCcvRoutes)
  .notFound((c) => c.json(errorBody('Not found'), 404))
  .onError((error, c) => {
    if (error instanceof HTTPException) {
      return c.json(errorBody(error.message || 'Request failed'), error.status);
    }
    console.error('reference-api: unhandled error', error);
    return c.json(errorBody('Internal server error'), 500);
  });

export default app;
