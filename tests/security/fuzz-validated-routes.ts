import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/csrf';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import type { ValidationOf } from '#worker/http/validation.ts';
import { type AppRoute, fillPath, isEmployerRoute, routeLabel, validatedRoutes } from './app-routes';
import { answerProblem, routesToFuzz } from './fuzz-checks';
import { inputFor, PROTOTYPE_KEYS, paramValueFor, queryValueFor, shapeOf } from './fuzz-inputs';

// Issue 20: 1,000 generated inputs per validated Worker route (params, query and JSON body, read
// off the app): no answer is a 5xx, an input the route's own schemas refuse never reaches the
// upstream, and an accepted one's 2xx answer fits the route's answer schema (fuzz-checks.ts). Once both people are signed in (through the real reference API), the upstream is a
// double that answers every call with a 404, so a valid input costs one cheap round trip and
// changes no data.
const FUZZ_RUNS = 1000;
const ORIGIN = 'http://acme.localhost';

/** Routes of signing in and getting back in: they need no session. */
export const isSignInRoute = (route: AppRoute) =>
  /^\/api\/(auth|password|activation|two-factor)(\/|$)/.test(route.path);

/**
 * The fuzz of the validated routes `which` picks, in one test file. Split across files because a
 * test file runs in one workerd request context, which holds at most 10,000 live timers, and every
 * upstream call arms an 8-second `AbortSignal.timeout` (worker/upstream/upstream-client.ts).
 */
export function fuzzValidatedRoutes(which: (route: AppRoute) => boolean, ipBlock: string) {
  // Before anything else: a filter that matches no route fails the file (issue 42, item 12).
  const routes = routesToFuzz(validatedRoutes(), which, which.name || 'the filter');
  let doubleAnswers = false;
  const portal = createTestPortal({
    interceptUpstream: () =>
      doubleAnswers
        ? Response.json(
            { message: 'Not found', error: { message: 'Not found', code: 'not_found' } },
            { status: 404 },
          )
        : undefined,
  });
  const cookies = { employee: '', employer: '' };

  beforeAll(async () => {
    for (const [who, email] of [
      ['employee', 'emma.employee@acme.test'],
      ['employer', 'alex.admin@acme.test'],
    ] as const) {
      const client = createApiClient(portal, 'acme', { ip: `${ipBlock}::${who.length}` });
      expect((await client.login(email)).status).toBe(200);
      cookies[who] = `__Host-portal-session=${client.cookie}`;
    }
    doubleAnswers = true;
  });

  type Input = { param?: Record<string, string>; query?: Partial<Record<string, string>>; json?: unknown };

  /** The query as a URL carries it (a key the generator left out is absent, not 'undefined'). */
  const searchOf = (query: Input['query']) =>
    new URLSearchParams(
      Object.entries(query ?? {}).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])),
    );

  const schemaFor = (route: AppRoute, target: string) =>
    route.validations.find((validation) => validation.target === target)?.schema;

  /** Parameters, query and body for one route, each generated only when the route validates it. */
  function inputsFor(route: AppRoute): fc.Arbitrary<Input> {
    const paramSchema = schemaFor(route, 'param');
    const paramShape = paramSchema ? shapeOf(paramSchema) : null;
    const params = fc.record(
      Object.fromEntries(route.params.map((name) => [name, paramValueFor(paramShape?.[name])])),
    );
    const querySchema = schemaFor(route, 'query');
    const queryShape = querySchema ? (shapeOf(querySchema) ?? {}) : {};
    const query = fc
      .tuple(
        fc.record(
          Object.fromEntries(Object.entries(queryShape).map(([key, child]) => [key, queryValueFor(child)])),
          { requiredKeys: [] },
        ),
        fc.option(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS, 'page', 'q'), queryValueFor(undefined))),
      )
      .map(([known, extra]) => (extra ? { ...known, [extra[0]]: extra[1] } : known));
    const jsonSchema = schemaFor(route, 'json');
    return fc.record(
      {
        param: params,
        ...(querySchema ? { query } : {}),
        ...(jsonSchema ? { json: inputFor(jsonSchema) } : {}),
      },
      { requiredKeys: ['param'] },
    );
  }

  /** What each validator of the route sees for this input, as Hono hands it over. */
  function valueFor(validation: ValidationOf, input: Input): unknown {
    if (validation.target === 'param') return input.param ?? {};
    if (validation.target === 'query') return Object.fromEntries(searchOf(input.query));
    return JSON.parse(JSON.stringify(input.json ?? null));
  }

  // zod can throw on a hostile value (a `length` whose toString is false); the Worker's validate()
  // refuses such an input with a 400 (worker/http/validation.ts), so it counts as invalid here too.
  const accepts = (validation: ValidationOf, value: unknown) => {
    try {
      return z.safeParse(validation.schema, value).success;
    } catch {
      return false;
    }
  };
  const isValid = (route: AppRoute, input: Input) =>
    route.validations.every((validation) => accepts(validation, valueFor(validation, input)));

  function requestFor(route: AppRoute, input: Input, ip: string): [string, RequestInit] {
    const encoded = Object.fromEntries(
      Object.entries(input.param ?? {}).map(([name, value]) => [name, encodeURIComponent(value)]),
    );
    const search = searchOf(input.query).toString();
    const hasJson = route.validations.some((validation) => validation.target === 'json');
    const url = `${ORIGIN}${fillPath(route, encoded)}${search ? `?${search}` : ''}`;
    return [
      url,
      {
        method: route.method,
        headers: {
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          origin: ORIGIN,
          cookie: isEmployerRoute(route) ? cookies.employer : cookies.employee,
          'cf-connecting-ip': ip,
          ...(hasJson ? { 'content-type': 'application/json' } : {}),
        },
        body: hasJson ? JSON.stringify(input.json ?? null) : undefined,
      },
    ];
  }

  describe('fuzzing every validated route', () => {
    let routesWithValidInputs = 0;

    it.each(routes.map((route, index) => [routeLabel(route), route, index] as const))(
      '%s: 1,000 inputs, no 5xx, no upstream call with an input its schemas refuse, accepted answers fit their schema',
      async (_, route, index) => {
        const ip = `${ipBlock}::${(index + 16).toString(16)}`;
        let accepted = 0;
        await fc.assert(
          fc.asyncProperty(inputsFor(route), async (input) => {
            const before = portal.upstreamCalls.length;
            const [url, init] = requestFor(route, input, ip);
            const response = await portal.fetch(url, init);
            const valid = isValid(route, input);
            if (valid) accepted++;
            const upstreamCalls = portal.upstreamCalls.slice(before);
            expect(await answerProblem({ route, url, valid, response, upstreamCalls })).toBeNull();
          }),
          { numRuns: FUZZ_RUNS },
        );
        if (accepted > 0) routesWithValidInputs++;
      },
      120_000,
    );

    // The fuzz is not all noise: for most routes some inputs pass the schemas and reach the double.
    it('generated inputs that pass the schemas for most routes', () => {
      expect(routes.length).toBeGreaterThan(0);
      expect(routesWithValidInputs).toBeGreaterThanOrEqual(routes.length / 2);
    });
  });
}
