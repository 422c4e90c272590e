/**
 * POST /candidate/check/required and the validity flags of GET /candidate/{id}. What the check
 * reads beyond the record's own fields — the client's settings, its required custom fields the
 * candidate has not answered, whether a dependent exists, the documents' state — is one set of
 * columns of one statement (decision 085): the record read asks them beside the record, the section
 * check alone beside nothing. The rules stay in the domain (checkSections, requiredDocumentsSent).
 */
import { checkSections, type SectionResult, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../lib/prepared.ts';
import { documentStateSql, requiredDocumentsSent, type DocumentState } from '../documents/index.ts';
import { settingsFromJson } from '../settings/index.ts';
import type { CandidateRecord } from '../candidate-row/index.ts';

/**
 * The facts as select-list columns over a row `f` with the candidate's `codcandidato`, the client
 * being parameters $2 (codadm) and $3 (codcli). The custom fields are listCustomFields' 'C' fields
 * (active, the candidate fills them) that are required, in its order.
 */
export const SECTION_FACTS_COLUMNS = `
  (select cs.settings from client_settings cs where cs.codadm = $2 and cs.codcli = $3) as settings,
  coalesce((
    select json_agg(json_build_object('CODINFO', cf.codinfo, 'DESCRICAO', cf.descricao)
      order by cf.numcampo, cf.codinfo)
    from custom_field cf
    where cf.codadm = $2 and cf.codcli = $3 and cf.resp_preenchimento = 'C' and cf.ativo and cf.obrigatorio
      and not exists (select 1 from custom_field_data a where a.codcandidato = f.codcandidato and a.codinfo = cf.codinfo)
  ), '[]') as missing_custom_fields,
  exists (select 1 from dependent d where d.codcandidato = f.codcandidato) as has_dependents,
  coalesce((
    select json_agg(json_build_array(x.opcional, x.opcional_est, x.nacionalidade, x.status, x.arquivos))
    from (${documentStateSql({ codcandidato: 'f.codcandidato', codadm: '$2', codcli: '$3' })}) x
  ), '[]') as documents`;

/** A row of SECTION_FACTS_COLUMNS (json and jsonb arrive parsed from both drivers). */
export interface SectionFacts {
  settings: unknown;
  missing_custom_fields: { CODINFO: number; DESCRICAO: string }[];
  has_dependents: boolean;
  /** each active type as [opcional, opcional_est, nacionalidade, status, arquivos] (no keys: ~15 a call) */
  documents: [boolean, boolean, string | null, number | null, number][];
}

const documentState = ([
  opcional,
  opcional_est,
  nacionalidade,
  status,
  arquivos,
]: SectionFacts['documents'][number]): DocumentState => ({
  opcional,
  opcional_est,
  nacionalidade,
  status,
  arquivos,
});

export function sectionsFromFacts(record: CandidateRecord, facts: SectionFacts): SectionResult {
  const missing = facts.missing_custom_fields;
  return checkSections(
    { settings: settingsFromJson(facts.settings), values: record.values },
    {
      // at least one dependent, or the confirmation of having none (spec 2 §4.7)
      dependentsOk: record.CONFIRM_SEM_DEPENDENTES || facts.has_dependents,
      customFieldsOk: missing.length === 0,
      missingCustomFields: missing,
      // every required document that applies (OPCIONAL, OPCIONAL_EST for interns, NACIONALIDADE)
      // is approved, or has files and is not refused
      documentsOk: requiredDocumentsSent(facts.documents.map(documentState), record.values),
    },
  );
}

const SECTION_FACTS = `select ${SECTION_FACTS_COLUMNS} from (select $1::int as codcandidato) f`;

/** The check of a record already read (scoped to its client by whoever read it). */
export async function sectionsOf(db: Db, tenant: TenantRef, record: CandidateRecord): Promise<SectionResult> {
  const [facts] = await queryPrepared<SectionFacts>(db, 'section_facts', SECTION_FACTS, [
    record.CODCANDIDATO,
    tenant.CODADM,
    tenant.CODCLI,
  ]);
  return sectionsFromFacts(record, facts!);
}
