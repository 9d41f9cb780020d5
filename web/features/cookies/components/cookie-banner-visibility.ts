import { useMatches } from 'react-router';
import { hidesCookieBanner } from '#contract/cookie-consent';

/**
 * Whether the cookie banner is hidden on this page: on a page whose route says so (the cookie
 * policy itself) and while masquerading (spec sections 2.2, 2.3). The Worker asks the same routes
 * (worker/app.ts), so the HTML and the first render agree.
 */
export function useHidesCookieBanner(masquerading: boolean): boolean {
  const pageHidesIt = useMatches().some(
    (match) => (match.handle as { hidesCookieBanner?: true } | undefined)?.hidesCookieBanner === true,
  );
  return hidesCookieBanner(pageHidesIt, masquerading);
}
