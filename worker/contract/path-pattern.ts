/**
 * Matches a path against a route pattern in the style of the SPA's routers: literal segments,
 * `:name` parameters and a trailing `*` that takes the rest (possibly nothing). Matching ignores
 * case and a trailing slash. Returns the decoded parameters, or null when the path does not match.
 */
export function matchPathPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternSegments = segmentsOf(pattern);
  const pathSegments = segmentsOf(pathname);
  const splat = patternSegments.at(-1) === '*';
  const fixed = splat ? patternSegments.slice(0, -1) : patternSegments;
  if (splat ? pathSegments.length < fixed.length : pathSegments.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of fixed.entries()) {
    const actual = pathSegments[index] ?? '';
    if (segment.startsWith(':')) {
      const value = safeDecode(actual);
      if (value === null) return null;
      params[segment.slice(1)] = value;
    } else if (segment.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  if (splat) params['*'] = pathSegments.slice(fixed.length).join('/');
  return params;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
