import { describe, expect, it } from 'vitest';
import { type AppRoute, validatedRoutes } from './app-routes';
import { answerProblem, type FuzzedCall, routesToFuzz } from './fuzz-checks';
import { fuzzValidatedRoutes } from './fuzz-validated-routes';

// Issue 42, item 12: the fuzz's checks fail when they should. A suite that cannot fail proves nothing.

const route = (method: string, path: string): AppRoute => ({ method, path, params: [], validations: [] });
const DETAILS = route('GET', '/api/profile/details');
const URL_OF = (path: string) => `http://acme.localhost${path}`;
const EMMA_DETAILS = {
  firstName: 'Emma',
  surname: 'Fielding',
  email: 'emma.employee@acme.test',
  phone: '07700 900123',
  addressLine1: '14 Harbour View',
  addressLine2: 'Clifton',
  town: 'Bristol',
  postcode: 'BS8 4RE',
};

const call = (overrides: Partial<FuzzedCall> & { response: Response }): FuzzedCall => ({
  route: DETAILS,
  url: URL_OF(DETAILS.path),
  valid: true,
  upstreamCalls: [],
  ...overrides,
});

describe('the route filter', () => {
  it('fails a fuzz file whose filter matches no route, before anything runs', () => {
    expect(() => routesToFuzz(validatedRoutes(), () => false, 'nothing')).toThrow(
      /route filter "nothing" matched none of the \d+ validated routes/,
    );
    expect(() =>
      fuzzValidatedRoutes(function isRenamedRoute() {
        return false;
      }, '2001:db8:f022:f'),
    ).toThrow(/isRenamedRoute/);
  });

  it('passes on what a filter picks', () => {
    const picked = routesToFuzz(validatedRoutes(), (r) => r.path.startsWith('/api/family'), 'family');
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.every((r) => r.path.startsWith('/api/family'))).toBe(true);
  });
});

describe('an answer to a fuzzed input', () => {
  it.each([500, 502, 503, 504])('fails at %i, for an accepted input or a refused one', async (status) => {
    for (const valid of [true, false]) {
      const response = Response.json({ error: { message: 'x', code: 'y' } }, { status });
      expect(await answerProblem(call({ valid, response }))).toMatch(new RegExp(`answered ${status}`));
    }
  });

  it('lets an accepted input through a 502 only when the upstream was called and the answer is the one shape', async () => {
    const told = () =>
      Response.json({ error: { message: 'Unable to process login request', code: 'x' } }, { status: 502 });
    // The double's 404 that the route tells as the upstream's failure.
    expect(await answerProblem(call({ response: told(), upstreamCalls: ['/v2/login/url'] }))).toBeNull();
    // Not without an upstream call, not for a refused input, not the Worker's own failure, not another shape.
    expect(await answerProblem(call({ response: told() }))).toMatch(/answered 502/);
    expect(await answerProblem(call({ valid: false, response: told(), upstreamCalls: ['/v2/x'] }))).toMatch(
      /answered 502/,
    );
    const internal = Response.json({ error: { message: 'x', code: 'internal_error' } }, { status: 502 });
    expect(await answerProblem(call({ response: internal, upstreamCalls: ['/v2/x'] }))).toMatch(
      /answered 502/,
    );
    const html = new Response('<h1>Bad gateway</h1>', { status: 502 });
    expect(await answerProblem(call({ response: html, upstreamCalls: ['/v2/x'] }))).toMatch(/answered 502/);
  });

  it('fails a refused input that reached the upstream, or was not refused in the one shape', async () => {
    const refusal = () =>
      Response.json({ error: { message: 'Invalid', code: 'validation_failed' } }, { status: 400 });
    expect(
      await answerProblem(call({ valid: false, response: refusal(), upstreamCalls: ['/v2/user'] })),
    ).toMatch(/reached the upstream/);
    expect(await answerProblem(call({ valid: false, response: Response.json({}, { status: 200 }) }))).toMatch(
      /answered 200/,
    );
    expect(
      await answerProblem(call({ valid: false, response: Response.json({ oops: 1 }, { status: 400 }) })),
    ).toMatch(/one error shape/);
    expect(await answerProblem(call({ valid: false, response: refusal() }))).toBeNull();
  });

  it("checks an accepted input's 2xx JSON against the route's answer schema", async () => {
    expect(await answerProblem(call({ response: Response.json(EMMA_DETAILS) }))).toBeNull();
    expect(await answerProblem(call({ response: Response.json({ ...EMMA_DETAILS, email: 42 }) }))).toMatch(
      /outside its answer schema/,
    );
    const undeclared = route('GET', '/api/not-declared');
    expect(
      await answerProblem(
        call({ route: undeclared, url: URL_OF(undeclared.path), response: Response.json({}) }),
      ),
    ).toMatch(/declares no answer schema/);
    // Not JSON (a CSV, a zip), no body, or not a success: nothing to hold to a schema.
    const csv = new Response('a,b\r\n', { headers: { 'content-type': 'text/csv' } });
    expect(await answerProblem(call({ response: csv }))).toBeNull();
    expect(await answerProblem(call({ response: new Response(null, { status: 204 }) }))).toBeNull();
    expect(await answerProblem(call({ response: Response.json({ error: {} }, { status: 404 }) }))).toBeNull();
  });
});
