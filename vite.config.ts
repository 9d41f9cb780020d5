import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { inlineFavicon } from './scripts/inline-favicon.ts';
import { linguiPlugins } from './scripts/lingui-plugins.ts';
import { pandaStaticCss } from './scripts/panda-static-css.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  envDir: here('.'),
  plugins: [
    ...linguiPlugins(),
    react(),
    pandaStaticCss({ styledSystemDir: here('./styled-system') }),
    inlineFavicon({ file: here('./web/public/favicon.svg') }),
    cloudflare({
      configPath: here('./wrangler.toml'),
      auxiliaryWorkers: [{ configPath: here('./reference-api/wrangler.toml') }],
      persistState: { path: here('./.wrangler/state') },
    }),
  ],
  resolve: {
    alias: {
      'styled-system': here('./styled-system'),
      // The SPA's render of every page, bundled into the Worker (docs/decisions/022, 066).
      '@portal/app-page-renderer': here('./web/app/render-app-page.tsx'),
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        // The build's last step reads which chunks each route module needs (scripts/page-shell.mjs).
        manifest: true,
        // One entry for every page (docs/decisions/066): one route tree, one browser router.
        rollupOptions: {
          input: { index: here('./web/index.html') },
          output: {
            codeSplitting: chunkGroups({
              entry: here('./web/main.tsx'),
              loginPage: here('./web/features/auth/routes/login.tsx'),
              loginForm: here('./web/features/auth/components/login-form.tsx'),
              appFrame: here('./web/app/layout/app-frame.tsx'),
              appPages: here('./web/app/router.tsx'),
            }),
          },
        },
      },
    },
  },
  server: { port: 8787, strictPort: true },
  preview: { port: 8787, strictPort: true },
});
