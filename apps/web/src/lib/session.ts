/**
 * Session store: the signed-in user, candidate and active client, kept in local storage (spec 1 §9),
 * and the access token, kept in memory only (decision 009): a script injected into the page finds
 * no token in storage, and the refresh token lives in an HttpOnly cookie it cannot read at all. A
 * reload, or another tab's sign-in, leaves a user without a token: SessionGate renews it from the
 * cookie. Exposed to React through useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import type {
  LogonAnswer,
  SessionCandidate,
  SessionClient,
  SessionUser,
  SessionView,
} from '@admissao/domain';
import { clearProductKeys, KEYS, readJson, removeLegacyTokenKeys, writeJson } from './storage';

export interface Session {
  /** the access token (memory only) */
  token: string | null;
  user: SessionUser | null;
  candidate: SessionCandidate | null;
  client: SessionClient | null;
}

let memoryToken: string | null = null;
removeLegacyTokenKeys();

function load(): Session {
  return {
    token: memoryToken,
    user: readJson<SessionUser>(KEYS.user),
    candidate: readJson<SessionCandidate>(KEYS.candidate),
    client: readJson<SessionClient>(KEYS.client),
  };
}

let current: Session = load();
const listeners = new Set<() => void>();

function emit(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

export const getSession = (): Session => current;
export const isSignedIn = (s: Session = current): boolean => Boolean(s.token && s.user);
/** a user is known (a reload, another tab's sign-in) but no access token is in memory yet */
export const needsRenewal = (s: Session = current): boolean => Boolean(s.user) && !s.token;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Stores a LogonAnswer. A single-client staff user acts on the client of the answer at once. */
export function signIn(answer: LogonAnswer): Session {
  const user = answer.user;
  const staff = user.PERMISSAO === 'ADMIN' || user.PERMISSAO === 'MANAGER';
  const client =
    answer.client && !(staff && user.MULTICLIENTE)
      ? { ...answer.client, NOMECLI: answer.client.NOMECLI || answer.clientName || '' }
      : null;
  memoryToken = answer.token;
  writeJson(KEYS.user, user);
  writeJson(KEYS.candidate, answer.candidate);
  writeJson(KEYS.client, client);
  emit(load());
  return current;
}

/** A renewed access token (the refresh token travels only as the HttpOnly cookie). */
export function setToken(token: string): void {
  memoryToken = token;
  emit({ ...current, token });
}

export function setActiveClient(client: SessionClient): void {
  const value = { CODADM: client.CODADM, CODCLI: client.CODCLI, NOMECLI: client.NOMECLI };
  writeJson(KEYS.client, value);
  emit({ ...current, client: value });
}

export function updateUser(patch: Partial<SessionUser>): void {
  if (!current.user) return;
  const user = { ...current.user, ...patch };
  writeJson(KEYS.user, user);
  emit({ ...current, user });
}

/** Clears the local session (every `admissao.` key except the table column choices). */
export function clearSession(): void {
  memoryToken = null;
  clearProductKeys();
  emit(load());
}

// Another tab signing out or in keeps this one in step: a new (or no) user drops this tab's
// token, which belonged to the sign-in before; SessionGate renews it from the shared cookie.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === KEYS.user) memoryToken = null;
    if (event.key === null || event.key.startsWith('admissao.')) emit(load());
  });
}

/** The view of the session the route-guard decisions of @admissao/domain read. */
export function sessionView(s: Session = current, permissions?: SessionView['permissions']): SessionView {
  return {
    signedIn: isSignedIn(s),
    role: s.user?.PERMISSAO,
    multiClient: Boolean(s.user?.MULTICLIENTE),
    hasClient: Boolean(s.client),
    permissions,
  };
}
