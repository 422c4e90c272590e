/**
 * Sent by the SPA: keep the refresh token in an HttpOnly cookie, out of the answer's body. In a
 * module without schemas, so the web's request helper (and the sign-in page) carries no zod.
 */
export const REFRESH_COOKIE_HEADER = 'x-refresh-cookie';
