// The Worker's cost of streaming a signed-in page (issue 29, decision 033), from `wrangler dev` of
// portal + reference API: the server CPU of a streamed navigation beside, in the same run, the
// server CPU of fetching the same page's API answers directly and of the token-filled public shell
// (the login page), so that what rendering adds is navigation minus those two; time to first byte
// of a signed-in page against the public login page's; the Worker bundle's size; and a fresh
// isolate's first navigation against a warm one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONSENT_COOKIE_NAME, CONSENT_COOKIE_VALUE } from '#contract/cookie-consent';
import { slice } from './bff-overhead.mjs';
import { PORTS, prepareBenchState, startWranglerDev, stopProcess } from './servers.mjs';
import { portalSessionCookie } from './sign-in.mjs';
import { median, percentile } from './stats.mjs';
import { atMost, figure, format, info } from './table.mjs';

/** The consent a signed-in person's browser sends (the login requires it). */
const CONSENT = `${CONSENT_COOKIE_NAME}=${CONSENT_COOKIE_VALUE};`;

export const RENDER_BUDGETS = { renderAddedMs: 3, ttfbAddedMs: 5 };

/** The two pages the issue names, with the API answers each shows on arrival. */
const PAGES = [
  {
    label: 'my benefits (Emma)',
    email: 'emma.employee@acme.test',
    path: '/app/my-benefits/',
    // Its pageCalls (web/features/benefits/routes/my-benefits.tsx): the filters and the cards.
    api: ['/api/benefits/filters', '/api/benefits'],
  },
  {
    label: 'employee data (Alex)',
    email: 'alex.admin@acme.test',
    path: '/app/employee-data/',
    // Its pageCalls (web/features/employee-data/routes/employee-data.tsx), for the URL's first page.
    api: ['/api/employer/employees?page=1'],
  },
];

/**
 * Time to the first byte of one GET (the status line and headers arriving), in ms.
 * @param {{ port: number, host: string, path: string, headers?: Record<string, string> }} options
 */
function timeToFirstByte({ port, host, path, headers = {} }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host, ...headers } },
      (response) => {
        const firstByte = performance.now() - started;
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(firstByte)
            : reject(new Error(`${path}: ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The gzip size of the deployed Worker's modules (dist/portal), which Workers caps. */
function workerBundleGzipBytes() {
  const root = 'dist/portal';
  let total = 0;
  const walk = (/** @type {string} */ dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(m?js|wasm)$/.test(name)) total += gzipSync(readFileSync(path)).length;
    }
  };
  walk(root);
  return total;
}

/**
 * @param {{ slices: number, sliceSeconds: number, ttfbSamples: number }} options
 * @returns {Promise<import('./table.mjs').Row[]>}
 */
export async function benchRenderCost({ slices, sliceSeconds, ttfbSamples }) {
  const state = prepareBenchState();
  const port = PORTS.through;
  const server = await startWranglerDev('portal-and-reference-api', {
    configs: ['dist/portal/wrangler.json', 'dist/reference_api/wrangler.json'],
    port,
    inspectorPort: PORTS.throughInspector,
    persistTo: state.through,
  });
  const processGroup = server.child.pid;
  const host = `acme.localhost:${port}`;
  /** @type {import('./table.mjs').Row[]} */
  const rows = [];
  try {
    const cookies = new Map();
    for (const page of PAGES) {
      cookies.set(page.email, await portalSessionCookie({ port, tenant: 'acme', email: page.email }));
    }
    // A fresh isolate's first navigation, then warm ones.
    const [first] = PAGES;
    if (!first) throw new Error('no page');
    const firstCookie = { cookie: `${CONSENT} ${cookies.get(first.email)}` };
    const cold = await timeToFirstByte({ port, host, path: first.path, headers: firstCookie });
    const warm = [];
    for (let i = 0; i < 20; i++)
      warm.push(await timeToFirstByte({ port, host, path: first.path, headers: firstCookie }));
    rows.push(
      info(
        `Streamed ${first.label}: first navigation of a fresh isolate · warm (median of 20), to first byte`,
        `${format.ms(cold)} · ${format.ms(median(warm))}`,
      ),
    );

    const side = (
      /** @type {string} */ name,
      /** @type {string} */ path,
      /** @type {string | undefined} */ cookie,
    ) => ({
      name,
      url: `http://127.0.0.1:${port}${path}`,
      headers: {
        host,
        'x-portal-request': '1',
        ...(cookie ? { cookie: `${CONSENT} ${cookie}` } : {}),
      },
      processGroup,
    });
    for (const page of PAGES) {
      const cookie = cookies.get(page.email);
      const sides = {
        navigation: side(`navigation ${page.path}`, page.path, cookie),
        answers: page.api.map((path) => side(`answer ${path}`, path, cookie)),
        shell: side('login page', '/', undefined),
      };
      /** @type {Record<'navigation' | 'answers' | 'shell', number[]>} */
      const perRequest = { navigation: [], answers: [], shell: [] };
      const cpuPer = (/** @type {{ cpuMs: number | null, latencies: number[] }} */ s) =>
        s.cpuMs === null ? Number.NaN : s.cpuMs / s.latencies.length;
      // Alternating slices at one connection, so a neighbour's busy moment falls on every side alike.
      for (let i = 0; i < slices; i++) {
        const options = { connections: 1, durationSeconds: sliceSeconds };
        perRequest.navigation.push(cpuPer(await slice({ ...sides.navigation, ...options })));
        let answers = 0;
        for (const answer of sides.answers) answers += cpuPer(await slice({ ...answer, ...options }));
        perRequest.answers.push(answers);
        perRequest.shell.push(cpuPer(await slice({ ...sides.shell, ...options })));
      }
      const added = perRequest.navigation.map(
        (navigation, i) =>
          navigation - (perRequest.answers[i] ?? Number.NaN) - (perRequest.shell[i] ?? Number.NaN),
      );
      rows.push(
        info(
          `Streamed ${page.label}: server CPU per navigation · its API answers fetched directly · the login page's token-filled shell (medians of ${slices} slices)`,
          `${format.ms(median(perRequest.navigation))} · ${format.ms(median(perRequest.answers))} · ${format.ms(median(perRequest.shell))}`,
        ),
        figure(
          `Streamed ${page.label}: server CPU rendering adds (navigation − answers − shell, p50 of slices)`,
          percentile(added, 50),
          format.ms,
          atMost(RENDER_BUDGETS.renderAddedMs, format.ms),
        ),
      );
    }

    // Time to first byte at one connection: a signed-in page against the public login page.
    const signedIn = [];
    const login = [];
    for (let i = 0; i < ttfbSamples; i++) {
      signedIn.push(await timeToFirstByte({ port, host, path: first.path, headers: firstCookie }));
      login.push(await timeToFirstByte({ port, host, path: '/' }));
    }
    rows.push(
      info(
        `Time to first byte at one connection, ${first.label} · login page (${ttfbSamples} each, p50)`,
        `${format.ms(median(signedIn))} · ${format.ms(median(login))}`,
      ),
      figure(
        `Time to first byte, ${first.label} minus the login page (p50)`,
        median(signedIn) - median(login),
        format.ms,
        atMost(RENDER_BUDGETS.ttfbAddedMs, format.ms),
      ),
      info('Worker bundle (dist/portal, gzip)', format.kb(workerBundleGzipBytes())),
    );
  } finally {
    await stopProcess(server);
  }
  return rows;
}
