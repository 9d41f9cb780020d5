// Small helpers for the project's scripts: run a command and stop on failure, loudly.
import { spawn, spawnSync } from 'node:child_process';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.error) {
    // Most often the command is not on PATH: these scripts expect `npm start` / `npm test`, which put
    // node_modules/.bin (and the project's Node 22) first.
    console.error(`\n✗ ${command} could not be started (${result.error.message}); run this through npm`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

export function start(command, args, options = {}) {
  return spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
}

/**
 * For every wrangler and `vite preview` the scripts start. Local observability (wrangler 4's trace
 * recorder for its local explorer, on by default) writes every span of every request to a SQLite
 * file with an fsync per batch: about 30 writes per proxied request, on disk, in the server's own
 * processes (decision 012). It is a debugging aid, not the product: off unless asked
 * for with X_LOCAL_OBSERVABILITY=true. Nor does it look up the request's `cf` object on the
 * network (a DNS query outside the machine at every start, which fails here): the local
 * placeholder is used, as it was after that failure.
 */
export const quietWrangler = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false',
};
