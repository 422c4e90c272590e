/** The audit log: who did what, when, with the old and new value. No passwords, ever. */
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  actor: string;
  codadm?: number | null;
  codcli?: string | null;
  entity: string;
  entityId: string | number;
  action: string;
  field?: string | null;
  oldValue?: unknown;
  newValue?: unknown;
  /**
   * the candidate the row is about; a 'candidate' entity's id by default. A row about a
   * candidate's dependent, authorized person or custom data names them, so anonymisation finds it
   * after the child row is gone (decision 039).
   */
  codcandidato?: number | null;
}

const asText = (v: unknown) =>
  v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v);

const candidateId = (id: string | number) => (/^\d{1,9}$/.test(String(id)) ? Number(id) : null);

export async function writeAudit(db: Db, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await db.insert(auditLog).values(
    list.map((e) => ({
      actor: e.actor,
      codadm: e.codadm ?? null,
      codcli: e.codcli ?? null,
      entity: e.entity,
      entityId: String(e.entityId),
      action: e.action,
      field: e.field ?? null,
      oldValue: asText(e.oldValue),
      newValue: asText(e.newValue),
      codcandidato: e.codcandidato ?? (e.entity === 'candidate' ? candidateId(e.entityId) : null),
    })),
  );
}
