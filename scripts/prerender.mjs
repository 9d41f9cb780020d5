// The last step of `npm run build` (docs/decisions/011-html-first-public-pages.md): renders each
// public page to HTML with React's prerender, from a Vite SSR build of
// web/public-pages/render-public-page.tsx, into a template per page built from the client build's
// public.html: dist/client/prerendered/<name>.html, with the page's markup inside #root and
// modulepreload links for its chunks. Tenant texts in it are tokens the Worker replaces.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { CLIENT_DIR, filesOf, gzipSize, keyPageSizes, readManifest, staticClosure } from './bundle-sizes.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const OUT_DIR = here('../.tmp/prerender');
const ROOT_ELEMENT = '<div id="root"></div>';

await build({
  configFile: false,
  root: here('../web'),
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: { 'styled-system': here('../styled-system') } },
  build: {
    ssr: here('../web/public-pages/render-public-page.tsx'),
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node22',
    rollupOptions: { output: { entryFileNames: 'render-public-page.mjs' } },
  },
});

const { renderPublicPage, pageModuleSource, prerenderedTemplatePath, PRERENDERED_PAGES } = await import(
  pathToFileURL(join(OUT_DIR, 'render-public-page.mjs')).href
);

const manifest = readManifest();
const template = readFileSync(join(CLIENT_DIR, 'public.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT)) throw new Error(`public.html has no ${ROOT_ELEMENT}`);

/** modulepreload links for the page module's chunks that public.html does not already load. */
function pagePreloads(source) {
  if (!manifest[source])
    throw new Error(`${source} is not in Vite's manifest: is PUBLIC_PAGE_SOURCES right?`);
  return filesOf(manifest, staticClosure(manifest, [source]))
    .filter((file) => file.endsWith('.js') && !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/**
 * React puts the preloads it finds (images) ahead of a page rendered without <html>: they go to the
 * head, where the browser expects them, except those of a tenant's image (a token here), which the
 * Worker preloads itself where it matters (the logo).
 */
function splitLeadingPreloads(markup) {
  const leading = markup.match(/^(?:<link [^>]*\/>)+/)?.[0] ?? '';
  const preloads = leading.match(/<link [^>]*\/>/g) ?? [];
  return {
    preloads: preloads.filter((link) => !link.includes('__TENANT_')).join(''),
    body: markup.slice(leading.length),
  };
}

for (const name of Object.keys(PRERENDERED_PAGES)) {
  const { preloads, body } = splitLeadingPreloads(await renderPublicPage(name));
  const html = template
    .replace(ROOT_ELEMENT, `<div id="root">${body}</div>`)
    .replace('</head>', `${preloads}${pagePreloads(pageModuleSource(name))}</head>`);
  const path = join(CLIENT_DIR, prerenderedTemplatePath(name));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
}

const sizes = keyPageSizes(manifest);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Prerendered ${Object.keys(PRERENDERED_PAGES).length} public pages into ${CLIENT_DIR}/prerendered/`,
);
console.log(
  `JavaScript, gzip: login page ${kb(sizes.login.js)} (${sizes.login.files.filter((f) => f.endsWith('.js')).length} files), /app/home/ first load ${kb(sizes.home.js)}`,
);
console.log(
  `CSS, gzip: ${kb(sizes.login.css)} (${sizes.login.files
    .filter((f) => f.endsWith('.css'))
    .map((f) => kb(gzipSize(f)))
    .join(', ')})`,
);
