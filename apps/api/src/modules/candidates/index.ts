/**
 * What the candidates module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { getAccessLink, resendAccessLink } from './access-link.ts';
export { EMAIL_UNAVAILABLE, checkEmail } from './check-email.ts';
export { confirmEmailChange } from './confirm-email-change.ts';
export { claimEmail, retireEmail } from './email-rule.ts';
export { listCandidatesJson } from './list-candidates.ts';
export { REGISTRATION_MESSAGES, registerCandidate } from './register-candidate.ts';
export { requestEmailChange } from './request-email-change.ts';
export { resolveCandidateId } from './resolve-candidate-id.ts';
export { suggestManagers, suggestRecruiters } from './suggestions.ts';
