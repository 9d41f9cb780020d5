import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { css } from 'styled-system/css';
import { actAsUnavailable } from '#contract/act-as-rules';
import { type DashboardAction, mayTakeDashboardAction } from '#contract/dashboard-permissions';
import type { UserType } from '#contract/session';
import { NEW_TERMS_TITLE } from '../../features/terms/components/new-terms-texts';
import { WelcomeCarouselGate } from '../../features/welcome/components/welcome-carousel-gate';
import { useBootstrap } from '../../lib/bootstrap';
import { NAV_PATHS } from '../../lib/nav-paths';
import { Redirect } from '../../lib/navigation';
import { sessionQueryOptions } from '../../lib/session';
import { ButtonLink } from '../../ui/button';
import { ErrorView } from '../../ui/error-view';
import { fixedTitleOf, type RouteTitle, type ShownPage } from '../page-title';

// Rarely needed, so its code loads only when someone has new terms to accept.
const NewTermsScreen = lazy(async () => {
  const module = await import('../../features/terms/components/new-terms-screen');
  return { default: module.NewTermsScreen };
});

const statusClass = css({
  paddingInline: '4',
  paddingBlock: '12',
  textAlign: 'center',
  color: 'fg.muted',
  fontSize: 'lg',
});

/** A polite, centred status line for the main area ('Loading profile...', 'Loading...'). */
export function GuardStatus({ children }: { children: string }) {
  return (
    <div role="status" className={statusClass}>
      {children}
    </div>
  );
}

export const ACCESS_DENIED_TITLE = 'Access Denied';

function AccessDenied({ message }: { message?: string }) {
  return (
    <ErrorView
      heading={ACCESS_DENIED_TITLE}
      message={message}
      action={<ButtonLink to={NAV_PATHS.home}>Return to home</ButtonLink>}
    />
  );
}

/**
 * The guard in front of every signed-in page (spec sections 2.6 and 4, Guard order):
 * (1) terms changed since the last acceptance: the new-terms screen instead of the page;
 * (2) the page needs another userType, or a dashboard action the person may not take (the
 *     permission matrix, docs/decisions/023): Access Denied; someone acting as the person is told
 *     plainly that the page is not available while acting as someone (docs/decisions/065);
 * (3) signed in: the page;
 * (4) not signed in (or the session check failed): back to the login page at /.
 * While the session is being fetched and nothing is known yet it shows 'Loading profile...'.
 */
export function RequireSession({
  userType,
  dashboardAction,
  pageTitle,
  children,
}: {
  userType?: UserType;
  dashboardAction?: DashboardAction;
  /** The page's name, for what an act-as session is told when the page is refused. */
  pageTitle?: string;
  children: ReactNode;
}) {
  const { session: initial } = useBootstrap();
  const { data: session, isFetching } = useQuery(sessionQueryOptions(initial));

  if (!session) {
    if (isFetching) return <GuardStatus>Loading profile...</GuardStatus>;
    // The login page is a public page: a full page load into the other entry.
    return <Redirect to="/" replace />;
  }
  if (session.siteTermsUpdated) {
    return (
      <Suspense fallback={<GuardStatus>Loading...</GuardStatus>}>
        <NewTermsScreen />
      </Suspense>
    );
  }
  if (userType && userType !== session.userType) return <AccessDenied />;
  if (dashboardAction && !mayTakeDashboardAction(session, dashboardAction)) {
    return (
      <AccessDenied message={session.masquerade && pageTitle ? actAsUnavailable(pageTitle) : undefined} />
    );
  }
  return (
    <>
      {children}
      <WelcomeCarouselGate />
    </>
  );
}

/**
 * What a signed-in route may declare in its `handle`: the userType it is for, or the dashboard
 * action it is (the permission matrix decides who may take it).
 */
export interface SessionRouteHandle {
  userType?: UserType;
  dashboardAction?: DashboardAction;
  title?: RouteTitle;
}

function handleOf(handle: unknown): SessionRouteHandle {
  return typeof handle === 'object' && handle !== null ? (handle as SessionRouteHandle) : {};
}

/**
 * The layout route for all /app/* pages: guards its children, each of which may require a
 * userType or a dashboard action through its `handle` (the deepest match that names one wins).
 */
export function SessionRoute() {
  const matches = useMatches();
  // The deepest match that names one wins.
  const userType = matches.reduce<UserType | undefined>(
    (found, match) => handleOf(match.handle).userType ?? found,
    undefined,
  );
  const dashboardAction = matches.reduce<DashboardAction | undefined>(
    (found, match) => handleOf(match.handle).dashboardAction ?? found,
    undefined,
  );
  const pageTitle = matches.reduce<string | undefined>(
    (found, match) => fixedTitleOf(match.handle) ?? found,
    undefined,
  );
  return (
    <RequireSession userType={userType} dashboardAction={dashboardAction} pageTitle={pageTitle}>
      <Outlet />
    </RequireSession>
  );
}

/**
 * The guard's route's `screenTitle` (web/app/page-title.ts): the title of the screen it shows in
 * place of the page, as RequireSession decides it: the new-terms screen, or Access Denied.
 */
export function guardScreenTitle({ session }: ShownPage, handles: readonly object[]): string | null {
  if (!session) return null;
  if (session.siteTermsUpdated) return NEW_TERMS_TITLE;
  const guarded = handles.map(handleOf);
  const userType = guarded.reduce<UserType | undefined>(
    (found, handle) => handle.userType ?? found,
    undefined,
  );
  const dashboardAction = guarded.reduce<DashboardAction | undefined>(
    (found, handle) => handle.dashboardAction ?? found,
    undefined,
  );
  const refused =
    (userType && userType !== session.userType) ||
    (dashboardAction && !mayTakeDashboardAction(session, dashboardAction));
  return refused ? ACCESS_DENIED_TITLE : null;
}
