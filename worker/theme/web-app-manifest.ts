import { PATHS } from '#contract/page-paths';
import type { Theme } from '#contract/theme';

/** A web app manifest's icon (https://www.w3.org/TR/appmanifest/#imageresource-and-its-members). */
interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose: 'any';
}

/** The members of the manifest the portal writes. */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** The page's own background (panda.config.ts, `canvas`): the splash screen a phone shows while it opens. */
const SPLASH_BACKGROUND = '#ffffff';

/**
 * The theme's square logo (the mobile logo): an SVG scales to any size a phone asks for
 * (`sizes: any`); another image is offered for whatever size it is.
 */
function iconOf(src: string): ManifestIcon {
  return /\.svg(\?|$)/i.test(src)
    ? { src, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }
    : { src, sizes: 'any', purpose: 'any' };
}

/**
 * A client's web app manifest (docs/decisions/079): the portal as the client's brand names it, in
 * its primary colour and with its logo, opening on the home page (signed out, the login page), so
 * that a person can add their portal to a phone's home screen.
 */
export function webAppManifestOf(theme: Theme): WebAppManifest {
  return {
    id: PATHS.home,
    name: theme.brandName,
    short_name: theme.brandName,
    lang: 'en-GB',
    start_url: PATHS.home,
    scope: PATHS.login,
    display: 'standalone',
    theme_color: `#${theme.primary}`,
    background_color: SPLASH_BACKGROUND,
    icons: [iconOf(theme.mobileLogoUrl)],
  };
}
