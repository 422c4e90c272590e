/**
 * What submitting the sign-in form needs beyond the form: the domain's ZLogon and the contract of
 * POST /auth/logon, with zod under both. Loaded when the browser is idle after the page is shown
 * (or at the latest on submit), so the sign-in page's first paint waits for neither (issue 15 §4).
 */
export { ZLogon } from '@admissao/domain';
export { logon } from './api/auth';
