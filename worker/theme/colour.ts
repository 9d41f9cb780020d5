// Colour maths for tenant themes: tints of the primary colour and text colours that keep
// WCAG AA contrast whatever hex a client picks.

type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const value = hex.replace(/^#/, '');
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** The colour at `percent` strength over white, as the spec's tints 100/80/60/20/5 are. */
export function tint(hex: string, percent: number): string {
  const ratio = percent / 100;
  return toHex(parseHex(hex).map((c) => c * ratio + 255 * (1 - ratio)) as unknown as Rgb);
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(channelLuminance) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export const AA_TEXT_CONTRAST = 4.5;
const WHITE = '#FFFFFF';
const NEAR_BLACK = '#111111';

/** White or near-black, whichever reads better on the given background. */
export function readableOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(NEAR_BLACK, background) ? WHITE : NEAR_BLACK;
}

/** The colour itself if it reads as text on white, else the same hue darkened until it does. */
export function inkOnWhite(hex: string): string {
  let rgb = parseHex(hex);
  for (let step = 0; step < 100 && contrastRatio(toHex(rgb), WHITE) < AA_TEXT_CONTRAST; step++) {
    rgb = rgb.map((c) => c * 0.95) as unknown as Rgb;
  }
  return toHex(rgb);
}
