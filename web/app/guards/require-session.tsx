import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { css } from 'styled-system/css';
import { actAsUnavailable } from '#contract/act-as-texts';
import { type DashboardAction, mayTakeDashboardAction } from '#contract/dashboard-permissions';
import { PATHS } from '#contract/page-paths';
import type { UserType } from '#contract/session';
import { WelcomeCarouselGate } from '#web/features/welcome/components/welcome-carousel-gate.tsx';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { loadDocument } from '#web/lib/load-document.ts';
import { type MessageText, textOf } from '#web/lib/message-text.ts';
import { sessionQueryOptions } from '#web/lib/session.ts';
import { ButtonLink } from '#web/ui/button.tsx';
import { ErrorView } from '#web/ui/error-view.tsx';
import { fixedTitleOf } from '../page-title';
import { ACCESS_DENIED_TITLE, sessionHandleOf } from './guard-screen-title';

// Rarely needed, so its code loads only when someone has new terms to accept.
const NewTermsScreen = lazy(async () => {
  const module = await import('#web/features/terms/components/new-terms-screen.tsx');
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
export function GuardStatus({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={statusClass}>
      {children}
    </div>
  );
}

/**
 * The session has ended (or was never there): the login page as a new document, so that nothing
 * of the session (its bootstrap, its cached answers) is carried to the public page.
 */
function ToLoginPage() {
  useEffect(() => loadDocument(PATHS.login, { replace: true }), []);
  return null;
}

function AccessDenied({ message }: { message?: string }) {
  const { t } = useLinguiMacro();
  return (
    <ErrorView
      heading={t(ACCESS_DENIED_TITLE)}
      message={message}
      action={
        <ButtonLink to={PATHS.home}>
          <Trans>Return to home</Trans>
        </ButtonLink>
      }
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
    if (isFetching)
      return (
        <GuardStatus>
          <Trans>Loading profile...</Trans>
        </GuardStatus>
      );
    return <ToLoginPage />;
  }
  if (session.siteTermsUpdated) {
    return (
      <Suspense
        fallback={
          <GuardStatus>
            <Trans>Loading...</Trans>
          </GuardStatus>
        }
      >
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
 * The layout route for all /app/* pages: guards its children, each of which may require a
 * userType or a dashboard action through its `handle` (the deepest match that names one wins).
 */
export function SessionRoute() {
  const matches = useMatches();
  // The deepest match that names one wins.
  const userType = matches.reduce<UserType | undefined>(
    (found, match) => sessionHandleOf(match.handle).userType ?? found,
    undefined,
  );
  const dashboardAction = matches.reduce<DashboardAction | undefined>(
    (found, match) => sessionHandleOf(match.handle).dashboardAction ?? found,
    undefined,
  );
  const { i18n } = useLingui();
  const title = matches.reduce<MessageText | undefined>(
    (found, match) => fixedTitleOf(match.handle) ?? found,
    undefined,
  );
  const pageTitle = title === undefined ? undefined : textOf(i18n, title);
  return (
    <RequireSession userType={userType} dashboardAction={dashboardAction} pageTitle={pageTitle}>
      <Outlet />
    </RequireSession>
  );
}

/** The guard as the lazy route module of the signed-in pages (web/app/router.tsx). */
export const Component = SessionRoute;
