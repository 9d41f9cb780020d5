import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PATHS } from '#contract/page-paths';
import type { SessionSummary } from '#contract/session';
import { onUnauthorised } from '#web/lib/api-client.ts';
import { loadDocument } from '#web/lib/load-document.ts';
import { SESSION_QUERY_KEY } from '#web/lib/session.ts';

/**
 * Spec section 4 (Login): a 401 while logged in logs the person out. The Worker has already dropped
 * the session, so the SPA forgets it, drops every other cached answer and goes to the person's
 * single-sign-on (or OneHub) logout address when they have one, else to the login page (a public
 * page: a full page load either way).
 * The logout page handles its own answers, and a 401 while signed out (a failed sign-in) is no news.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  // Set once the page is leaving for a sign-out address: later 401s of the same page are no news.
  const leavingRef = useRef(false);

  useEffect(
    () =>
      onUnauthorised(() => {
        if (pathnameRef.current.startsWith(PATHS.logout) || leavingRef.current) return;
        const session = queryClient.getQueryData<SessionSummary | null>(SESSION_QUERY_KEY);
        if (!session) return;
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
        if (session.signOutUrl) {
          // The address came with the session from the Worker, which took it from the upstream's
          // configuration and checked it (decision 047); nothing in the page or its URL can set it.
          // The session stays in the cache while the page unloads: forgetting it would let the
          // session guard send the page to / instead, overtaking this navigation.
          leavingRef.current = true;
          loadDocument(session.signOutUrl, { replace: true });
          return;
        }
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        loadDocument(PATHS.login, { replace: true });
      }),
    [queryClient],
  );

  return null;
}
