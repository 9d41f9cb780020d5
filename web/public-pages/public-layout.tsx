import type { ReactNode } from 'react';
import { Footer } from '../app/layout/footer';
import { frameClass, headerClass, headerInnerClass, mainClass } from '../app/layout/frame-styles';
import { Logo } from '../app/layout/logo';
import { NAV_PATHS } from '../app/layout/nav-items';
import { ProgressBar } from '../app/layout/progress-bar';
import { MAIN_CONTENT_ID, SkipLink } from '../app/layout/skip-link';
import { CookieBanner } from '../features/cookies/components/cookie-banner';
import { hidesCookieBanner } from '../features/cookies/components/cookie-banner-visibility';
import { useBootstrap } from '../lib/bootstrap';
import { useLocation, usePendingNavigation } from '../lib/public-router';

/**
 * The frame of the public pages: skip link, a header with the logo, the page, the footer, and the
 * cookie banner after the frame. The signed-in app draws its own (web/app/layout/app-layout.tsx)
 * from the same pieces, with the navigation, menus and session banners the public pages never show.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { session } = useBootstrap();
  const { pathname } = useLocation();
  const pending = usePendingNavigation();
  return (
    <>
      <div className={frameClass}>
        <ProgressBar busy={pending} />
        <SkipLink />
        <header className={headerClass}>
          <div className={headerInnerClass}>
            <Logo to={session ? NAV_PATHS.home : '/'} />
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={mainClass}>
          {children}
        </main>
        <Footer />
      </div>
      <CookieBanner hidden={hidesCookieBanner(pathname, Boolean(session?.masquerade))} />
    </>
  );
}
