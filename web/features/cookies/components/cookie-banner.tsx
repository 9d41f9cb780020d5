import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { PATHS } from '#contract/page-paths';
import { useBootstrap } from '#web/lib/bootstrap.tsx';
import { useCookieSlice, useCookieSliceStore } from '#web/lib/persisted-cookie-slice.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { Button } from '#web/ui/button.tsx';

import { ManageCookiesButton, useCookieSettings } from '#web/ui/manage-cookies.tsx';

/**
 * The cookie notice at the foot of the page (spec 2.18, 4). Hidden while masquerading and on the
 * cookie policy page (the layout passes `hidden`), and once cookies are accepted. The choice lives
 * in the browser's storage, mirrored in a cookie the Worker reads: prerendered pages carry the
 * banner (its buttons disabled until hydration), and the Worker removes it for a request with the
 * consent cookie (`cookie-banner` condition) and says so in the bootstrap. So until hydration the
 * banner follows `bootstrap.cookieBanner`, and the first render matches the HTML; afterwards it
 * follows the stored choice (docs/decisions/011). It lies over the foot of the page so it moves
 * nothing. Layouts place it after the page frame.
 */
export function CookieBanner({ hidden }: { hidden: boolean }) {
  const { cookiesAccepted } = useCookieSlice();
  const { cookieBanner } = useBootstrap();
  const hydrated = useHydrated();
  const store = useCookieSliceStore();
  const settings = useCookieSettings();
  const { t } = useLingui();

  const bannerShown = hydrated ? !cookiesAccepted : cookieBanner;
  if (hidden || (!bannerShown && !settings.shown)) return null;

  // Accepting accepts every category, the optional video-player cookies too (docs/decisions/002).
  const accept = () => store.update({ cookiesAccepted: true, nonNecessaryCookiesEnabled: true });

  return (
    <>
      {bannerShown && (
        <section aria-label={t`Cookie consent`} className={bannerClass}>
          <div className={innerClass}>
            <p className={textClass}>
              <Trans>
                We use essential cookies to make this site work, and optional cookies for embedded videos.{' '}
                <Link to={PATHS.cookiePolicy} className={linkClass}>
                  Cookie policy
                </Link>
              </Trans>
            </p>
            <div className={actionsClass}>
              <Button onClick={accept}>
                <Trans>Accept cookies</Trans>
              </Button>
              <ManageCookiesButton onOpen={settings.open} />
            </div>
          </div>
        </section>
      )}
      {settings.dialog}
    </>
  );
}

// Sticky, and placed after the page frame (which fills the viewport): it overlays the foot of the
// viewport, while the room it takes in the flow lies below the frame, so nothing on screen moves
// when it appears.
const bannerClass = css({
  position: 'sticky',
  bottom: '0',
  // Under the sticky header (10), its dropdown (20) and the mobile menu.
  zIndex: 5,
  bg: 'canvas',
  color: 'fg',
  borderTopWidth: '1px',
  borderColor: 'border',
  boxShadow: 'lg',
});

const innerClass = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'stretch', md: 'center' },
  justifyContent: 'space-between',
  gap: { base: '3', md: '6' },
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: { base: '4', sm: '6' },
  paddingBlock: '4',
});

const textClass = css({ margin: '0' });

const linkClass = css({
  color: 'brand.primary.ink',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  fontWeight: '500',
});

const actionsClass = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  gap: '3',
  flexShrink: '0',
});
