/**
 * The candidate's first real save moves 1–2 → 3 (STATUS_EVENTS.startFilling, decision 067), through
 * the one status writer, for the autosave and the address save alike. `set` carries the save's own
 * columns when they are written in the same statement (the address save); false means the status
 * changed under the save (the caller answers 409 and the page retries).
 */
import type { SQL } from 'drizzle-orm';
import type { TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../auth/index.ts';
import { applyTransition, transitionActor } from '../candidate-status/index.ts';

export interface StartFilling {
  actor: Actor;
  /** the record's NOME, the log's name for a candidate */
  name: unknown;
  tenant: TenantRef;
  codcandidato: number;
  from: number;
  to: number;
  set?: SQL[];
}

export const startFilling = (ctx: AppContext, tx: Db, s: StartFilling): Promise<boolean> =>
  applyTransition(tx, {
    event: 'startFilling',
    actor: transitionActor(s.actor, s.name),
    tenant: s.tenant,
    codcandidato: s.codcandidato,
    from: s.from,
    to: s.to,
    set: s.set,
    auditAction: 'status',
    appUrl: ctx.config.appUrl,
    onRace: 'skip',
  });
