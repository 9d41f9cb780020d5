import type { Context } from 'hono';

/** A header for the answer: name, value, and whether it joins the values already there. */
export type AnswerHeader = readonly [name: string, value: string, append?: 'append'];

/**
 * Sets headers on the answer a route has already made. Hono's `c.header` after the route builds
 * the whole Response again for every header it sets, since it cannot know whether the headers are
 * mutable; that was a measurable share of a proxied call's CPU (decision 012). The answers our
 * routes make have mutable headers and are changed in place; only an immutable one (a fetched
 * Response passed on as it came) is copied, by `c.header`.
 */
export function setAnswerHeaders(c: Context, entries: readonly AnswerHeader[]): void {
  const headers = c.res.headers;
  try {
    for (const [name, value, append] of entries) {
      if (append) headers.append(name, value);
      else headers.set(name, value);
    }
  } catch {
    for (const [name, value, append] of entries) c.header(name, value, { append: append === 'append' });
  }
}
