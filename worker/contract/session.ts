import { z } from 'zod';

export const userTypeSchema = z.enum(['employee', 'employer']);
export type UserType = z.infer<typeof userTypeSchema>;

/**
 * The non-secret facts about the signed-in person that the SPA needs to draw the frame.
 * Tokens never appear here: they stay in the encrypted cookie.
 */
export const sessionSummarySchema = z.object({
  email: z.string(),
  firstName: z.string(),
  surname: z.string(),
  avatarUrl: z.string().nullable(),
  userType: userTypeSchema,
  /**
   * Approves or rejects the client's selections awaiting approval, and nothing else of the dashboard
   * (spec 6, Approver; docs/decisions/075): an employee of the client the upstream names so. Sessions
   * made before the field existed read as not an approver.
   */
  approver: z.boolean().default(false),
  /** Values seen: 'inactive', 'left'; anything else counts as active. */
  employmentStatus: z.string().nullable(),
  /** Left or inactive with a voucher balance above 0 (spec section 4, ccvOnly). */
  voucherOnly: z.boolean(),
  hasFaqs: z.boolean(),
  /**
   * The client has the data-load eligibility impact exception, active (spec section 3's user state;
   * docs/decisions/083): the upload-data page promises whose benefits would change before a file is
   * applied. Sessions made before the field existed read as off until the summary is read again.
   */
  isDataLoadEligibilityImpactEnabled: z.boolean().default(false),
  /**
   * On probation, so only some benefits are open (spec 2.3, the probation notice). Sessions made
   * before the field existed read as not on probation.
   */
  onProbation: z.boolean().default(false),
  /** The client's terms changed since this person last accepted them: show 'Nearly there'. */
  siteTermsUpdated: z.boolean(),
  /** Just activated, or signing in for the first time: show the welcome carousel once. */
  showWelcomeModal: z.boolean(),
  /**
   * Where the browser goes when the person signs out or their session ends (a 401 while signed in):
   * their OneHub or single-sign-on logout address, or null for the portal's own pages (spec 2.12
   * and 4; docs/decisions/047). The Worker took it from the upstream's configuration and checked it
   * (https only); nothing the browser sends can set it. Sessions made before it existed have none.
   */
  signOutUrl: z.string().url().nullable().default(null),
  /**
   * Someone else is acting as this person (spec 2.3 and 6): support staff through a masquerade link
   * (the bottom banner), or an employer administrator through a magic link (the view-as banner).
   * A read-only session is refused every change (docs/decisions/053); the banners say which kind.
   */
  masquerade: z
    .object({
      name: z.string(),
      schemeYear: z.number().int(),
      actor: z.enum(['support', 'employer']),
      readOnly: z.boolean().default(true),
      /**
       * When the session ends, however active (an hour after it began, docs/decisions/063): the
       * banners say so and the SPA signs out then. Sessions sealed before it existed have none.
       */
      endsAt: z.iso.datetime().optional(),
    })
    .nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
