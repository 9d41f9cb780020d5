import { FONTS_READY_ATTRIBUTE } from '#contract/first-paint';
import { PRIMARY_TINTS } from '#contract/spec-constants';
import type { Theme } from '#contract/theme';
import { inkOnWhite, readableOn, tint } from './colour';
import { type FontFamily, findFont, fontFaces, fontUrl, nearestWeight } from './font-catalogue';

/** The system stack a page renders with until the brand fonts are in the browser's cache. */
const SYSTEM_FONT = 'system-ui';

function themeFonts(theme: Theme): { body: FontFamily | null; heading: FontFamily | null } {
  const body = findFont(theme.baseFont);
  return { body, heading: findFont(theme.headerFont) ?? body };
}

/** The CSS variables Panda's semantic tokens read (panda.config.ts), for one tenant. */
export function themeVariables(theme: Theme): Record<string, string> {
  const primary = `#${theme.primary}`;
  const secondary = `#${theme.secondary}`;
  const variables: Record<string, string> = {};
  for (const percent of PRIMARY_TINTS) variables[`--brand-primary-${percent}`] = tint(theme.primary, percent);
  variables['--brand-primary-ink'] = inkOnWhite(theme.primary);
  variables['--brand-on-primary'] = readableOn(primary);
  variables['--brand-secondary'] = secondary.toUpperCase();
  variables['--brand-secondary-ink'] = inkOnWhite(theme.secondary);
  variables['--brand-on-secondary'] = readableOn(secondary);
  variables['--font-body'] = SYSTEM_FONT;
  variables['--font-heading'] = SYSTEM_FONT;
  return variables;
}

/**
 * The brand families, switched on only once their files are cached (FONTS_READY_ATTRIBUTE, set by
 * the first-paint script): a page never waits for a font, and never re-flows when one arrives.
 */
function brandFontVariables(theme: Theme): Record<string, string> {
  const { body, heading } = themeFonts(theme);
  const variables: Record<string, string> = {};
  if (body) variables['--font-body'] = `'${body.family}'`;
  if (heading) variables['--font-heading'] = `'${heading.family}'`;
  return variables;
}

/**
 * The font files a page fetches into the cache after its first paint, for the pages after it: the
 * weights the portal's text uses (body 400, 500 and 700; headings 700), each file once.
 */
export function brandFontFiles(theme: Theme): string[] {
  const { body, heading } = themeFonts(theme);
  const files = new Set<string>();
  if (body) for (const weight of [400, 500, 700]) files.add(fontUrl(body, nearestWeight(body, weight)));
  if (heading) files.add(fontUrl(heading, nearestWeight(heading, 700)));
  return [...files];
}

// `optional`: a cached file renders at once; one the cache has lost since is not waited for, and
// the page keeps the system font rather than swapping (a layout shift) when it arrives.
function fontFaceRules(theme: Theme): string {
  const { body, heading } = themeFonts(theme);
  const families = [body, heading].filter((font) => font !== null);
  const unique = [...new Map(families.map((font) => [font.slug, font])).values()];
  return unique
    .flatMap((font) =>
      fontFaces(font).map(
        ({ weight, url }) =>
          `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${weight};font-display:optional;src:url(${url}) format('woff2')}`,
      ),
    )
    .join('');
}

const declarationsOf = (variables: Record<string, string>) =>
  Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/**
 * One stylesheet for the <head>: variables on :root, the brand fonts once they are cached, and the
 * tenant's self-hosted font faces.
 */
export function themeStylesheet(theme: Theme): string {
  const fonts = declarationsOf(brandFontVariables(theme));
  const whenCached = fonts ? `:root[${FONTS_READY_ATTRIBUTE}]{${fonts}}` : '';
  return `:root{${declarationsOf(themeVariables(theme))}}${whenCached}${fontFaceRules(theme)}`;
}
