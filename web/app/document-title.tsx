import { useLingui } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router';
import { formatPageTitle } from '#contract/page-title';
import type { SessionSummary } from '#contract/session';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { pageTitle } from './page-title';

const noSubscription = () => () => {};

/**
 * The browser's title, in the root of each frame, once: the matched routes' title
 * (web/app/page-title.ts) with the brand. The Worker wrote the same title into the page's first
 * bytes, so hydration changes nothing; a client navigation, or the arrival of the data a title is
 * made from (a benefit's name), writes the new one. The app's frame hands it its query cache (the
 * pages' answers) and the session as the frame shows it; the public frame has neither, so none of
 * that code is the login page's.
 */
export function DocumentTitle({
  queryClient,
  session,
}: {
  queryClient?: QueryClient;
  session?: SessionSummary | null;
}) {
  const matches = useMatches();
  const location = useLocation();
  const { theme, session: bootstrapSession } = useBootstrap();
  const { i18n } = useLingui();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient ? queryClient.getQueryCache().subscribe(onChange) : noSubscription(),
    [queryClient],
  );
  const title = () =>
    pageTitle(matches, {
      // Only the path and the query are read; the Worker's render has no window to take an origin from.
      url: new URL(`${location.pathname}${location.search}`, 'http://portal.invalid'),
      session: session === undefined ? bootstrapSession : session,
      answer: (call) => queryClient?.getQueryData(call.queryKey),
      i18n,
    });
  const current = useSyncExternalStore(subscribe, title, title);
  useEffect(() => {
    document.title = formatPageTitle(current, theme.brandName);
  }, [current, theme.brandName]);
  return null;
}
