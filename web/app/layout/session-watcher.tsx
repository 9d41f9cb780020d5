import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { SessionSummary } from '#contract/session';
import { onUnauthorised } from '../../lib/api-client';
import { NAV_PATHS } from '../../lib/nav-paths';
import { useNavigation } from '../../lib/navigation';
import { SESSION_QUERY_KEY } from '../../lib/session';

/**
 * Spec section 4 (Login): a 401 while logged in logs the person out. The Worker has already dropped
 * the session, so the SPA forgets it, drops every other cached answer and goes to the person's
 * single-sign-on (or OneHub) logout address when they have one, else to the login page (a public
 * page: a full page load either way).
 * The logout page handles its own answers, and a 401 while signed out (a failed sign-in) is no news.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  const { navigate } = useNavigation();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;

  useEffect(
    () =>
      onUnauthorised(() => {
        if (pathnameRef.current.startsWith(NAV_PATHS.logout)) return;
        const session = queryClient.getQueryData<SessionSummary | null>(SESSION_QUERY_KEY);
        if (!session) return;
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
        // The address came with the session from the Worker, which took it from the upstream's
        // configuration and checked it (decision 047); nothing in the page or its URL can set it.
        navigate(session.signOutUrl ?? '/', { replace: true });
      }),
    [queryClient, navigate],
  );

  return null;
}
