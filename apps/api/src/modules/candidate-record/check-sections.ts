/** POST /candidate/check/required and the validity flags of GET /candidate/{id}. */
import { eq } from 'drizzle-orm';
import { checkSections, type SectionResult, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { customFieldData, dependent } from '../../db/schema.ts';
import { listCustomFields } from '../custom-fields/index.ts';
import { documentsSent } from '../documents/index.ts';
import { getClientSettings } from '../settings/index.ts';
import type { CandidateRecord } from '../candidate-row/index.ts';

async function hasDependents(db: Db, codcandidato: number): Promise<boolean> {
  const [row] = await db
    .select({ id: dependent.coddep })
    .from(dependent)
    .where(eq(dependent.codcandidato, codcandidato))
    .limit(1);
  return row !== undefined;
}

/** The candidate-filled required custom fields not answered yet. */
async function missingCustomFields(db: Db, tenant: TenantRef, codcandidato: number) {
  const required = (await listCustomFields(db, tenant, 'C')).filter((f) => f.OBRIGATORIO);
  if (required.length === 0) return [];
  const answered = await db
    .select({ codinfo: customFieldData.codinfo })
    .from(customFieldData)
    .where(eq(customFieldData.codcandidato, codcandidato));
  const ids = new Set(answered.map((a) => a.codinfo));
  return required
    .filter((f) => !ids.has(f.CODINFO))
    .map((f) => ({ CODINFO: f.CODINFO, DESCRICAO: f.DESCRICAO }));
}

export async function sectionsOf(db: Db, tenant: TenantRef, record: CandidateRecord): Promise<SectionResult> {
  const settings = await getClientSettings(db, tenant);
  const missing = await missingCustomFields(db, tenant, record.CODCANDIDATO);
  return checkSections(
    { settings, values: record.values },
    {
      // at least one dependent, or the confirmation of having none (spec 2 §4.7)
      dependentsOk: record.CONFIRM_SEM_DEPENDENTES || (await hasDependents(db, record.CODCANDIDATO)),
      customFieldsOk: missing.length === 0,
      missingCustomFields: missing,
      // every required document that applies (OPCIONAL, OPCIONAL_EST for interns, NACIONALIDADE)
      // is approved, or has files and is not refused
      documentsOk: await documentsSent(db, tenant, record),
    },
  );
}
