import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { BREAKPOINTS, CLIENT_LOGO_MAX, HEADER_LOGO_HEIGHT_PX } from '#contract/spec-constants';
import { useBootstrap } from '#web/lib/bootstrap.tsx';

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3',
  minHeight: '44px',
  flexShrink: 0,
  borderRadius: 'l1',
});

const brandLogo = css({ display: 'block', height: 'headerLogo', width: 'auto', maxWidth: '100%' });

const clientLogo = css({
  display: 'block',
  objectFit: 'contain',
  objectPosition: 'left center',
  paddingInlineStart: '3',
  borderInlineStartWidth: '1px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: 'border',
  boxSizing: 'content-box',
});

/**
 * The header logo (spec sections 2.3 and 9): the brand's desktop logo from 768px, its mobile logo
 * below, 32px high, plus the client's own logo when there is one (at most 150 x 38). It links to
 * `to`: / when logged out, /app/home/ when logged in. Shared by both entries, so it knows no session.
 */
export function Logo({ to }: { to: string }) {
  const { theme, client } = useBootstrap();
  return (
    <Link to={to} className={link} data-testid="header-logo">
      <picture>
        <source media={`(min-width: ${BREAKPOINTS.header}px)`} srcSet={theme.logoUrl} />
        <img
          src={theme.mobileLogoUrl}
          alt={theme.brandName}
          height={HEADER_LOGO_HEIGHT_PX}
          // Under 1 KB and never the page's main content: the text paints first on a slow link.
          fetchPriority="low"
          className={brandLogo}
        />
      </picture>
      {theme.clientLogoUrl ? (
        <img
          src={theme.clientLogoUrl}
          alt={client?.name ?? ''}
          width={CLIENT_LOGO_MAX.width}
          height={CLIENT_LOGO_MAX.height}
          fetchPriority="low"
          style={{ width: CLIENT_LOGO_MAX.width, height: CLIENT_LOGO_MAX.height }}
          className={clientLogo}
        />
      ) : null}
    </Link>
  );
}
