// Copies the theme fonts from the @fontsource packages into web/public so they are self-hosted
// under a versioned path (served with immutable caching). Run by `npm run build`.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FONT_CATALOGUE, FONT_FILES_VERSION, fontFileName } from '#worker/theme/font-catalogue.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

for (const font of FONT_CATALOGUE) {
  const target = join(root, 'web/public/fonts', FONT_FILES_VERSION, font.slug);
  mkdirSync(target, { recursive: true });
  for (const weight of font.available) {
    const file = fontFileName(font.slug, weight);
    copyFileSync(join(root, 'node_modules/@fontsource', font.slug, 'files', file), join(target, file));
  }
}
