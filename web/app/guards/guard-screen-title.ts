import { msg } from '@lingui/core/macro';
import { type DashboardAction, mayTakeDashboardAction } from '#contract/dashboard-permissions';
import type { UserType } from '#contract/session';
import { NEW_TERMS_HEADING } from '#web/features/terms/components/new-terms-texts.ts';
import type { RouteTitle, ShownPage } from '../page-title';

export const ACCESS_DENIED_TITLE = msg`Access Denied`;

/**
 * What a signed-in route may declare in its `handle`: the userType it is for, or the dashboard
 * action it is (the permission matrix decides who may take it).
 */
export interface SessionRouteHandle {
  userType?: UserType;
  dashboardAction?: DashboardAction;
  title?: RouteTitle;
}

export function sessionHandleOf(handle: unknown): SessionRouteHandle {
  return typeof handle === 'object' && handle !== null ? (handle as SessionRouteHandle) : {};
}

/**
 * The guard's route's `screenTitle` (web/app/page-title.ts): the title of the screen it shows in
 * place of the page, as RequireSession (./require-session.tsx) decides it: the new-terms screen,
 * or Access Denied. Apart from the guard, whose module is lazy: the list of the app's pages
 * (web/app/router.tsx) names it without loading the guard.
 */
export function guardScreenTitle({ session, i18n }: ShownPage, handles: readonly object[]): string | null {
  if (!session) return null;
  if (session.siteTermsUpdated) return i18n._(NEW_TERMS_HEADING);
  const guarded = handles.map(sessionHandleOf);
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
  return refused ? i18n._(ACCESS_DENIED_TITLE) : null;
}
