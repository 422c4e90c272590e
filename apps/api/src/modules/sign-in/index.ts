/**
 * The ways into a session: sign-in, first access, the partner redirect and the password reset. Above
 * auth (who calls, tokens, passwords, codes), which every module reads: a first sign-in moves the
 * status and a reset sends mail, so these flows cannot sit in auth without a circle.
 *
 * Other modules, routes, jobs and the CLI import it from here, never from its files (decision 030).
 */
export { firstAccess } from './first-access.ts';
export { exchangePartnerToken } from './partner-redirect.ts';
export { changeAfterCode, requestReset } from './reset-password.ts';
export { signIn } from './sign-in.ts';
