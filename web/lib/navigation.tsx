import { type ComponentProps, createContext, type ReactElement, useContext, useEffect, useRef } from 'react';
import { loadDocument, type NavigateOptions } from './load-document';

export type { NavigateOptions } from './load-document';

export interface NavigationLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A path on this origin, e.g. '/', '/app/home/', '/forgotten-password/'. */
  to: string;
  replace?: boolean;
  state?: unknown;
}

/**
 * What the pieces shared by both entries (the logo, footer, cookie banner, buttons that are links,
 * error views) need from a router: a link and a navigate function. Each entry provides its own
 * (react-router in the signed-in app, the small public router on the public pages), so neither
 * pulls in the other's router (docs/decisions/011-html-first-public-pages.md).
 */
export interface Navigation {
  Link: (props: NavigationLinkProps) => ReactElement;
  navigate: (to: string, options?: NavigateOptions) => void;
}

function DocumentLink({ to, replace: _replace, state: _state, ...props }: NavigationLinkProps) {
  return <a href={to} {...props} />;
}

/** Without a router (a crash view, a component test): plain links and full page loads. */
export const DOCUMENT_NAVIGATION: Navigation = { Link: DocumentLink, navigate: loadDocument };

const NavigationContext = createContext<Navigation>(DOCUMENT_NAVIGATION);

export const NavigationProvider = NavigationContext.Provider;

/** The pathname of a path such as '/forgotten-password/?message=x' (to tell the app's from the public ones). */
export function pathnameOf(path: string): string {
  return new URL(path, 'http://navigation.invalid').pathname;
}

/** True for an absolute address (a scheme, or protocol-relative): somewhere no router of ours serves. */
export function isOtherSite(to: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//');
}

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

/** A link through the entry's router: client-side within its area, a full page load across. */
export function Link(props: NavigationLinkProps) {
  const { Link: EntryLink } = useNavigation();
  return <EntryLink {...props} />;
}

/**
 * Calls `navigate(to, options)` once, after the first render: once even where StrictMode runs effects
 * twice, and never again on re-renders. Shared by both entries' redirect components.
 */
export function useNavigateOnMount<Target>(
  navigate: (to: Target, options?: NavigateOptions) => void,
  to: Target,
  options: NavigateOptions,
): void {
  const done = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigates once, on mount
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, options);
  }, []);
}

/** Navigates once when it first renders, through the entry's router (e.g. a guard sending a visitor to /). */
export function Redirect({ to, replace = false, state }: { to: string } & NavigateOptions) {
  const { navigate } = useNavigation();
  useNavigateOnMount(navigate, to, { replace, state });
  return null;
}
