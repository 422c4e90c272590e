/**
 * Every step of the kit's flow leaves the same two traces, in the step's transaction: an entry in
 * the candidate's log (what staff read in the process history; never a code, CPF or e-mail) and an
 * audit row (who did what to which kit or document).
 */
import type { TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { writeAudit, type AuditEntry } from '../audit/index.ts';
import { writeCandidateLog } from '../candidate-log/index.ts';

export interface KitStep {
  tenant: TenantRef;
  codcandidato: number;
  /** the candidate's status now (the log entry's) */
  codstatus: number;
  /** the session's subject, the name as it reads in the log, and the staff user when staff */
  by: { subject: string; name: string | null; codusuario?: number };
  note: string;
  audit: Pick<AuditEntry, 'entity' | 'entityId' | 'action' | 'field' | 'newValue'>;
}

export async function recordKitStep(tx: Db, step: KitStep): Promise<void> {
  await writeCandidateLog(tx, {
    codcandidato: step.codcandidato,
    codstatus: step.codstatus,
    codusuario: step.by.codusuario ?? null,
    usuario: step.by.name,
    observacoes: step.note,
  });
  await writeAudit(tx, {
    actor: step.by.subject,
    codadm: step.tenant.CODADM,
    codcli: step.tenant.CODCLI,
    ...step.audit,
    codcandidato: step.codcandidato,
  });
}
