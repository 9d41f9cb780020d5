import type { ClientResponse } from 'hono/client';
import type { Endpoint, ExtractSchema } from 'hono/types';
import type { AppType, SuccessBody } from '#web/lib/portal-client.ts';

/** The Worker's routes as Hono records them: path → `$method` → its answers (one per status). */
type ApiSchema = ExtractSchema<AppType>;
type ApiPath = keyof ApiSchema & string;
type ApiMethod<Path extends ApiPath> = keyof ApiSchema[Path] & `$${string}`;

/** One route: its path and its client method (`$get`). */
type Route = { [Path in ApiPath]: { [Method in ApiMethod<Path>]: [Path, Method] }[ApiMethod<Path>] }[ApiPath];
type EndpointOf<R extends Route> = R extends [infer Path extends ApiPath, infer Method]
  ? ApiSchema[Path][Method & keyof ApiSchema[Path]]
  : never;

/** The values a path parameter takes: its validator's own (a content page's name), else any text. */
type ParamValues<R extends Route, Name extends string> =
  EndpointOf<R> extends { input: { param: infer Params } }
    ? Name extends keyof Params
      ? Params[Name] & string
      : string
    : string;

/** The path with each `:name` written as its values, or as `Id` where `loose` is false. */
type KeyPath<
  R extends Route,
  Path extends string,
  Loose extends boolean,
> = Path extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}${Slot<R, Name, Loose>}/${KeyPath<R, Rest, Loose>}`
  : Path extends `${infer Head}:${infer Name}`
    ? `${Head}${Slot<R, Name, Loose>}`
    : Path;
type Slot<R extends Route, Name extends string, Loose extends boolean> =
  string extends ParamValues<R, Name> ? (Loose extends true ? string : `${number}`) : ParamValues<R, Name>;

type Verb<R extends Route> = R[1] extends `$${infer Name}` ? Uppercase<Name> : never;
type LooseKey<R extends Route> = `${Verb<R>} ${KeyPath<R, R[0], true>}`;

/**
 * Whether a parameter written as any text would make this route's key take another route's path
 * too: `GET /api/benefits/${string}` takes `GET /api/benefits/7/claims`, and `.../${string}` takes
 * `.../last-upload`. A stub's key then has to fit two routes' types at once, so such a route's
 * parameters are written `${number}` (the Worker's ids), which neither a word nor a longer path is.
 */
type TakesAnotherRoute<R extends Route> = true extends TakesRoute<R, Route> ? true : false;
type TakesRoute<R extends Route, Other extends Route> = Other extends Route
  ? [Other] extends [R]
    ? false
    : LooseKey<Other> extends LooseKey<R>
      ? true
      : false
  : never;

/** A route's stub key, "METHOD /api/path", as stubApi (api-stubs.tsx) keys a request. */
type StubKey<R extends Route> =
  `${Verb<R>} ${KeyPath<R, R[0], TakesAnotherRoute<R> extends true ? false : true>}`;

type Answers<E> = E extends Endpoint ? ClientResponse<E['output'], E['status'], E['outputFormat']> : never;

/**
 * The body of each Worker /api route's success answer, keyed "METHOD /api/path" as stubApi keys its
 * stubs (api-stubs.tsx), derived from the Worker's routes (`AppType`) so a fixture is held to the
 * type the SPA's typed client reads (SuccessBody, web/lib/portal-client.ts): a json() fixture that
 * does not fit fails the type check (tsc -p tsconfig.web.json), and so does a key no route has. A
 * path parameter is any text, or its validator's values (a content page's name), or `${number}`
 * where any text would also take another route's path (TakesAnotherRoute). A query string is not
 * part of the key. A route that answers no JSON (204, a file, a stream) has the body `never`: its
 * stub is a plain Response. Errors use apiError(), whose body is the Worker's one error shape.
 */
export type ApiFixtures = { [R in Route as StubKey<R>]: SuccessBody<Answers<EndpointOf<R>>> };
