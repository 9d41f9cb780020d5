// Lighthouse with its default (mobile, simulated throttling) settings, driving the bench's Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import lighthouse from 'lighthouse';
import { median } from './stats.mjs';

const MAX_ATTEMPTS = 3;

/**
 * @typedef {{
 *   performance: number, accessibility: number, lcpMs: number, cls: number, tbtMs: number,
 *   fcpMs: number, benchmarkIndex: number, assets: { url: string, type: 'Script' | 'Stylesheet' }[],
 *   lcpElement: string, lcpNode: LcpNode | null
 * }} LighthouseResult
 * @typedef {{ path: string, nodeLabel: string, snippet: string }} LcpNode the LCP element as
 * Lighthouse found it in the page once loaded: its DOM path (index and name of each node from the
 * document down, the index counting every node but white space, as Lighthouse's getNodePath does),
 * its text and its start tag.
 * lcpElement: the largest contentful paint's element as Lighthouse names it (its start tag and
 * text, cut short), so the table shows what was painted last: a page's data, or only its heading.
 * benchmarkIndex: Lighthouse's own measure of the machine's speed at the time of the run (higher is
 * faster); a busy machine shows as a low one.
 */

/**
 * One Lighthouse run of `url`. `extraHeaders` carries a session cookie for signed-in pages; the
 * run fails when the page ends anywhere but `url` (a lost session sends home back to the login).
 * A first visit (`firstVisit`) starts with nothing stored for the origin, cookies and localStorage
 * included; otherwise Lighthouse keeps those (its default) and clears only caches.
 * @param {string} url
 * @param {{ chromiumPort: number, firstVisit: boolean, extraHeaders?: Record<string, string>,
 *   saveTo?: string }} options saveTo: where to keep the full report (JSON), to look into afterwards
 * @returns {Promise<LighthouseResult>}
 */
export async function runLighthouse(url, { chromiumPort, firstVisit, extraHeaders, saveTo }) {
  /** @type {NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'] | undefined} */
  let lhr;
  // Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP): such a
  // run measured nothing and is made again, twice at most.
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port: chromiumPort,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(firstVisit ? { clearStorageTypes: ['all'] } : {}),
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (saveTo) {
      mkdirSync(dirname(saveTo), { recursive: true });
      writeFileSync(saveTo, JSON.stringify(lhr));
      // BENCH_TRACES=1 keeps the load's trace beside it, for tests/perf/long-tasks.mjs to take apart.
      const trace = result?.artifacts?.Trace;
      if (process.env.BENCH_TRACES === '1' && trace) {
        writeFileSync(saveTo.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
      }
    }
    if (!lhr.runtimeError) break;
    console.warn(`  Lighthouse: ${lhr.runtimeError.code} on attempt ${attempt} of ${MAX_ATTEMPTS}`);
  }
  if (!lhr || lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  }
  const numeric = (/** @type {string} */ id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse has no ${id} for ${url}`);
    return value;
  };
  // Lighthouse 13 names the element in its LCP breakdown insight; older ones in their own audit.
  const lcpDetails =
    lhr.audits['lcp-breakdown-insight']?.details ?? lhr.audits['largest-contentful-paint-element']?.details;
  /** @type {{ url: string, resourceType?: string }[]} */
  const requests = /** @type {any} */ (lhr.audits['network-requests']?.details)?.items ?? [];
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpElementOf(lcpDetails),
    lcpNode: lcpNodeOf(lcpDetails),
    assets: requests
      .filter((request) => request.resourceType === 'Script' || request.resourceType === 'Stylesheet')
      .map((request) => ({
        url: request.url,
        type: /** @type {'Script' | 'Stylesheet'} */ (request.resourceType),
      })),
  };
}

/**
 * The LCP element's start tag from Lighthouse's audit details (a list of tables, the first of which
 * names the element's node), or '?' when the audit found none.
 * @param {unknown} details
 * @returns {string}
 */
export function lcpElementOf(details) {
  const node = nodeItemOf(details);
  if (!node) return '?';
  // The start tag, then the text Lighthouse shows for it: what was painted last.
  const label = typeof node.nodeLabel === 'string' ? ` ${node.nodeLabel}` : '';
  const named = `${node.snippet}${label}`;
  return named.length > 90 ? `${named.slice(0, 87)}…` : named;
}

/**
 * The LCP element's path, text and start tag from Lighthouse's audit details, or null.
 * @param {unknown} details
 * @returns {LcpNode | null}
 */
export function lcpNodeOf(details) {
  const node = nodeItemOf(details);
  if (!node || typeof node.path !== 'string') return null;
  return { path: node.path, nodeLabel: String(node.nodeLabel ?? ''), snippet: node.snippet };
}

/**
 * The first node item in audit details (a list of tables, one of which names the element's node).
 * @param {unknown} details
 * @returns {{ snippet: string, nodeLabel?: unknown, path?: unknown } | null}
 */
function nodeItemOf(details) {
  /** @type {unknown[]} */
  const pending = [details];
  while (pending.length > 0) {
    const item = /** @type {any} */ (pending.shift());
    if (item && typeof item === 'object') {
      if (item.type === 'node' && typeof item.snippet === 'string') return item;
      pending.push(...Object.values(item));
    }
  }
  return null;
}

/**
 * The median of each figure over several runs (the assets of the first run).
 * @param {LighthouseResult[]} runs
 * @returns {LighthouseResult}
 */
export function medianResult(runs) {
  const [first] = runs;
  if (!first) throw new Error('No Lighthouse runs');
  const of = (/** @type {keyof LighthouseResult} */ key) => median(runs.map((run) => Number(run[key])));
  return {
    ...first,
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    fcpMs: of('fcpMs'),
    benchmarkIndex: of('benchmarkIndex'),
    lcpElement: mostCommon(runs.map((run) => run.lcpElement)),
    // The node of the most common element, so that the element and its node agree.
    lcpNode:
      runs.find((run) => run.lcpElement === mostCommon(runs.map((r) => r.lcpElement)))?.lcpNode ?? null,
  };
}

/**
 * @param {string[]} values
 * @returns {string}
 */
function mostCommon(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '?';
}
