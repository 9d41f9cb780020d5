// The project's Vite config for `vite preview` in the bench, with one change: no inspector port.
// The Cloudflare plugin otherwise listens on 9229 (or the next free port) for DevTools, and the
// bench keeps every port it opens within 8790-8799.
import { cloudflare } from '@cloudflare/vite-plugin';
import base from '../../vite.config.ts';

const here = (path) => new URL(path, import.meta.url).pathname;

/** @param {unknown} plugin */
const isCloudflare = (plugin) =>
  typeof plugin === 'object' && plugin !== null && String(plugin.name).startsWith('vite-plugin-cloudflare');

export default {
  ...base,
  plugins: [
    ...base.plugins.flat(Number.POSITIVE_INFINITY).filter((plugin) => !isCloudflare(plugin)),
    cloudflare({
      configPath: here('../../wrangler.toml'),
      auxiliaryWorkers: [{ configPath: here('../../reference-api/wrangler.toml') }],
      persistState: { path: here('../../.wrangler/state') },
      inspectorPort: false,
    }),
  ],
};
