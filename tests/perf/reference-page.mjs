// The yardstick for the public pages' LCP: a static, script-free login page with the same branding
// (the tenant's theme style copied from the portal's own branded shell, so the same fonts as a
// first visit of the portal, and the logo from the build), served gzipped by a tiny Node server of
// the bench's own.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fetchText, listen, shouldGzip } from './http.mjs';

const CLIENT = 'dist/client';
const TYPES = {
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * The tenant's branded shell, as the portal serves it, reduced to what a static page can reuse.
 * @param {{ port: number, tenant: string }} portal
 */
async function brandingOf({ port, tenant }) {
  const shell = await fetchText({ port, host: `${tenant}.localhost:${port}` });
  const themeStyle = shell.body.match(/<style id="tenant-theme">[\s\S]*?<\/style>/)?.[0];
  const bootstrap = shell.body.match(/<script type="application\/json" id="bootstrap">([\s\S]*?)<\/script>/);
  if (shell.status !== 200 || !themeStyle || !bootstrap?.[1]) {
    throw new Error(`The ${tenant} shell has no theme to copy (status ${shell.status})`);
  }
  /** @type {{ brandName: string, logoUrl: string, mobileLogoUrl: string }} */
  const theme = JSON.parse(bootstrap[1]).theme;
  return { themeStyle, theme };
}

/** @param {string} value */
const escapeHtml = (value) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The login screen's first view without the app: header logo, brand heading, e-mail field, Next.
 * @param {Awaited<ReturnType<typeof brandingOf>>} branding
 */
function referenceHtml({ themeStyle, theme }) {
  const brand = escapeHtml(theme.brandName);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Login | ${brand}</title>
${themeStyle}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--font-body),system-ui,sans-serif;color:#1a1a1a;background:#f6f7f9;line-height:1.5}
header{display:flex;align-items:center;height:64px;padding:0 16px;background:#fff;border-bottom:1px solid #e2e4e8}
header img{display:block;height:32px;width:auto}
main{display:flex;justify-content:center;padding:24px 16px}
.card{width:100%;max-width:960px;background:#fff;border:1px solid #e2e4e8;border-radius:12px;padding:20px;box-shadow:0 4px 12px rgb(0 0 0 / 8%)}
h1{margin:0 0 24px;font-family:var(--font-heading),system-ui,sans-serif;font-size:1.5rem;font-weight:700;line-height:1.2}
label{display:block;margin-bottom:4px;font-weight:500}
input{display:block;width:100%;height:44px;padding:0 12px;font:inherit;border:1px solid #6b7280;border-radius:6px}
button{margin-top:24px;height:44px;padding:0 24px;font:inherit;font-weight:600;color:var(--brand-on-primary);background:var(--brand-primary-100);border:0;border-radius:6px}
@media (min-width:768px){main{padding:48px 24px}.card{padding:40px}h1{font-size:1.875rem}}
</style>
</head>
<body>
<header><picture><source media="(min-width: 768px)" srcset="${escapeHtml(theme.logoUrl)}"><img src="${escapeHtml(theme.mobileLogoUrl)}" alt="${brand}" height="32"></picture></header>
<main><div class="card">
<h1>${brand}</h1>
<form method="post" action="/"><label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="username" required><button type="submit">Next</button></form>
</div></main>
</body>
</html>
`;
}

/**
 * Serves the reference page at / and the built logos, fonts and favicon, gzipped like the portal.
 * @param {{ port: number, portalPort: number, tenant: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function startReferencePage({ port, portalPort, tenant }) {
  const html = Buffer.from(referenceHtml(await brandingOf({ port: portalPort, tenant })));
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://reference').pathname;
    if (path === '/') {
      const gzip = shouldGzip(req, 'text/html', undefined);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
      });
      res.end(gzip ? gzipSync(html) : html);
      return;
    }
    const file = normalize(join(CLIENT, path));
    const allowed = /^\/(fonts|brands)\/|^\/favicon\.svg$/.test(path) && file.startsWith(`${CLIENT}/`);
    const body = allowed ? await readFile(file).catch(() => null) : null;
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream';
    const gzip = shouldGzip(req, type, undefined);
    res.writeHead(200, {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
    });
    res.end(gzip ? gzipSync(body) : body);
  });
  await listen(server, port);
  return server;
}
