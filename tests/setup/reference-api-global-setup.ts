import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// The reference API runs beside the portal in workerd as an auxiliary worker, which Miniflare
// needs as one bundled script; esbuild makes it from source in well under a second.
export default async function bundleReferenceApi() {
  await build({
    entryPoints: [fileURLToPath(new URL('../../reference-api/src/index.ts', import.meta.url))],
    outfile: fileURLToPath(new URL('../../.tmp/reference-api/index.js', import.meta.url)),
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    external: ['cloudflare:*', 'node:*'],
    logLevel: 'warning',
  });
}
