// A Vite plugin for the build: each HTML entry's icon link becomes a data URI of the one icon file
// (web/public/favicon.svg), so a first visit makes no request for it before the first paint
// (docs/decisions/013-paint-first.md). The file itself stays for anything that links it.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const ICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';

export function inlineFavicon({ file }: { file: string }): Plugin {
  return {
    name: 'inline-favicon',
    apply: 'build',
    transformIndexHtml(html, context) {
      if (!html.includes(ICON_LINK)) throw new Error(`${context.filename} has no ${ICON_LINK}`);
      const uri = `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8').trim())}`;
      return html.replace(ICON_LINK, `<link rel="icon" type="image/svg+xml" href="${uri}" />`);
    },
  };
}
