import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from '#web/features/cookies/components/cookie-banner.tsx';
import { useHidesCookieBanner } from '#web/features/cookies/components/cookie-banner-visibility.ts';
import { useSession } from '#web/lib/session.ts';
import { DocumentTitle } from '../document-title';
import { ActAsSessionEnd } from './act-as-session-end';
import { FlashMessage } from './flash-message';
import { Footer } from './footer';
import { frameClass, mainClass } from './frame-styles';
import { Header } from './header';
import { IdlePrompt } from './idle-prompt';
import { MasqueradeBanner, ViewAsBanner } from './masquerade-banners';
import { NavigationProgress } from './navigation-progress';
import { registerOfflinePageWorker } from './offline-page-worker';
import { SessionWatcher } from './session-watcher';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The app frame: skip link, the view-as banner of an employer's magic-link session, header, main
 * content (a flash message, then the matched route), cookie banner, footer, and the bottom banner
 * of a support masquerade (spec 2.3). The public pages have a frame of their own
 * (web/public-pages/public-layout.tsx) from the same pieces; both are layout routes of the one
 * route tree, so a link between them is a client navigation (docs/decisions/066).
 *
 * The header, the page and the footer are each a Suspense boundary with no fallback: nothing in
 * them suspends in the browser, but a page that came with the document hydrates boundary by
 * boundary, each in a commit of its own, instead of the whole frame in one long task
 * (docs/decisions/030-hydration-cost.md).
 */
export function AppLayout() {
  const session = useSession();
  const queryClient = useQueryClient();
  const masquerade = session?.masquerade ?? null;
  const hidesBanner = useHidesCookieBanner(masquerade !== null);
  // Signed in once, the portal has its offline page on this device (docs/decisions/079).
  useEffect(registerOfflinePageWorker, []);
  return (
    <>
      <DocumentTitle queryClient={queryClient} session={session} />
      <div className={frameClass}>
        <NavigationProgress />
        <SkipLink />
        {session && masquerade?.actor === 'employer' ? (
          <ViewAsBanner
            role={session.userType}
            schemeYear={masquerade.schemeYear}
            readOnly={masquerade.readOnly}
            endsAt={masquerade.endsAt}
          />
        ) : null}
        <Suspense fallback={null}>
          <Header />
        </Suspense>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={mainClass}>
          <FlashMessage />
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        {masquerade?.actor === 'support' ? <MasqueradeBanner masquerade={masquerade} /> : null}
        <IdlePrompt />
        {masquerade?.endsAt ? <ActAsSessionEnd endsAt={masquerade.endsAt} /> : null}
        <SessionWatcher />
        <ScrollRestoration />
      </div>
      <CookieBanner hidden={hidesBanner} />
    </>
  );
}
