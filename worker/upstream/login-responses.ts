import { z } from 'zod';
import {
  type ClientException,
  clientExceptionSchema,
  isDataLoadEligibilityImpactEnabled,
} from '#contract/client-exceptions';
import type { SessionSummary } from '#contract/session';
import { signOutAddress } from '../http/safe-redirect';
import type { SessionMasquerade } from '../session/session-data';

/** Token answer of POST /login and /login/refresh (spec section 7, token request). */
export const upstreamTokensSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
});
export type UpstreamTokens = z.infer<typeof upstreamTokensSchema>;

export const upstreamLoginSchema = z.object({
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
  showRecaptcha: z.boolean().optional(),
  userAccountLocked: z.boolean().optional(),
  error_message: z.string().nullish(),
  is_should_setup_2fa: z.boolean().optional(),
  is_should_validate_2fa: z.boolean().optional(),
  /** With is_should_setup_2fa: the new secret and its otpauth:// URL for the authenticator app. */
  secret: z.string().nullish(),
  url: z.string().nullish(),
});

export const upstreamLoginUrlSchema = z.object({ url: z.string().optional(), error: z.string().optional() });

/** GET /login/setup: user, client and CMS flags, snake_case as the upstream sends them. */
export const upstreamSetupSchema = z.object({
  user: z.object({
    id: z.number().int().positive(),
    email: z.string(),
    first_name: z.string(),
    surname: z.string(),
    user_type: z.string(),
    /** An employee who approves the client's selections (docs/decisions/075). */
    approves_selections: z.boolean().nullish(),
    employment_status: z.string().nullish(),
    site_terms_updated: z.boolean(),
    show_welcome_modal: z.boolean().optional(),
    avatar: z.string().nullish(),
    voucher_balance: z.number().nullish(),
    on_probation: z.boolean().nullish(),
    sso_logout_url: z.string().nullish(),
    mfa_enabled: z.boolean().optional(),
    mfa_enforced: z.boolean().optional(),
    /** The language the person chose (docs/decisions/085); null until they choose. */
    language: z.string().nullish(),
  }),
  client: z
    .object({
      id: z.number().int().positive().optional(),
      insights_enabled: z.boolean().optional(),
      /** Spec section 3, Client: clientExceptions (code, status); docs/decisions/083. */
      client_exceptions: z.array(clientExceptionSchema).nullish(),
      scheme: z.object({ id: z.number().int().positive() }).nullish(),
      /** OneHub clients (spec section 3: isOneHubIntegrationActive, oneHubLogoutUrl). */
      onehub_integration_active: z.boolean().nullish(),
      onehub_logout_url: z.string().nullish(),
    })
    .nullish(),
  cmsData: z.object({ faqs: z.boolean() }).partial().nullish(),
});
export type UpstreamSetup = z.infer<typeof upstreamSetupSchema>;

const FORMER_EMPLOYMENT = new Set(['left', 'inactive']);

/**
 * The client's exceptions, mapped once, here (docs/decisions/083): every code is kept, known or
 * not, and only the rules of #contract/client-exceptions read them. None for no client, or an
 * upstream that does not say.
 */
export function clientExceptionsOf(setup: UpstreamSetup): ClientException[] {
  return setup.client?.client_exceptions ?? [];
}

/**
 * POST /login/sso: the token answer; a masquerade token's also names who is acted for, the scheme
 * year and who acts (the X-Masquerade response header repeats the user id).
 */
export const upstreamSsoLoginSchema = upstreamTokensSchema.extend({
  masquerade: z
    .object({
      user_id: z.coerce.number().int().positive(),
      scheme_year: z.coerce.number().int(),
      actor: z.enum(['support', 'employer']),
      // An upstream that does not say is taken as read-only (docs/decisions/053).
      read_only: z.boolean().default(true),
    })
    .nullish(),
});

/**
 * Where the person goes when they sign out or their session ends (spec 2.12 and 4; decision 047):
 * their client's OneHub logout address while its OneHub integration is on, else their own
 * single-sign-on logout address, else nowhere (the portal's own pages). Each must pass
 * signOutAddress: from the upstream's configuration only, never a request, and https.
 */
export function signOutUrlOf(setup: UpstreamSetup, environment: string): string | null {
  const oneHub = setup.client?.onehub_integration_active
    ? signOutAddress(setup.client.onehub_logout_url, environment)
    : null;
  return oneHub ?? signOutAddress(setup.user.sso_logout_url, environment);
}

/** Mapped once, here: the SPA never sees snake_case. */
export function toSessionSummary(
  setup: UpstreamSetup,
  masquerade: Pick<SessionMasquerade, 'schemeYear' | 'actor' | 'readOnly'> | null,
  signOutUrl: string | null,
  /** When the session ends however active (session-policy sessionEndsAt), for an act-as session's banner. */
  endsAtMs: number,
): SessionSummary {
  const { user } = setup;
  const status = user.employment_status?.toLowerCase() ?? null;
  return {
    email: user.email,
    firstName: user.first_name,
    surname: user.surname,
    avatarUrl: user.avatar ?? null,
    userType: user.user_type === 'employer' ? 'employer' : 'employee',
    approver: user.approves_selections === true,
    employmentStatus: user.employment_status ?? null,
    voucherOnly: status !== null && FORMER_EMPLOYMENT.has(status) && (user.voucher_balance ?? 0) > 0,
    hasFaqs: setup.cmsData?.faqs ?? false,
    isDataLoadEligibilityImpactEnabled: isDataLoadEligibilityImpactEnabled(clientExceptionsOf(setup)),
    onProbation: user.on_probation ?? false,
    // Only the person can accept their terms (decision 065), read-only session or not, so the terms
    // screen would hold someone acting as them at the door: they see the pages instead.
    siteTermsUpdated: user.site_terms_updated && masquerade === null,
    showWelcomeModal: user.show_welcome_modal ?? false,
    signOutUrl,
    // The banner names the person acted for: the one the session belongs to.
    masquerade: masquerade && {
      name: `${user.first_name} ${user.surname}`,
      schemeYear: masquerade.schemeYear,
      actor: masquerade.actor,
      readOnly: masquerade.readOnly,
      endsAt: new Date(endsAtMs).toISOString(),
    },
  };
}
