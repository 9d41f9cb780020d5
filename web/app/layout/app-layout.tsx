import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { css } from 'styled-system/css';
import { CookieBanner } from '../../features/cookies/components/cookie-banner';
import { useSession } from '../../lib/session';
import { FlashMessage } from './flash-message';
import { Footer } from './footer';
import { Header } from './header';
import { IdlePrompt } from './idle-prompt';
import { MasqueradeBanner, ViewAsBanner } from './masquerade-banners';
import { NavigationProgress } from './navigation-progress';
import { SessionWatcher } from './session-watcher';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

const frame = css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' });

const main = css({ flex: '1', display: 'flex', flexDirection: 'column', _focus: { outline: 'none' } });

/** The cookie banner is hidden on the cookie policy itself and while masquerading (spec sections 2.2, 2.3). */
export function hidesCookieBanner(pathname: string, masquerading: boolean): boolean {
  return masquerading || pathname.startsWith('/cookie-policy');
}

/**
 * The app frame: skip link, the view-as banner of an employer's magic-link session, header, main
 * content (a flash message, then the matched route), cookie banner, footer, and the bottom banner
 * of a support masquerade (spec 2.3).
 */
export function AppLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const masquerade = session?.masquerade ?? null;
  return (
    <div className={frame}>
      <NavigationProgress />
      <SkipLink />
      {session && masquerade?.actor === 'employer' ? (
        <ViewAsBanner role={session.userType} schemeYear={masquerade.schemeYear} />
      ) : null}
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={main}>
        <FlashMessage />
        <Outlet />
      </main>
      <CookieBanner hidden={hidesCookieBanner(pathname, masquerade !== null)} />
      <Footer />
      {masquerade?.actor === 'support' ? <MasqueradeBanner masquerade={masquerade} /> : null}
      <IdlePrompt />
      <SessionWatcher />
      <ScrollRestoration />
    </div>
  );
}
