// `npm run masquerade -- EMAIL [SCHEME_YEAR] [--reason "WHY"] [--allow-changes]`: prints a one-time
// masquerade link minted as Sam Ito (support staff), from the portal started by `npm start` or
// `npm run dev` (development only). The session is read-only unless --allow-changes is given, and
// says why with --reason (the reference API states a development reason without one; decision 053).
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { reason: { type: 'string' }, 'allow-changes': { type: 'boolean', default: false } },
});
const [email, yearArgument] = positionals;
const PORTAL = process.env.PORTAL_URL ?? 'http://localhost:8787';
const DEFAULT_SCHEME_YEAR = 2026;

if (!email) {
  console.error(
    'Usage: npm run masquerade -- EMAIL [SCHEME_YEAR] [--reason "WHY"] [--allow-changes]   e.g. npm run masquerade -- emma.employee@acme.test --reason "Ticket 4821"',
  );
  process.exit(2);
}
const schemeYear = yearArgument ? Number(yearArgument) : DEFAULT_SCHEME_YEAR;

let response;
try {
  response = await fetch(`${PORTAL}/__dev/masquerade-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      schemeYear,
      ...(values.reason === undefined ? {} : { reason: values.reason }),
      readOnly: !values['allow-changes'],
    }),
  });
} catch {
  console.error(`✗ The portal is not running at ${PORTAL}: start it with \`npm start\` first.`);
  process.exit(1);
}
const body = await response.json().catch(() => null);
if (!response.ok || typeof body?.url !== 'string') {
  console.error(`✗ No link (${response.status}): ${body?.error?.message ?? 'unexpected answer'}`);
  process.exit(1);
}
console.log(body.url);
