/**
 * The bearer token of a request. The portal sends both Authorization: Bearer and X-Bearer-Token
 * (spec section 7): the first that carries a token counts, so an Authorization header of another
 * scheme (added by a proxy, say) does not hide X-Bearer-Token. Null when neither carries one.
 */
export function bearerTokenFrom(
  authorization: string | undefined,
  xBearerToken: string | undefined,
): string | null {
  const fromAuthorization =
    authorization === undefined ? undefined : /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization)?.[1];
  if (fromAuthorization) {
    return fromAuthorization;
  }
  const token = xBearerToken?.trim();
  return token ? token : null;
}

/** Whether the request tries to authenticate at all (a wrong token must not fall back to anonymous). */
export function presentsCredentials(
  authorization: string | undefined,
  xBearerToken: string | undefined,
): boolean {
  return authorization !== undefined || xBearerToken !== undefined;
}
