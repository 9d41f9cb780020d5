// Time to first byte of the branded shell (GET /) once the tenant's theme is in KV.
import { request } from 'node:http';
import { percentile } from './stats.mjs';

/**
 * Milliseconds from sending the request to the response headers, on a new connection.
 * @param {number} port
 * @param {string} host
 */
function timeToFirstByte(port, host) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path: '/', agent: false, headers: { host } }, (res) => {
      const ms = performance.now() - started;
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve(ms) : reject(new Error(`GET / answered ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Warm-up requests (the first one loads the theme into KV), then `samples` sequential ones.
 * @param {{ port: number, tenant: string, warmUp?: number, samples?: number }} options
 */
export async function measureShellTtfb({ port, tenant, warmUp = 5, samples = 100 }) {
  const host = `${tenant}.localhost:${port}`;
  for (let i = 0; i < warmUp; i++) await timeToFirstByte(port, host);
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < samples; i++) times.push(await timeToFirstByte(port, host));
  return { samples, p50: percentile(times, 50), p95: percentile(times, 95) };
}
