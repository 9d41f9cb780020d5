import { Outlet } from 'react-router';
import { PATHS } from '#contract/page-paths';
import { DocumentTitle } from '../app/document-title';
import { Footer } from '../app/layout/footer';
import { frameClass, headerClass, headerInnerClass, mainClass } from '../app/layout/frame-styles';
import { Logo } from '../app/layout/logo';
import { NavigationProgress } from '../app/layout/navigation-progress';
import { MAIN_CONTENT_ID, SkipLink } from '../app/layout/skip-link';
import { CookieBanner } from '../features/cookies/components/cookie-banner';
import { useHidesCookieBanner } from '../features/cookies/components/cookie-banner-visibility';
import { useBootstrap } from '../lib/bootstrap';

/**
 * The frame of the public pages: skip link, a header with the logo, the page, the footer, and the
 * cookie banner after the frame. The signed-in app draws its own (web/app/layout/app-layout.tsx)
 * from the same pieces, with the navigation, menus and session banners the public pages never show.
 */
export function PublicLayout() {
  const { session } = useBootstrap();
  const hidesBanner = useHidesCookieBanner(Boolean(session?.masquerade));
  return (
    <>
      <DocumentTitle />
      <div className={frameClass}>
        <NavigationProgress />
        <SkipLink />
        <header className={headerClass}>
          <div className={headerInnerClass}>
            <Logo to={session ? PATHS.home : PATHS.login} />
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={mainClass}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <CookieBanner hidden={hidesBanner} />
    </>
  );
}
