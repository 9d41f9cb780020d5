import type { SignedInOrSecondStep } from '../auth/password-login.ts';
import type { TokenResponse } from '../auth/token-service.ts';

/** The legacy 200 body of a proven password (POST /login, POST /user/activate). */
export type SignInBody =
  | TokenResponse
  | { is_should_validate_2fa: true }
  | { is_should_setup_2fa: true; secret: string; url: string };

export function toSignInBody(outcome: SignedInOrSecondStep): SignInBody {
  switch (outcome.kind) {
    case 'signed-in':
      return outcome.tokens;
    case 'validate-2fa':
      return { is_should_validate_2fa: true };
    case 'setup-2fa':
      return { is_should_setup_2fa: true, secret: outcome.secret, url: outcome.url };
  }
}
