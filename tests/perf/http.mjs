// HTTP helpers for the bench. Node cannot resolve *.localhost, so every request goes to 127.0.0.1
// with the tenant's name in the Host header instead.
import { createServer, request as httpRequest } from 'node:http';
import { pipeline } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';

/**
 * One request to 127.0.0.1:port; the whole answer, body as text.
 * @param {{ port: number, host?: string, path?: string, method?: string,
 *   headers?: Record<string, string>, body?: string, timeoutMs?: number }} options
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
export function fetchText({
  port,
  host,
  path = '/',
  method = 'GET',
  headers = {},
  body,
  timeoutMs = 10_000,
}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers: { host: host ?? `127.0.0.1:${port}`, ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} on port ${port} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Text types Cloudflare's edge compresses in production (the local servers send them as they are). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Whether an answer should be gzipped for this request: a text type, not yet encoded, and a client
 * that accepts gzip.
 * @param {import('node:http').IncomingMessage} req
 * @param {string | undefined} contentType
 * @param {string | undefined} contentEncoding
 */
export function shouldGzip(req, contentType, contentEncoding) {
  return (
    COMPRESSIBLE.test(contentType ?? '') &&
    !contentEncoding &&
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
    req.method !== 'HEAD'
  );
}

/**
 * A reverse proxy to 127.0.0.1:targetPort that gzips text answers on the fly, as Cloudflare's edge
 * does in production; `vite preview` itself sends everything uncompressed, which would make the
 * throttled Lighthouse runs download several times the bytes a real visitor does. Static files are
 * kept once fetched, as the edge caches them (edgeCacheKey).
 * @param {{ port: number, targetPort: number }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function startGzipProxy({ port, targetPort }) {
  /** @type {Map<string, { status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer }>} */
  const edgeCache = new Map();
  const server = createServer((req, res) => {
    const cacheKey = edgeCacheKey(req);
    const cached = cacheKey ? edgeCache.get(cacheKey) : undefined;
    if (cached) {
      res.writeHead(cached.status, cached.headers);
      res.end(cached.body);
      return;
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: targetPort,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        const gzip = shouldGzip(req, headers['content-type'], headers['content-encoding']);
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        }
        if (cacheKey && answer.statusCode === 200) {
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.on('end', () => {
            const raw = Buffer.concat(chunks);
            const body = gzip ? gzipSync(raw) : raw;
            headers['content-length'] = String(body.length);
            edgeCache.set(cacheKey, { status: 200, headers, body });
            res.writeHead(200, headers);
            res.end(body);
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        if (gzip) pipeline(answer, createGzip(), res, () => {});
        else pipeline(answer, res, () => {});
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    pipeline(req, upstream, () => {});
  });
  await listen(server, port);
  return server;
}

/**
 * The static files the edge serves from its cache without the Worker (wrangler.toml's
 * run_worker_first leaves them out): the build's content-hashed /assets/ and the fonts. Kept once
 * fetched, as the edge keeps them, so a measured page load is not also measuring the local servers
 * (node and workerd on the same two cores) fetching and compressing forty files again. Keyed by
 * host, path and whether the client takes gzip; anything else goes through each time.
 * @param {import('node:http').IncomingMessage} req
 */
function edgeCacheKey(req) {
  if (req.method !== 'GET' || !/^\/(assets|fonts)\//.test(req.url ?? '')) return undefined;
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  return `${req.headers.host} ${req.url} ${gzip ? 'gzip' : 'identity'}`;
}

/**
 * @param {import('node:http').Server} server
 * @param {number} port
 */
export function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
}

/** @param {import('node:http').Server} server */
export function close(server) {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve(undefined));
  });
}
