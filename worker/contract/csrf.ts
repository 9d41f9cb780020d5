/** Sent by the SPA on every /api call; the CSRF middleware refuses requests without it. */
export const CSRF_HEADER = 'x-portal-request';
export const CSRF_HEADER_VALUE = '1';
