// What a first load of a page transfers, from the client build and Vite's manifest: the entry's
// JavaScript and CSS, ReactDOM's client, the page module's chunk and everything they import
// statically (gzip).
// Used by `npm run build` (printed) and `npm run bench` (budgets).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const CLIENT_DIR = 'dist/client';

export function readManifest(clientDir = CLIENT_DIR) {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
}

/**
 * What every entry imports dynamically as it starts (web/lib/mount-root.ts): ReactDOM's client, in
 * a chunk of its own so that it is evaluated in a task of its own. Part of every first load.
 */
export const START_UP_IMPORTS = ['../node_modules/react-dom/client.js'];

/**
 * A dependency's manifest key: Vite names a module by its real path, so in a checkout whose
 * node_modules is a link to another checkout's (a git worktree) ReactDOM's client is
 * `../../other/node_modules/…` rather than `../node_modules/…`.
 */
function manifestKey(manifest, key) {
  if (manifest[key] || !key.startsWith('../node_modules/')) return key;
  const inPackages = key.slice('..'.length);
  return Object.keys(manifest).find((name) => name.endsWith(inPackages)) ?? key;
}

/** The manifest keys a module needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (wanted) => {
    const key = manifestKey(manifest, wanted);
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** The files (JavaScript and CSS) of those manifest keys. */
export function filesOf(manifest, keys) {
  const files = new Set();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return [...files];
}

export function gzipSize(file, clientDir = CLIENT_DIR) {
  return gzipSync(readFileSync(join(clientDir, file))).length;
}

/**
 * JavaScript and CSS (gzip bytes) of a first load of `entry` (an HTML key) showing a page, whose
 * route modules (the frame's, the guard's, the page's) are `sources`.
 */
export function firstLoad(manifest, entry, sources, clientDir = CLIENT_DIR) {
  const files = filesOf(manifest, staticClosure(manifest, [entry, ...START_UP_IMPORTS, ...sources]));
  const sum = (extension) =>
    files
      .filter((file) => file.endsWith(extension))
      .reduce((total, file) => total + gzipSize(file, clientDir), 0);
  return { files, js: sum('.js'), css: sum('.css') };
}

/**
 * The route modules every signed-in page loads besides its own (web/app/route-tree.tsx): the app
 * frame's, the list of its pages' and the session guard's, all lazy so that the login page loads
 * none of them.
 */
export const SIGNED_IN_PAGE_FRAME = [
  'app/layout/app-frame.tsx',
  'app/router.tsx',
  'app/guards/require-session.tsx',
];

/** The two figures the budgets are about (issue 6): the login page and the signed-in home page. */
export function keyPageSizes(manifest, clientDir = CLIENT_DIR) {
  return {
    login: firstLoad(manifest, 'index.html', ['features/auth/routes/login.tsx'], clientDir),
    home: firstLoad(
      manifest,
      'index.html',
      SIGNED_IN_PAGE_FRAME.concat('features/home/routes/home.tsx'),
      clientDir,
    ),
  };
}
