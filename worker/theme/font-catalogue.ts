import { FONT_WEIGHTS } from '#contract/spec-constants';

// The self-hosted families a theme may name. Files are copied from the @fontsource packages into
// the build by scripts/copy-fonts.ts; a family the catalogue lacks falls back to the system stack.
export interface FontFamily {
  family: string;
  slug: string;
  /** The weights its package ships, so a missing one (Lato has no 500) maps to the nearest. */
  available: readonly number[];
}

export const FONT_FILES_VERSION = '5.3.0';

export const FONT_CATALOGUE: readonly FontFamily[] = [
  { family: 'Inter', slug: 'inter', available: [300, 400, 500, 700] },
  { family: 'Poppins', slug: 'poppins', available: [300, 400, 500, 700] },
  { family: 'Lato', slug: 'lato', available: [300, 400, 700] },
  { family: 'Merriweather', slug: 'merriweather', available: [300, 400, 500, 700] },
];

export function findFont(family: string | null): FontFamily | null {
  if (!family) return null;
  const wanted = family.trim().toLowerCase();
  return FONT_CATALOGUE.find((font) => font.family.toLowerCase() === wanted) ?? null;
}

export function fontFileName(slug: string, weight: number): string {
  return `${slug}-latin-${weight}-normal.woff2`;
}

export function fontUrl(font: FontFamily, weight: number): string {
  return `/fonts/${FONT_FILES_VERSION}/${font.slug}/${fontFileName(font.slug, weight)}`;
}

export function nearestWeight(font: FontFamily, weight: number): number {
  return [...font.available].sort((a, b) => Math.abs(a - weight) - Math.abs(b - weight))[0] ?? 400;
}

/** Each spec weight (300/400/500/700) with the file that serves it. */
export function fontFaces(font: FontFamily): { weight: number; url: string }[] {
  return FONT_WEIGHTS.map((weight) => ({ weight, url: fontUrl(font, nearestWeight(font, weight)) }));
}
