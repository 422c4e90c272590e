/**
 * Route guards of spec 1 §2 as pure decisions, so they are unit-tested once and the
 * router only applies them. A guard answers null (enter) or the path to go to instead.
 */
import { isStaffRole, type PermissionFlag, type Role } from './permissions.ts';

export interface SessionView {
  signedIn: boolean;
  role?: Role;
  multiClient?: boolean;
  /** the admin area needs a chosen client */
  hasClient?: boolean;
  permissions?: Partial<Record<PermissionFlag, boolean>>;
}

export type Guard =
  | 'public'
  | 'signedIn'
  | 'candidate'
  | 'staff'
  /** staff, with or without a chosen client: pages that read across the user's clients */
  | 'staffAcrossClients'
  | 'admin'
  | 'multiClient'
  | { permission: PermissionFlag }
  | 'token';

/** /home: candidates go to /dados; a multi-client user without a chosen client to /clients; staff to /admin/lista. */
export function homePath(session: SessionView): string {
  if (!session.signedIn) return '/login';
  if (!isStaffRole(session.role)) return '/dados';
  if (session.multiClient && !session.hasClient) return '/clients';
  // the Painel is the staff's home page (issue 18 §1, decision 041)
  return '/admin/painel';
}

/** The path a request for `path` is sent to instead, or null when it may enter. */
export function guardRedirect(guard: Guard, session: SessionView, search = ''): string | null {
  if (guard === 'public') return null;
  if (guard === 'token') return new URLSearchParams(search).get('token') ? null : '/restrito';
  if (!session.signedIn) return '/login';
  const staff = isStaffRole(session.role);
  if (guard === 'signedIn') return null;
  if (guard === 'candidate') return staff ? '/restrito' : null;
  if (guard === 'multiClient') return staff && session.multiClient ? null : '/restrito';
  if (!staff) return '/restrito';
  if (guard === 'staffAcrossClients') return null;
  if (session.multiClient && !session.hasClient) return '/clients';
  if (guard === 'staff') return null;
  if (guard === 'admin') return session.role === 'ADMIN' ? null : '/restrito';
  return session.permissions?.[guard.permission] ? null : '/restrito';
}

/** Where the root path `/` sends a visitor (spec 1 §2). */
export function rootRedirect(search: string, signedIn: boolean): string {
  const q = new URLSearchParams(search);
  const u = q.get('u');
  const l = q.get('l');
  if (u && l) return `/start/${encodeURIComponent(u)}/${encodeURIComponent(l)}`;
  return signedIn ? '/home' : '/login';
}
