import { env } from 'cloudflare:workers';

// Tests reach the reference API the way the portal does: through the UPSTREAM service binding to
// the auxiliary worker, which shares the test D1 database that tests/setup seeds.
export function callReferenceApi(path: string, init?: RequestInit): Promise<Response> {
  const upstream = env.UPSTREAM;
  if (!upstream) {
    throw new Error('the UPSTREAM service binding is not configured for this test run');
  }
  return upstream.fetch(`http://reference-api${path}`, init);
}
