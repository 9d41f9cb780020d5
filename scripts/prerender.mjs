// The last step of `npm run build` (docs/decisions/011-html-first-public-pages.md): renders each
// public page to HTML with React's prerender, from a Vite SSR build of
// web/public-pages/render-public-page.tsx, into a template per page built from the client build's
// public.html: dist/client/prerendered/<name>.html, with the page's markup inside #root, its CSS
// inline, and its scripts listed for the first-paint script to load after the first paint
// (docs/decisions/013-paint-first.md). Tenant texts in it are tokens the Worker replaces. It also
// lists the chunks of each page of the signed-in app (dist/client/prerendered/app-pages.json),
// which the Worker preloads with the app's HTML.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { FIRST_PAINT_MODULES_ATTRIBUTE, FIRST_PAINT_SCRIPT_ID } from '../worker/contract/first-paint.ts';
import {
  CLIENT_DIR,
  filesOf,
  gzipSize,
  keyPageSizes,
  readManifest,
  START_UP_IMPORTS,
  staticClosure,
} from './bundle-sizes.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const OUT_DIR = here('../.tmp/prerender');
const ROOT_ELEMENT = '<div id="root"></div>';
const FIRST_PAINT_ELEMENT = `<script id="${FIRST_PAINT_SCRIPT_ID}"></script>`;

await build({
  configFile: false,
  root: here('../web'),
  publicDir: false,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: { 'styled-system': here('../styled-system') } },
  build: {
    ssr: true,
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node22',
    rollupOptions: {
      input: {
        'render-public-page': here('../web/public-pages/render-public-page.tsx'),
        'app-page-modules': here('../web/app/app-page-modules.ts'),
      },
      output: { entryFileNames: '[name].mjs' },
    },
  },
});

const load = (name) => import(pathToFileURL(join(OUT_DIR, `${name}.mjs`)).href);
const { renderPublicPage, prerenderedTemplatePath, PRERENDERED_PAGES } = await load('render-public-page');
const { APP_PAGE_MODULES, APP_PAGES_FILE, APP_SHELL_TEMPLATE } = await load('app-page-modules');

const manifest = readManifest();

/** One of the client build's HTML entries, checked for the elements the prerender fills in. */
function readEntryHtml(file) {
  const html = readFileSync(join(CLIENT_DIR, file), 'utf8');
  for (const element of [ROOT_ELEMENT, FIRST_PAINT_ELEMENT]) {
    if (!html.includes(element)) throw new Error(`${file} has no ${element}`);
  }
  return html;
}
const template = readEntryHtml('public.html');
const appHtml = readEntryHtml('index.html');

/**
 * The chunks a first load of the page module `source` (a path under web/, as its route names it;
 * none for a page in the entry itself) needs that the entry's HTML does not already load: ReactDOM's
 * client, which every entry imports as it starts, and the page module's own.
 */
function pageChunks(source, entryHtml) {
  const key = source || null;
  if (key && !manifest[key])
    throw new Error(`${key} is not in Vite's manifest: does its route name it right?`);
  return filesOf(manifest, staticClosure(manifest, [...START_UP_IMPORTS, ...(key ? [key] : [])]))
    .filter((file) => file.endsWith('.js') && !entryHtml.includes(`/${file}"`))
    .map((file) => `/${file}`);
}

/**
 * An entry's HTML made to paint from the HTML alone, once for all the pages prerendered into it:
 * - the stylesheet inline, so nothing blocks the first paint. A disabled copy of its <link> stays
 *   (a disabled stylesheet is not fetched) so that Vite's loader, which looks for the link before
 *   adding a page chunk's CSS, does not fetch the file again;
 * - no script or modulepreload tags: their URLs, entry first, are returned as `modules`, for the
 *   first-paint script's `data-modules`, which loads them once the page has painted.
 */
function paintFirstShell(html) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry?.[1]) throw new Error('An HTML entry has no module script');
  const modulepreloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let result = html.replace(entry[0], '');
  for (const [link] of modulepreloads) result = result.replace(link, '');
  result = result.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file) => {
    const css = readFileSync(join(CLIENT_DIR, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it contains </style`);
    return `<style>${css}</style>${link.replace('>', ' disabled>')}`;
  });
  return { html: result, modules: [entry[1], ...modulepreloads.map((match) => match[1])] };
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
    preloads: preloads.filter((link) => !/__(TENANT|SESSION)_/.test(link)).join(''),
    body: markup.slice(leading.length),
  };
}

/**
 * Writes a prerendered page: the entry's paint-first HTML with the page's markup in #root and its
 * modules (the entry's, then ReactDOM's client and the page module's chunks) listed for the
 * first-paint script.
 */
function writePage(name, { shell, entryHtml, markup, source }) {
  const { preloads, body } = splitLeadingPreloads(markup);
  const modules = [...shell.modules, ...pageChunks(source, entryHtml)];
  const html = shell.html
    .replace(ROOT_ELEMENT, `<div id="root">${body}</div>`)
    .replace('</head>', `${preloads}</head>`)
    .replace(
      FIRST_PAINT_ELEMENT,
      `<script id="${FIRST_PAINT_SCRIPT_ID}" ${FIRST_PAINT_MODULES_ATTRIBUTE}="${modules.join(' ')}"></script>`,
    );
  const path = join(CLIENT_DIR, prerenderedTemplatePath(name));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
}

const publicShell = paintFirstShell(template);
for (const name of Object.keys(PRERENDERED_PAGES)) {
  const { markup, module } = await renderPublicPage(name);
  writePage(name, { shell: publicShell, entryHtml: template, markup, source: module });
}

// The signed-in app's paint-first shell, root empty: the Worker streams each page into it
// (docs/decisions/033), with modulepreload links for the page's chunks (app-pages.json).
const appShell = paintFirstShell(appHtml);
writeFileSync(
  join(CLIENT_DIR, APP_SHELL_TEMPLATE),
  appShell.html.replace(
    FIRST_PAINT_ELEMENT,
    `<script id="${FIRST_PAINT_SCRIPT_ID}" ${FIRST_PAINT_MODULES_ATTRIBUTE}="${appShell.modules.join(' ')}"></script>`,
  ),
);

const appPages = Object.fromEntries(APP_PAGE_MODULES.map((source) => [source, pageChunks(source, appHtml)]));
writeFileSync(join(CLIENT_DIR, APP_PAGES_FILE), `${JSON.stringify(appPages)}\n`);

const sizes = keyPageSizes(manifest);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Prerendered ${Object.keys(PRERENDERED_PAGES).length} public pages and the app's shell into ${CLIENT_DIR}/prerendered/`,
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
