import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { loadDocument as loadDocumentDefault } from './load-document';
import {
  isOtherSite,
  type Navigation,
  type NavigationLinkProps,
  NavigationProvider,
  pathnameOf,
} from './navigation';

/**
 * Gives the shared pieces (logo, footer, cookie banner, error views, and the pages' own links and
 * redirects) an entry's navigation: react-router within the paths the entry serves, a full page
 * load to the other entry's (the public pages and the signed-in app are two entries of one route
 * tree, docs/decisions/033). `loadDocument` is replaced in tests, which record the loads.
 */
export function RouterNavigationProvider({
  servesPath,
  loadDocument = loadDocumentDefault,
  children,
}: {
  /** True for the pathnames this entry's router has routes for. */
  servesPath: (pathname: string) => boolean;
  loadDocument?: Navigation['navigate'];
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(() => {
    // An address on another site (a single-sign-on logout address, decision 047) is never a route.
    const routed = (to: string) => !isOtherSite(to) && servesPath(pathnameOf(to));
    function EntryLink({ to, replace, state, ...props }: NavigationLinkProps) {
      if (!routed(to)) return <a href={to} {...props} />;
      return <RouterLink to={to} replace={replace} state={state} {...props} />;
    }
    return {
      Link: EntryLink,
      navigate: (to, options = {}) => {
        if (routed(to)) void navigate(to, options);
        else loadDocument(to, options);
      },
    };
  }, [navigate, servesPath, loadDocument]);
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}
