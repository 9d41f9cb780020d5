// RFC 2046 section 5.1.1: a boundary is 1 to 70 of these characters, not ending in a space.
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/**
 * The Content-Type to send upstream for a multipart/form-data request, rebuilt from its boundary
 * alone, quoted (the Worker never forwards a browser's header as it came); null when the request is not
 * multipart/form-data with a valid boundary.
 */
export function multipartFormType(header: string | undefined): string | null {
  if (!header) return null;
  const [type, ...parameters] = header.split(';');
  if (type?.trim().toLowerCase() !== 'multipart/form-data') return null;
  for (const parameter of parameters) {
    const [name, ...rest] = parameter.split('=');
    if (name?.trim().toLowerCase() !== 'boundary') continue;
    const boundary = rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
    return BOUNDARY.test(boundary) ? `multipart/form-data; boundary="${boundary}"` : null;
  }
  return null;
}
