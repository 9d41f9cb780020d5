import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  envDir: here('.'),
  plugins: [
    react(),
    cloudflare({
      configPath: here('./wrangler.toml'),
      auxiliaryWorkers: [{ configPath: here('./reference-api/wrangler.toml') }],
      persistState: { path: here('./.wrangler/state') },
    }),
  ],
  resolve: {
    alias: { 'styled-system': here('./styled-system') },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: { port: 8787, strictPort: true },
  preview: { port: 8787, strictPort: true },
});
