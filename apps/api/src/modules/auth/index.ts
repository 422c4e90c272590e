/**
 * What the auth module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export {
  ACCESS_LINK_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
  STAFF_CODE_TTL_MINUTES,
  accessLink,
  checkCode,
  currentLinkCode,
  issueCode,
} from './access-codes.ts';
export type { CodeCheck } from './access-codes.ts';
export {
  clientName,
  clientsOfStaff,
  findAccountByLogin,
  findAccountBySubject,
  findCandidateByLogin,
  findStaffByLogin,
  loginOf,
  mayHoldSession,
  permissionColumns,
  permissionsOf,
} from './accounts.ts';
export type { Account, StaffRow } from './accounts.ts';
export {
  actorOf,
  assertCandidateSession,
  assertSelf,
  candidateOf,
  requireTenant,
  scopeOf,
  staffOf,
} from './actor.ts';
export type { Actor, CandidateActor, StaffActor, StoredCandidateSession } from './actor.ts';
export { createSession } from './create-session.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { authLimits, clearAttempts, consumeAttempt, loginIpKey, type Limit } from './rate-limit.ts';
export { refreshSession } from './refresh-session.ts';
export { createSessionCache } from './session-cache.ts';
export type { SessionCache } from './session-cache.ts';
export type { CandidateFacts, StaffFacts } from './session-facts.ts';
export { signOut } from './sign-out.ts';
export { revokeAllForSubject, verifyAccessToken } from './tokens.ts';
export type { AccessClaims, Subject } from './tokens.ts';
