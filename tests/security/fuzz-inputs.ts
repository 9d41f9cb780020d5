// fast-check inputs for the validated routes: valid-looking values read off each zod schema (so a
// good share passes and reaches the upstream double), mixed with hostile ones (long strings,
// unicode, numbers as strings, nested objects, nulls, prototype keys).
import fc from 'fast-check';
import type { z } from 'zod';

/** Any zod 4 schema, zod or zod/mini (the Worker validates with both, worker/http/validation.ts). */
type Schema = z.core.$ZodType;

/** Keys that poison an object built carelessly from parsed JSON or a query string. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const traversal = fc.constantFrom(
  '..%2F..%2Fadmin',
  '%2e%2e',
  '%2e%2e%2fadmin',
  '../admin',
  'http://evil.example/',
  '//evil.example',
  'x@evil.example',
  '\u0000',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
);

/** Strings a form could plausibly send: some pass a field's rules, most are near misses. */
const plausibleString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '1',
    '0',
    '-1',
    '01',
    '1.5',
    '1e3',
    '9007199254740993',
    'NaN',
    'Infinity',
    'true',
    'null',
    '123456',
    '2026-01-15',
    '1985-03-12',
    '15/01/2026',
    '2026',
    'emma.employee@acme.test',
    'Sunlit-Harbour#47',
    'demo-acme-nina',
    'monthly',
    'annual',
    'approved',
    'rejected',
  ),
  fc.integer({ min: -1000, max: 1_000_000 }).map(String),
  fc.emailAddress(),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/),
);

export const hostileString = fc.oneof(
  traversal,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 500, maxLength: 5000 }),
  fc.constantFrom(...PROTOTYPE_KEYS),
);

export const anyString = fc.oneof(
  { arbitrary: plausibleString, weight: 2 },
  { arbitrary: hostileString, weight: 1 },
);

const scalar = fc.oneof(
  anyString,
  fc.integer(),
  fc.double({ noDefaultInfinity: false }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(0, -1, 1, 2026, 2 ** 53 + 1, 1e308, -0),
);

/** Any JSON value, nested a few levels, with prototype keys among the object keys. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const bagOf = (schema: unknown): Record<string, unknown> =>
  (schema as { _zod: { bag?: Record<string, unknown> } })._zod.bag ?? {};

/** The object keys a schema reads (through optional, pipes and the like), or null for a non-object. */
export function shapeOf(schema: Schema): Record<string, Schema> | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return def.shape as Record<string, Schema>;
    case 'pipe':
      return shapeOf(def.in as Schema);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return shapeOf(def.innerType as Schema);
    default:
      return null;
  }
}

/** Values shaped by the schema (often valid, never guaranteed): the valid-looking half of the fuzz. */
export function shapedBy(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return scalar;
  const def = defOf(schema);
  const bag = bagOf(schema);
  switch (def.type) {
    case 'string': {
      const patterns = [...((bag.patterns as Set<RegExp> | undefined) ?? [])].filter(
        (pattern) => !pattern.flags.includes('g') && !pattern.flags.includes('y'),
      );
      const fromPattern = patterns.length ? [fc.stringMatching(patterns[0] as RegExp)] : [];
      const min = typeof bag.minimum === 'number' ? bag.minimum : 0;
      const max = typeof bag.maximum === 'number' ? Math.min(bag.maximum, 200) : 40;
      return fc.oneof(
        ...fromPattern,
        plausibleString,
        fc.string({ minLength: Math.min(min, max), maxLength: Math.max(min, max) }),
      );
    }
    case 'number':
    case 'int':
      return fc.oneof(
        fc.integer({ min: -5, max: 5000 }),
        fc.integer(),
        fc.constantFrom(2026, 2025, 1, 0, 0.5, 1e9),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return fc.option(shapedBy(def.innerType as Schema, depth + 1), { nil: undefined });
    case 'nullable':
      return fc.option(shapedBy(def.innerType as Schema, depth + 1), { nil: null });
    case 'pipe':
      return shapedBy(def.in as Schema, depth + 1);
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => shapedBy(option, depth + 1)));
    case 'array':
      return fc.array(shapedBy(def.element as Schema, depth + 1), { maxLength: 4 });
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, child]) => [key, shapedBy(child, depth + 1)])),
        { requiredKeys: [] },
      );
    }
    default:
      return anyJson;
  }
}

/**
 * A value for a schema: shaped by it, shaped with one field replaced by hostile junk or with a
 * prototype key added, or anything at all.
 */
export function inputFor(schema: Schema): fc.Arbitrary<unknown> {
  const shaped = shapedBy(schema);
  const keys = Object.keys(shapeOf(schema) ?? {});
  const spoiled = fc
    .tuple(shaped, fc.constantFrom(...keys, ...PROTOTYPE_KEYS), anyJson)
    .map(([value, key, junk]) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries([...Object.entries(value), [key, junk]])
        : value,
    );
  return fc.oneof(
    { arbitrary: shaped, weight: 3 },
    { arbitrary: spoiled, weight: 2 },
    { arbitrary: anyJson, weight: 1 },
  );
}

/** A path parameter's value: never empty, '.' or '..' (the URL itself would swallow those). */
export function paramValueFor(schema: Schema | undefined): fc.Arbitrary<string> {
  const shaped = schema
    ? shapedBy(schema).map((value) => (typeof value === 'string' ? value : String(value)))
    : plausibleString;
  return fc
    .oneof({ arbitrary: shaped, weight: 2 }, { arbitrary: anyString, weight: 1 })
    .filter((value) => value !== '' && value !== '.' && value !== '..' && !/\p{Cs}/u.test(value));
}

/** A query value: strings only (a query has no other type). */
export function queryValueFor(schema: Schema | undefined): fc.Arbitrary<string> {
  return paramValueFor(schema).filter((value) => value.length < 2000);
}
