// What the Worker adds to an upstream read: the same GET /v2/user called on the reference API
// directly, through the portal's GET /api/profile/two-factor (which maps it 1:1) and through an
// empty pass-through Worker (what the local runtime charges for any hop), under the same load, one
// after the other in one run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { percentile } from './stats.mjs';

/**
 * @typedef {{ connections: number, p50: number, p99: number, rps: number, requests: number,
 *   cpuMsPerRequest: number | null }} LoadResult
 * @typedef {{ name: string, url: string, headers: Record<string, string>, processGroup?: number }} Side
 */

const CLOCK_TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * CPU time (user + system, ms) used so far by every live process of a process group, from /proc;
 * null where there is no /proc. A server's group holds wrangler, its proxy and the workerd runtime.
 * @param {number | undefined} group
 */
function groupCpuMs(group) {
  if (group === undefined || !existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Gone since the listing.
    }
    // After "pid (comm) ": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * One fixed-duration closed-loop load. Latencies are collected per response (autocannon's own
 * histogram rounds to whole milliseconds); anything but a 200 fails the bench.
 * @param {Side & { connections: number, durationSeconds: number }} options
 * @returns {Promise<{ latencies: number[], seconds: number, cpuMs: number | null }>}
 */
export async function slice({ name, url, headers, processGroup, connections, durationSeconds }) {
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  const cpuBefore = groupCpuMs(processGroup);
  const instance = autocannon({ url, headers, connections, duration: durationSeconds });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime);
    else failures++;
  });
  const result = await instance;
  const cpuAfter = groupCpuMs(processGroup);
  if (failures > 0 || result.errors > 0 || result.timeouts > 0 || latencies.length === 0) {
    throw new Error(
      `${name} at ${connections} connections: ${failures} non-200 answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    latencies,
    seconds: durationSeconds,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

/**
 * @param {number} connections
 * @param {Awaited<ReturnType<typeof slice>>[]} slices
 * @returns {LoadResult}
 */
export function summarize(connections, slices) {
  const latencies = slices.flatMap((s) => s.latencies);
  const seconds = slices.reduce((total, s) => total + s.seconds, 0);
  const cpu = slices.every((s) => s.cpuMs !== null)
    ? slices.reduce((total, s) => total + (s.cpuMs ?? 0), 0)
    : null;
  return {
    connections,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rps: latencies.length / seconds,
    requests: latencies.length,
    cpuMsPerRequest: cpu === null ? null : cpu / latencies.length,
  };
}

/**
 * Every side at each connection count, after a short warm-up of each. The time is cut into slices
 * that rotate through the sides (direct, through, pass-through; then through, pass-through,
 * direct; and so on), so that a busier moment of a shared machine falls on every side alike rather
 * than on one.
 * @param {{ direct: { port: number, token: string, processGroup?: number },
 *   through: { port: number, tenant: string, cookie: string, processGroup?: number },
 *   passThrough: { port: number, token: string, processGroup?: number },
 *   connections: number[], durationSeconds: number, slices: number, warmUpSeconds: number }} options
 *   durationSeconds: per side and connection count, in `slices` slices
 */
export async function measureBffOverhead({
  direct,
  through,
  passThrough,
  connections,
  durationSeconds,
  slices,
  warmUpSeconds,
}) {
  /** @type {Record<'direct' | 'through' | 'passThrough', Side>} */
  const sides = {
    direct: upstreamReadSide('direct', direct),
    through: {
      name: 'through the Worker',
      url: `http://127.0.0.1:${through.port}/api/profile/two-factor`,
      headers: {
        host: `${through.tenant}.localhost:${through.port}`,
        'x-portal-request': '1',
        cookie: through.cookie,
      },
      ...(through.processGroup === undefined ? {} : { processGroup: through.processGroup }),
    },
    passThrough: upstreamReadSide('through an empty pass-through Worker', passThrough),
  };
  const names = /** @type {const} */ (['direct', 'through', 'passThrough']);
  for (const name of names) {
    await slice({ ...sides[name], connections: 10, durationSeconds: warmUpSeconds });
  }
  const sliceSeconds = durationSeconds / slices;
  /** @type {{ connections: number, direct: LoadResult, through: LoadResult, passThrough: LoadResult }[]} */
  const results = [];
  for (const count of connections) {
    /** @type {Record<(typeof names)[number], Awaited<ReturnType<typeof slice>>[]>} */
    const measured = { direct: [], through: [], passThrough: [] };
    for (let i = 0; i < slices; i++) {
      const first = i % names.length;
      const order = [...names.slice(first), ...names.slice(0, first)];
      for (const name of order) {
        measured[name].push(
          await slice({ ...sides[name], connections: count, durationSeconds: sliceSeconds }),
        );
      }
    }
    results.push({
      connections: count,
      direct: summarize(count, measured.direct),
      through: summarize(count, measured.through),
      passThrough: summarize(count, measured.passThrough),
    });
  }
  return results;
}

/**
 * GET /v2/user with a bearer token: on the reference API itself, or on a Worker that forwards it.
 * @param {string} name
 * @param {{ port: number, token: string, processGroup?: number }} server
 * @returns {Side}
 */
function upstreamReadSide(name, { port, token, processGroup }) {
  return {
    name,
    url: `http://127.0.0.1:${port}/v2/user`,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    ...(processGroup === undefined ? {} : { processGroup }),
  };
}
