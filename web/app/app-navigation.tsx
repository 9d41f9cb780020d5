import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isAppPath } from '../../worker/contract/public-pages';
import { loadDocument } from '../lib/load-document';
import { type Navigation, type NavigationLinkProps, NavigationProvider, pathnameOf } from '../lib/navigation';

/** A link of the signed-in app: react-router within /app and /logout, a plain link to a public page. */
function AppAreaLink({ to, replace, state, ...props }: NavigationLinkProps) {
  if (!isAppPath(pathnameOf(to))) return <a href={to} {...props} />;
  return <RouterLink to={to} replace={replace} state={state} {...props} />;
}

/**
 * Gives the shared pieces (logo, footer, cookie banner, error views) the signed-in app's
 * navigation: client-side within the app, a full page load to a public page, which the other
 * entry serves (docs/decisions/011-html-first-public-pages.md).
 */
export function AppNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({
      Link: AppAreaLink,
      navigate: (to, options = {}) => {
        if (isAppPath(pathnameOf(to))) void navigate(to, options);
        else loadDocument(to, options);
      },
    }),
    [navigate],
  );
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}
