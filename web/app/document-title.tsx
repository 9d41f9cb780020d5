import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router';
import { formatPageTitle } from '#contract/page-title';
import type { SessionSummary } from '#contract/session';
import { useBootstrap } from '../lib/bootstrap';
import { SESSION_QUERY_KEY } from '../lib/session';
import { pageTitle } from './page-title';

const noSubscription = () => () => {};

/**
 * The browser's title, in the root of each frame, once: the matched routes' title
 * (web/app/page-title.ts) with the brand. The Worker wrote the same title into the page's first
 * bytes, so hydration changes nothing; a client navigation, or the arrival of the data a title is
 * made from (a benefit's name), writes the new one.
 */
export function DocumentTitle({ queryClient }: { queryClient?: QueryClient }) {
  const matches = useMatches();
  const location = useLocation();
  const { theme, session: bootstrapSession } = useBootstrap();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient ? queryClient.getQueryCache().subscribe(onChange) : noSubscription(),
    [queryClient],
  );
  const title = () => {
    // The session as the frame shows it: the query's once it has one (null once signed out).
    const cached = queryClient?.getQueryData<SessionSummary | null>(SESSION_QUERY_KEY);
    return pageTitle(matches, {
      // Only the path and the query are read; the Worker's render has no window to take an origin from.
      url: new URL(`${location.pathname}${location.search}`, 'http://portal.invalid'),
      session: cached === undefined ? bootstrapSession : cached,
      answer: (call) => queryClient?.getQueryData(call.queryKey),
    });
  };
  const current = useSyncExternalStore(subscribe, title, title);
  useEffect(() => {
    document.title = formatPageTitle(current, theme.brandName);
  }, [current, theme.brandName]);
  return null;
}
