import type { Context } from 'hono';

/**
 * Sets a header on the answer a route has already made. Hono's `c.header` after the route builds
 * the whole Response again for every header it sets, since it cannot know whether the headers are
 * mutable; that was a measurable share of a proxied call's CPU (decision 012). The answers our
 * routes make have mutable headers and are changed in place; only an immutable one (a fetched
 * Response passed on as it came) is copied, by `c.header`.
 */
export function setAnswerHeaders(c: Context, entries: readonly (readonly [string, string])[]): void {
  const headers = c.res.headers;
  try {
    for (const [name, value] of entries) headers.set(name, value);
  } catch {
    for (const [name, value] of entries) c.header(name, value);
  }
}

export function setAnswerHeader(
  c: Context,
  name: string,
  value: string,
  options?: { append: boolean },
): void {
  try {
    if (options?.append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, options);
  }
}
