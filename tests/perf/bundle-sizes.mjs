// JavaScript and CSS bytes a first load transfers, counted as the gzip size of the built files the
// page actually requested (the local servers send them uncompressed, Cloudflare compresses them).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT = 'dist/client';
export const KB = 1024;

/** @type {Map<string, number>} */
const gzipSizes = new Map();

/** @param {string} path a path under dist/client, e.g. /assets/index-abc.js */
export function gzipSize(path) {
  let size = gzipSizes.get(path);
  if (size === undefined) {
    const file = join(CLIENT, path);
    if (!existsSync(file)) throw new Error(`The page loaded ${path}, which is not in ${CLIENT}`);
    size = gzipSync(readFileSync(file)).length;
    gzipSizes.set(path, size);
  }
  return size;
}

/**
 * Sums the scripts and stylesheets of one load by type; each file counts once.
 * @param {{ url: string, type: 'Script' | 'Stylesheet' }[]} assets
 * @returns {{ jsBytes: number, cssBytes: number, files: number }}
 */
export function transferredSizes(assets) {
  const seen = new Set();
  let jsBytes = 0;
  let cssBytes = 0;
  for (const asset of assets) {
    const path = new URL(asset.url).pathname;
    if (seen.has(path)) continue;
    seen.add(path);
    if (asset.type === 'Script') jsBytes += gzipSize(path);
    else cssBytes += gzipSize(path);
  }
  return { jsBytes, cssBytes, files: seen.size };
}
