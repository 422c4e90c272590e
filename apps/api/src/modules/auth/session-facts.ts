/**
 * The facts the per-request account check (plugins/auth.ts) reads about the caller and the session
 * cache holds (decision 044). They live in the auth module, not in the plugin: the app context
 * (context.ts) names them for its cache and the plugin imports the context, which was a circle of
 * type imports (decision 030).
 */
import type { TenantRef, UserData } from '@admissao/domain';
import type { permissionsOf } from './accounts.ts';

/** What the account check of a staff user reads; held by the session cache (decision 044). */
export interface StaffFacts {
  user: {
    codusuario: number;
    codadm: number;
    ativo: boolean;
    sessionVersion: number;
    trocarSenha: boolean;
    permissao: 'ADMIN' | 'MANAGER';
  } & Parameters<typeof permissionsOf>[0];
  clients: TenantRef[];
  data: UserData;
}

/** What the account check of a candidate reads; held by the session cache (decision 044). */
export interface CandidateFacts {
  codadm: number;
  codcli: string;
  sv: number;
  trocarSenha: boolean;
}
