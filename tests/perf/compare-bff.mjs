// Server CPU per proxied request of portal variants side by side with the empty pass-through
// Worker deployed as the portal is (the portal's assets block; issue 19, docs/decisions/012): each a
// `wrangler dev` server with the reference API on its own fresh database, 10 connections in slices
// that alternate between them, CPU from /proc. Between runs the level of every figure moves by a
// few tenths of a millisecond with the machine; differences within one run are what to read.
//
//   PATH=node_modules/.bin:$PATH node tests/perf/compare-bff.mjs dist/portal/wrangler.json other.json
//
// Up to three portal configs (built Workers, for example a copy of dist/portal with one line
// changed; a copy's wrangler.json must name the assets directory by its absolute path).
// COMPARE_SLICE_DETAIL=1 prints each side's CPU per request slice by slice.
import { cpSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  passThroughWithPortalAssets,
  perSlice,
  portalSide,
  slice,
  summarize,
  upstreamReadSide,
} from './bff-overhead.mjs';
import { PORTS, prepareBenchState, startWranglerDev, stopProcess, stopServersOnExit } from './servers.mjs';
import { portalSessionCookie, upstreamAccessToken } from './sign-in.mjs';

const SECONDS = Number(process.env.COMPARE_SECONDS ?? 30);
const SLICES = Number(process.env.COMPARE_SLICES ?? 6);
const CONNECTIONS = Number(process.env.COMPARE_CONNECTIONS ?? 10);
const ACCOUNT = { tenant: 'acme', email: 'emma.employee@acme.test' };
const configs = process.argv.slice(2);
if (configs.length < 1 || configs.length > 3) throw new Error('one to three portal configs');

stopServersOnExit();
const state = prepareBenchState();
cpSync(state.through, `${state.through}-2`, { recursive: true });
cpSync(state.through, `${state.through}-3`, { recursive: true });
const slots = [
  { port: PORTS.through, inspectorPort: PORTS.throughInspector, persistTo: state.through },
  { port: PORTS.direct, inspectorPort: PORTS.directInspector, persistTo: `${state.through}-2` },
  { port: PORTS.bareWorker, inspectorPort: PORTS.bareWorkerInspector, persistTo: `${state.through}-3` },
];
const servers = await Promise.all([
  startWranglerDev('compare-pass-through', {
    configs: [passThroughWithPortalAssets(state.passThrough), 'dist/reference_api/wrangler.json'],
    port: PORTS.passThrough,
    inspectorPort: PORTS.passThroughInspector,
    persistTo: state.passThrough,
  }),
  ...configs.map((config, i) =>
    startWranglerDev(`compare-${i}`, { configs: [config, 'dist/reference_api/wrangler.json'], ...slots[i] }),
  ),
]);
try {
  const token = await upstreamAccessToken({ port: PORTS.passThrough, ...ACCOUNT });
  const sides = [
    upstreamReadSide("empty pass-through Worker with the portal's assets", {
      port: PORTS.passThrough,
      token,
      processGroup: servers[0]?.child.pid,
    }),
  ];
  for (const [i, config] of configs.entries()) {
    const port = slots[i]?.port ?? 0;
    sides.push({
      ...portalSide({
        port,
        tenant: ACCOUNT.tenant,
        cookie: await portalSessionCookie({ port, ...ACCOUNT }),
        processGroup: servers[i + 1]?.child.pid,
      }),
      name: config,
    });
  }
  for (const side of sides) {
    await side.beforeSlice?.();
    await slice({ ...side, connections: CONNECTIONS, durationSeconds: 3 });
  }
  console.log(`load average ${loadavg()[0]?.toFixed(1)} before the measurement`);
  /** @type {Awaited<ReturnType<typeof slice>>[][]} */
  const measured = sides.map(() => []);
  for (let s = 0; s < SLICES; s++) {
    for (let k = 0; k < sides.length; k++) {
      const i = (s + k) % sides.length;
      const side = sides[i];
      await side?.beforeSlice?.();
      if (side)
        measured[i]?.push(
          await slice({ ...side, connections: CONNECTIONS, durationSeconds: SECONDS / SLICES }),
        );
    }
  }
  const results = measured.map((m) => summarize(CONNECTIONS, m));
  const floor = results[0]?.cpuMsPerRequest ?? 0;
  for (const [i, r] of results.entries()) {
    const slices = measured[i] ?? [];
    console.log(
      `${sides[i]?.name}: server CPU ${r.cpuMsPerRequest?.toFixed(3)} ms/request (+${((r.cpuMsPerRequest ?? 0) - floor).toFixed(3)}), ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms`,
    );
    if (process.env.COMPARE_SLICE_DETAIL) {
      console.log(
        `  CPU per request by slice: ${slices.map((s) => perSlice.cpuMsPerRequest(s).toFixed(2)).join(' ')}`,
      );
    }
  }
  console.log(`load average ${loadavg()[0]?.toFixed(1)} at the end`);
} finally {
  await Promise.all(servers.map((server) => stopProcess(server)));
}
