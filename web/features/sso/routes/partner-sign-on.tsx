import { SignOnLink } from './sso-login';

/**
 * /wrkit-redirect-sso/:token/:year (spec 2.1, docs/decisions/076): a partner sends the person here
 * with a one-time token, which signs them in as a sign-on link does (the upstream spends it through
 * /wrkit-sso) and lands them on /app/home/; a spent or unknown one shows the sign-on failure. A
 * visitor already signed in goes straight to /app/home/ (the Worker's redirect, as at the login).
 */
export function Component() {
  return <SignOnLink entry="partner" />;
}
