import { Outlet } from 'react-router';
import { PATHS } from '#contract/page-paths';
import { DocumentTitle } from '#web/app/document-title.tsx';
import { Footer } from '#web/app/layout/footer.tsx';
import { frameClass, headerClass, headerInnerClass, mainClass } from '#web/app/layout/frame-styles.ts';
import { Logo } from '#web/app/layout/logo.tsx';
import { NavigationProgress } from '#web/app/layout/navigation-progress.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '#web/app/layout/skip-link.tsx';
import { CookieBanner } from '#web/features/cookies/components/cookie-banner.tsx';
import { useHidesCookieBanner } from '#web/features/cookies/components/cookie-banner-visibility.ts';
import { useBootstrap } from '#web/lib/bootstrap.tsx';

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
