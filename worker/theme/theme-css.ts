import { PRIMARY_TINTS } from '../contract/spec-constants';
import type { Theme } from '../contract/theme';
import { inkOnWhite, readableOn, tint } from './colour';
import { findFont, fontFaces } from './font-catalogue';

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
  const body = findFont(theme.baseFont);
  const heading = findFont(theme.headerFont) ?? body;
  variables['--font-body'] = body ? `'${body.family}'` : 'system-ui';
  variables['--font-heading'] = heading ? `'${heading.family}'` : 'system-ui';
  return variables;
}

function fontFaceRules(theme: Theme): string {
  const families = [findFont(theme.baseFont), findFont(theme.headerFont)].filter((font) => font !== null);
  const unique = [...new Map(families.map((font) => [font.slug, font])).values()];
  return unique
    .flatMap((font) =>
      fontFaces(font).map(
        ({ weight, url }) =>
          `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format('woff2')}`,
      ),
    )
    .join('');
}

/** One stylesheet for the <head>: variables on :root plus the tenant's self-hosted font faces. */
export function themeStylesheet(theme: Theme): string {
  const declarations = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${declarations}}${fontFaceRules(theme)}`;
}
