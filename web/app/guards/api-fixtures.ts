import type { z } from 'zod';
import type {
  LoginResponse,
  LoginUrlResponse,
  LogoutResponse,
  RedirectResponse,
  SessionResponse,
  TermsContent,
} from '#contract/auth';
import type {
  BenefitCost,
  BenefitPage,
  BenefitsOverview,
  Selection,
  termsAcceptedSchema,
  VoucherBalance,
} from '#contract/benefits';
import type { Claim } from '#contract/claims';
import type { ContactPage, EnquirySent } from '#contract/contact';
import type { ContentPage } from '#contract/content-pages';
import type {
  ApprovalDecisionResult,
  PendingBenefits,
  PendingSelections,
  TwoFactorEnforcement,
  TwoFactorList,
} from '#contract/dashboard-admin';
import type { EmployeeInsights, Engagement, TakeUpDetail, TakeUpList } from '#contract/dashboard-insights';
import type {
  EmployeeList,
  EmployeeRecord,
  WelcomeEmailSent,
  WelcomeEmailsSent,
} from '#contract/employee-data';
import type { EligibilityDifference, EmployeeDataUpload, LastUpload } from '#contract/employee-data-uploads';
import type { FamilyMember } from '#contract/family';
import type { HomeContent } from '#contract/home';
import type { LifeEvent, LifeEvents } from '#contract/life-events';
import type { ChangePasswordResponse, ProfileDetails } from '#contract/profile';
import type {
  ActivationCompleteResponse,
  ActivationDetails,
  ActivationLinkSent,
  Carousel,
  ForgotPasswordResponse,
  PasswordCheckResponse,
  ResetPasswordResponse,
  ResetTokenResponse,
  VerifiedResponse,
} from '#contract/recovery';
import type { ReportList } from '#contract/reporting';
import type { magicLinkResponseSchema } from '#contract/sso';
import type { TotalBenefitsData, TotalBenefitsSummary } from '#contract/total-benefits';
import type {
  PendingTwoFactorSetup,
  ProfileTwoFactorVerifyResponse,
  TwoFactorEnrolment,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '#contract/two-factor';
import type { StatementEntry } from '../../features/benefits/api/benefits';
import type { Faq } from '../../features/faqs/api/faqs';

/**
 * A route that answers with no JSON body (204, a file download): its stub is a plain Response.
 * No json(...) answer fits it.
 */
type NoJsonBody = never;

/**
 * The body of each Worker /api route's success answer, keyed "METHOD /api/path" as stubApi keys its
 * stubs (test-helpers.tsx): the contract's type, the one the SPA's typed client reads for it. A path
 * parameter is `${number}` (an id) or `${string}`; a query string is not part of the key. A json()
 * fixture for a route listed here must fit this type (tsc -p tsconfig.web.json), and a key not listed
 * here is refused, so a route the tests stub is added here with its type. Errors use apiError(), whose
 * plain Response fits any route. (Faq, StatementEntry and the selection reset's body are the SPA's own
 * types: the contract names none of them.)
 */
export interface ApiFixtures {
  // Session, sign-in and sign-out
  'GET /api/session': SessionResponse;
  'POST /api/session/ping': NoJsonBody;
  'POST /api/auth/login-url': LoginUrlResponse;
  'POST /api/auth/login': LoginResponse;
  'POST /api/auth/sso': SessionResponse;
  'GET /api/auth/redirect': RedirectResponse;
  'POST /api/auth/logout': LogoutResponse;
  'PATCH /api/account/terms': SessionResponse;
  'POST /api/two-factor/login': SessionResponse;
  'POST /api/two-factor/cancel': NoJsonBody;
  'GET /api/two-factor/setup': PendingTwoFactorSetup;
  'POST /api/two-factor/setup': TwoFactorSetupResponse;

  // Recovery and activation
  'POST /api/password/forgot': ForgotPasswordResponse;
  'POST /api/password/reset/check': ResetTokenResponse;
  'POST /api/password/reset/verify-dob': VerifiedResponse;
  'POST /api/password/reset': ResetPasswordResponse;
  'POST /api/password/check': PasswordCheckResponse;
  [route: `GET /api/activation/${string}`]: ActivationDetails;
  [route: `POST /api/activation/${string}/dob`]: VerifiedResponse;
  [route: `POST /api/activation/${string}/complete`]: ActivationCompleteResponse;
  [route: `POST /api/activation/${string}/new-link`]: ActivationLinkSent;

  // Content
  'GET /api/content/terms': TermsContent;
  [route: `GET /api/content/pages/${string}`]: ContentPage;
  'GET /api/content/faqs': Faq[];
  'GET /api/content/carousel': Carousel;
  'GET /api/contact': ContactPage;
  'POST /api/contact/enquiries': EnquirySent;
  'GET /api/home': HomeContent;

  // Profile
  'GET /api/profile/details': ProfileDetails;
  'PATCH /api/profile/details': ProfileDetails;
  'POST /api/profile/password': ChangePasswordResponse;
  'GET /api/profile/two-factor': TwoFactorStatus;
  'POST /api/profile/two-factor/enrolment': TwoFactorEnrolment;
  'POST /api/profile/two-factor/verify': ProfileTwoFactorVerifyResponse;
  'POST /api/profile/two-factor/disable': TwoFactorStatus;
  'GET /api/family': FamilyMember[];
  'POST /api/family': FamilyMember;
  [route: `PATCH /api/family/${number}`]: FamilyMember;
  [route: `POST /api/family/${number}/deactivate`]: FamilyMember;
  'GET /api/life-events': LifeEvents;
  'POST /api/life-events': LifeEvent;

  // Benefits
  'GET /api/benefits': BenefitsOverview;
  [route: `GET /api/benefits/${number}`]: BenefitPage;
  [route: `POST /api/benefits/${number}/cost`]: BenefitCost;
  [route: `POST /api/benefits/${number}/selection`]: Selection;
  [route: `POST /api/benefits/${number}/terms/${number}/accept`]: z.infer<typeof termsAcceptedSchema>;
  [route: `GET /api/benefits/${number}/claims`]: Claim[];
  [route: `PATCH /api/selections/${number}`]: Selection;
  [route: `POST /api/selections/${number}/opt-out`]: Selection;
  // The Worker's answer has no contract type; this is the SPA's (web/features/benefits/api/benefits.ts).
  [route: `DELETE /api/selections/${number}`]: { selectionId: number };
  [route: `GET /api/statements/${string}`]: StatementEntry[];
  'GET /api/vouchers/balance': VoucherBalance;
  'GET /api/total-benefits/summary': TotalBenefitsSummary;
  'GET /api/total-benefits': TotalBenefitsData;

  // The employer's pages
  'GET /api/employer/two-factor': TwoFactorList;
  'PUT /api/employer/two-factor/enforcement': TwoFactorEnforcement;
  'GET /api/employer/approvals': PendingBenefits;
  [route: `GET /api/employer/approvals/${number}`]: PendingSelections;
  'POST /api/employer/approvals/decisions': ApprovalDecisionResult;
  'GET /api/employer/employees': EmployeeList;
  [route: `GET /api/employer/employees/${number}`]: EmployeeRecord;
  [route: `POST /api/employer/employees/${number}/welcome-email`]: WelcomeEmailSent;
  'POST /api/employer/employees/welcome-emails': WelcomeEmailsSent;
  [route: `POST /api/employer/employees/${number}/magic-link`]: z.infer<typeof magicLinkResponseSchema>;
  'GET /api/employer/employee-data-uploads/template': NoJsonBody;
  'GET /api/employer/employee-data-uploads/last-upload': LastUpload;
  [route: `GET /api/employer/employee-data-uploads/${number}`]: EmployeeDataUpload;
  [route: `GET /api/employer/employee-data-uploads/${number}/eligibility-difference`]: EligibilityDifference;
  [route: `POST /api/employer/employee-data-uploads/${number}/apply`]: EmployeeDataUpload;
  'GET /api/employer/reports': ReportList;
  'GET /api/employer/reports/download': NoJsonBody;
  [route: `GET /api/employer/reports/${number}/download`]: NoJsonBody;
  'GET /api/employer/engagement': Engagement;
  'GET /api/employer/employee-insights': EmployeeInsights;
  'GET /api/employer/benefit-takeup': TakeUpList;
  [route: `GET /api/employer/benefit-takeup/${number}`]: TakeUpDetail;
}
