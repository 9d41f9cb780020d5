/**
 * The host of a request's URL as the runtime gives it ('http://acme.localhost:8787/api/x' gives
 * 'acme.localhost:8787'), read from the string: every request needs it (tenant, configuration
 * check) and a whole URL parse for it was a measurable share of a proxied call (decision 012).
 * The runtime's URL is absolute and normalised, so the host is what lies between '//' and the
 * path, after any user info.
 */
export function hostOf(url: string): string {
  const start = url.indexOf('//') + 2;
  let end = url.length;
  for (const stop of ['/', '?', '#']) {
    const at = url.indexOf(stop, start);
    if (at !== -1 && at < end) end = at;
  }
  const authority = url.slice(start, end);
  return authority.slice(authority.lastIndexOf('@') + 1);
}

/** The host without its port, as URL's `hostname` gives it ('[::1]:8787' gives '[::1]'). */
export function hostnameOf(url: string): string {
  return hostOf(url).replace(/:\d*$/, '');
}
