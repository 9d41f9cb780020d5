/**
 * An upstream call's headers as one plain object with lower-case names, built in JavaScript and
 * handed to the runtime once, when the Request is made. Each call on a `Headers` object crosses
 * into the runtime, and a proxied call used to make a dozen of them (decision 012).
 */
export type HeaderRecord = Record<string, string>;

export function headerRecord(init: HeadersInit | undefined): HeaderRecord {
  const record: HeaderRecord = {};
  if (!init) return record;
  const entries = init instanceof Headers || Array.isArray(init) ? init : Object.entries(init);
  for (const [name, value] of entries) {
    if (name !== undefined && value !== undefined) record[name.toLowerCase()] = value;
  }
  return record;
}
