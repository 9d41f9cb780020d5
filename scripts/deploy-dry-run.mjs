// `npm run deploy:check` (and a step of `npm test`): `wrangler deploy --dry-run` for staging and
// production, offline and without a Cloudflare account. It reads each environment as a deploy would,
// bundles the Worker, lists its bindings and uploads nothing (docs/deploy.md, docs/decisions/029).
//
// The real deploy builds with Vite first (`npm run deploy:<env>`), whose plugin supplies the assets
// directory and the module alias of the page renderer; here an empty assets directory and the same
// alias stand in, so the check needs no build and takes a few seconds.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ENVIRONMENTS = ['staging', 'production'];
/** Bindings every deployed environment must have (a missing one would fail at the first request). */
const REQUIRED_BINDINGS = [
  'env.THEMES',
  'env.SESSION_REVOCATIONS',
  'env.LOGIN_RATE_LIMITER',
  'env.CF_VERSION_METADATA',
  'env.ASSETS',
  'env.UPSTREAM_V1_URL',
  'env.UPSTREAM_V2_URL',
  'env.CARD_VALUE_SERVICE_URL',
  'env.CAPTCHA_SITE_KEY',
];
/**
 * Top-level settings wrangler rightly warns a deployed environment lacks: SESSION_KEYS is a secret
 * there (`wrangler secret put`), and the UPSTREAM service binding is the local reference API.
 * Any other top-level var missing from an environment fails the check.
 */
const SECRETS_IN_DEPLOYED_ENVIRONMENTS = new Set(['SESSION_KEYS']);

const assets = `${root}.tmp/deploy-dry-run/empty-assets`;
mkdirSync(assets, { recursive: true });
const rendererStandIn = './.tmp/deploy-dry-run/app-page-renderer.js';
writeFileSync(
  `${root}${rendererStandIn.slice(2)}`,
  [
    "const notBundled = () => { throw new Error('The dry run does not bundle the SPA'); };",
    'export const renderAppPage = notBundled;',
    'export const routeOfPath = notBundled;',
    '',
  ].join('\n'),
);

let failed = false;
for (const environment of ENVIRONMENTS) {
  const result = spawnSync(
    'wrangler',
    [
      'deploy',
      '--dry-run',
      '--config',
      'wrangler.toml',
      '--env',
      environment,
      '--outdir',
      `.tmp/deploy-dry-run/${environment}`,
      '--assets',
      assets,
      // The SPA's render of every page (web/app/render-app-page.tsx) is bundled by Vite, whose
      // plugins compile its message catalogs and macros (docs/decisions/085; `npm run build` checks
      // it): here a stand-in of the same exports, since the dry run checks the Worker's
      // configuration and bindings (wrangler's --alias is `name:path`, an exact name).
      '--alias',
      `@portal/app-page-renderer:${rendererStandIn}`,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true' },
    },
  );
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const problems = [];
  if (result.error) problems.push(`wrangler could not be started (${result.error.message}); run through npm`);
  if (result.status !== 0) problems.push(`wrangler exited with ${result.status}`);
  if (!output.includes('--dry-run: exiting now.')) problems.push('the dry run did not finish');
  for (const binding of REQUIRED_BINDINGS) {
    if (!output.includes(binding)) problems.push(`no ${binding} binding`);
  }
  if (!output.includes(`env.ENVIRONMENT ("${environment}")`))
    problems.push(`ENVIRONMENT is not "${environment}"`);
  // "Please add these vars to "env.<name>.vars":" followed by "- NAME" lines.
  const missingVars = [
    ...output.matchAll(/Please add these vars to "env\.(\w+)\.vars":\n((?:\s+- \w+\n?)+)/g),
  ]
    .filter((match) => match[1] === environment)
    .flatMap((match) => [...match[2].matchAll(/- (\w+)/g)].map((name) => name[1]))
    .filter((name) => !SECRETS_IN_DEPLOYED_ENVIRONMENTS.has(name));
  for (const name of missingVars)
    problems.push(`${name} is a top-level var missing from [env.${environment}.vars]`);

  if (problems.length > 0) {
    failed = true;
    console.error(output);
    console.error(`✗ wrangler deploy --dry-run --env ${environment}:\n  - ${problems.join('\n  - ')}`);
  } else {
    console.log(`✓ wrangler deploy --dry-run --env ${environment}`);
  }
}
process.exit(failed ? 1 : 0);
