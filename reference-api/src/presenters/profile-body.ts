import type { ClientException } from '../data/client-exception-repository.ts';
import type { ProfileRecord } from '../data/profile-repository.ts';
import { ssoLogoutUrl } from '../rules/sso.ts';
import { twoFactorEnforced } from '../rules/two-factor.ts';

// The legacy API's snake_case shapes for /login/setup and /user.
export type UserBody = ProfileRecord['user'] & {
  show_welcome_modal: boolean;
  sso_logout_url: string | null;
  /** The client enforces two-factor for this person: switched off, it is set up again at sign-in. */
  mfa_enforced: boolean;
};

export type SetupBody = {
  user: UserBody;
  client: {
    id: number;
    client_name: string;
    contact_us_enabled: boolean;
    insights_enabled: boolean;
    /** Spec section 3, Client: clientExceptions (code, status); docs/decisions/083. */
    client_exceptions: ClientException[];
    two_factor_mode: 'optional' | 'enforced';
    scheme: { id: number; scheme_year: number } | null;
    /** OneHub clients (spec section 3: isOneHubIntegrationActive, oneHubLogoutUrl). */
    onehub_integration_active: boolean;
    onehub_logout_url: string | null;
  } | null;
  cmsData: { faqs: boolean; sso_access_only: boolean; hide_totals: boolean };
};

export function toUserBody({ user, client }: ProfileRecord): UserBody {
  return {
    ...user,
    // A first login requires the welcome carousel (spec section 4, Activation page).
    show_welcome_modal: user.first_login,
    sso_logout_url: client ? ssoLogoutUrl(client.portal_url, user.email, client.sso_domain) : null,
    mfa_enforced: twoFactorEnforced(user.user_type, client?.two_factor_mode ?? null),
  };
}

export function toSetupBody(profile: ProfileRecord): SetupBody {
  const { client } = profile;
  return {
    user: toUserBody(profile),
    client: client && {
      id: client.id,
      client_name: client.client_name,
      contact_us_enabled: client.contact_us_enabled,
      insights_enabled: client.insights_enabled,
      client_exceptions: client.client_exceptions,
      two_factor_mode: client.two_factor_mode,
      scheme: client.scheme,
      onehub_integration_active: client.onehub_integration_active,
      onehub_logout_url: client.onehub_logout_url,
    },
    cmsData: {
      faqs: client?.has_faqs ?? false,
      sso_access_only: client?.sso_access_only ?? false,
      hide_totals: client?.hide_totals ?? false,
    },
  };
}
