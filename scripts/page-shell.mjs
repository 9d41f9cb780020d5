// The last step of `npm run build` (docs/decisions/066): writes the paint-first shell every page
// is streamed into, from the client build's index.html: dist/client/shell/page-shell.html, its CSS
// inline and its scripts listed for the first-paint script to load after the first paint
// (docs/decisions/013-paint-first.md); and lists the chunks of each route module of the one route
// tree (dist/client/shell/page-chunks.json), which the Worker preloads with each page. It reads the
// route modules from the tree itself, through a Vite SSR build of web/app/page-modules.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { FIRST_PAINT_MODULES_ATTRIBUTE, FIRST_PAINT_SCRIPT_ID } from '#contract/first-paint';
import {
  CLIENT_DIR,
  filesOf,
  gzipSize,
  keyPageSizes,
  readManifest,
  START_UP_IMPORTS,
  staticClosure,
} from './bundle-sizes.mjs';
import { linguiPlugins } from './lingui-plugins.ts';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const OUT_DIR = here('../.tmp/page-shell');
const ROOT_ELEMENT = '<div id="root"></div>';
const FIRST_PAINT_ELEMENT = `<script id="${FIRST_PAINT_SCRIPT_ID}"></script>`;

await build({
  configFile: false,
  root: here('../web'),
  publicDir: false,
  logLevel: 'warn',
  plugins: [...linguiPlugins(), react()],
  resolve: { alias: { 'styled-system': here('../styled-system') } },
  build: {
    ssr: true,
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node22',
    rollupOptions: {
      input: { 'page-modules': here('../web/app/page-modules.ts') },
      output: { entryFileNames: '[name].mjs' },
    },
  },
});

const { PAGE_MODULES, PAGE_CHUNKS_FILE, PAGE_SHELL_FILE } = await import(
  pathToFileURL(join(OUT_DIR, 'page-modules.mjs')).href
);

const manifest = readManifest();

/** One of the client build's HTML entries, checked for the elements the prerender fills in. */
function readEntryHtml(file) {
  const html = readFileSync(join(CLIENT_DIR, file), 'utf8');
  for (const element of [ROOT_ELEMENT, FIRST_PAINT_ELEMENT]) {
    if (!html.includes(element)) throw new Error(`${file} has no ${element}`);
  }
  return html;
}
const entryHtml = readEntryHtml('index.html');

/**
 * The chunks a first load of the route module `source` (a path under web/, as its route names it;
 * none for a page in the entry itself) needs that the entry's HTML does not already load: ReactDOM's
 * client, which the entry imports as it starts, and the module's own.
 */
function pageChunks(source) {
  const key = source || null;
  if (key && !manifest[key])
    throw new Error(`${key} is not in Vite's manifest: does its route name it right?`);
  return filesOf(manifest, staticClosure(manifest, [...START_UP_IMPORTS, ...(key ? [key] : [])]))
    .filter((file) => file.endsWith('.js') && !entryHtml.includes(`/${file}"`))
    .map((file) => `/${file}`);
}

/**
 * The entry's HTML made to paint from the HTML alone, once for all the pages streamed into it:
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

// Every page's shell, root empty: the Worker streams each page into it (docs/decisions/033, 066),
// with the chunks of the page's route modules (page-chunks.json) for the first-paint script.
const shell = paintFirstShell(entryHtml);
const shellPath = join(CLIENT_DIR, PAGE_SHELL_FILE);
mkdirSync(dirname(shellPath), { recursive: true });
writeFileSync(
  shellPath,
  shell.html.replace(
    FIRST_PAINT_ELEMENT,
    `<script id="${FIRST_PAINT_SCRIPT_ID}" ${FIRST_PAINT_MODULES_ATTRIBUTE}="${shell.modules.join(' ')}"></script>`,
  ),
);

const chunks = Object.fromEntries(PAGE_MODULES.map((source) => [source, pageChunks(source)]));
writeFileSync(join(CLIENT_DIR, PAGE_CHUNKS_FILE), `${JSON.stringify(chunks)}\n`);

const sizes = keyPageSizes(manifest);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Wrote the page shell and the chunks of ${PAGE_MODULES.length} route modules into ${CLIENT_DIR}/shell/`,
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
