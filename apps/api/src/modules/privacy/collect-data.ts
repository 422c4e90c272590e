/**
 * Everything the product holds about one candidate, as `dados.json` of 'Baixar meus dados'
 * (LGPD arts. 18 II/V and 19, decision 037): each filled registry field with its name, pt-BR label
 * and value; dependents and authorized persons the same way; custom fields; document metadata
 * with the SHA-256 of each stored file; the admission kits (collect-kits.ts); the eSocial events
 * (collect-esocial.ts); the terms acceptances and the status history.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  AUTHORIZED_PERSON_FIELDS,
  CANDIDATE_FIELDS,
  DEPENDENT_FIELDS,
  NO_DEPENDENTS_FIELD,
  sectionName,
  type FieldDef,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import {
  candidateDocument,
  candidateLog,
  customField,
  customFieldData,
  documentFile,
  documentType,
  status,
} from '../../db/schema.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { Actor } from '../auth/index.ts';
import { listAuthorized, listDependents, loadReadableRecord } from '../candidate-record/index.ts';
import { fileName, type FileRow } from '../documents/index.ts';
import { ZipNames } from '../../lib/zip-names.ts';
import { collectEsocialEvents } from './collect-esocial.ts';
import { collectKits } from './collect-kits.ts';
import type { ZipFile } from './zip-file.ts';

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';
const iso = (d: Date | string) => new Date(d).toISOString();

/** The filled fields of a record: name, label, section and value (dates yyyy-mm-dd, as stored). */
function fieldsOf(defs: readonly FieldDef[], values: Record<string, unknown>) {
  return defs
    .filter((f) => filled(values[f.name]))
    .map((f) => ({ campo: f.name, rotulo: f.label, secao: sectionName(f.section), valor: values[f.name] }));
}

/** The text entries of the ZIP beside the files (export-zip.ts writes them). */
export const DATA_ZIP = { readme: 'LEIA-ME.txt', data: 'dados.json' } as const;

/**
 * Where a stored file goes in the ZIP: documentos/<document type>/<file>, built by the one entry
 * namer of every ZIP (issue 31 §8), so a type named '..' or 'a/b' stays one folder inside
 * documentos/ and two types that read alike never overwrite each other's files.
 */
export const zipPathOf = (names: ZipNames, f: FileRow, documento: string) =>
  names.take(['documentos', documento, fileName(f)]);

async function termsAcceptancesOf(db: AppContext['db'], codcandidato: number) {
  const rows = rowsOf<{
    hash: string;
    publicada_em: Date | string;
    aceito_em: Date | string;
    ip: string | null;
    user_agent: string | null;
  }>(
    await db.execute(sql`select v.hash, v.publicada_em, a.aceito_em, a.ip, a.user_agent
      from terms_acceptance a join terms_version v on v.id = a.codversao
      where a.codcandidato = ${codcandidato} order by a.aceito_em, a.id`),
  );
  return rows.map((r) => ({
    versao: r.hash,
    publicadaEm: iso(r.publicada_em),
    data: iso(r.aceito_em),
    enderecoIp: r.ip,
    navegador: r.user_agent,
  }));
}

export async function collectData(ctx: AppContext, actor: Actor, tenant: TenantRef, codcandidato: number) {
  const db = ctx.db;
  const record = await loadReadableRecord(db, actor, tenant, codcandidato);
  const values = { ...record.values, CONFIRM_SEM_DEPENDENTES: record.CONFIRM_SEM_DEPENDENTES };
  const [dependents, authorized, custom, types, files, log] = await Promise.all([
    listDependents(ctx, actor, tenant, codcandidato),
    listAuthorized(ctx, actor, tenant, codcandidato),
    db
      .select({ campo: customField.descricao, valor: customFieldData.descricao })
      .from(customFieldData)
      .innerJoin(
        customField,
        and(
          eq(customField.codinfo, customFieldData.codinfo),
          eq(customField.codadm, tenant.CODADM),
          eq(customField.codcli, tenant.CODCLI),
        ),
      )
      .where(eq(customFieldData.codcandidato, codcandidato)),
    db
      .select({
        codtipodoc: documentType.codtipodoc,
        documento: documentType.documento,
        status: candidateDocument.status,
      })
      .from(candidateDocument)
      .innerJoin(documentType, eq(documentType.codtipodoc, candidateDocument.codtipodoc))
      .where(eq(candidateDocument.codcandidato, codcandidato)),
    db
      .select()
      .from(documentFile)
      .where(eq(documentFile.codcandidato, codcandidato))
      .orderBy(asc(documentFile.codimagem)),
    db
      .select({
        datlog: candidateLog.datlog,
        codstatus: candidateLog.codstatus,
        desstatus: status.desstatus,
        tipo: candidateLog.tipo,
      })
      .from(candidateLog)
      .leftJoin(status, eq(status.codstatus, candidateLog.codstatus))
      .where(eq(candidateLog.codcandidato, codcandidato))
      .orderBy(asc(candidateLog.datlog), asc(candidateLog.codlog)),
  ]);
  const typeNames = new Map(
    (
      await db
        .select({ codtipodoc: documentType.codtipodoc, documento: documentType.documento })
        .from(documentType)
        .where(and(eq(documentType.codadm, tenant.CODADM), eq(documentType.codcli, tenant.CODCLI)))
    ).map((t) => [t.codtipodoc, t.documento]),
  );
  const names = new ZipNames(Object.values(DATA_ZIP));
  const arquivos = files.map((row) => ({
    documento: typeNames.get(row.codtipodoc) ?? null,
    arquivo: zipPathOf(names, row, typeNames.get(row.codtipodoc) ?? `documento-${row.codtipodoc}`),
    tipo: row.mime,
    bytes: row.size,
    paginas: row.pages,
    vigente: row.active,
    enviadoEm: iso(row.createdAt),
    enviadoPor: row.createdBy.startsWith('C:') ? 'titular' : 'equipe',
    sha256: null as string | null,
  }));
  const documentFiles: ZipFile[] = files.map((row, i) => ({
    bucket: row.bucket,
    key: row.storageKey,
    path: arquivos[i]!.arquivo,
    entry: arquivos[i]!,
  }));
  // after the documents' names: the same namer keeps every entry unique
  const kits = await collectKits(db, tenant, codcandidato, names);
  const json = {
    geradoEm: new Date().toISOString(),
    titular: { CODCANDIDATO: record.CODCANDIDATO, cliente: tenant.CODCLI, cadastradoEm: record.DATCADASTRO },
    situacao: { CODSTATUS: record.CODSTATUS, descricao: record.DESSTATUS },
    campos: fieldsOf([...CANDIDATE_FIELDS, NO_DEPENDENTS_FIELD], values),
    dependentes: dependents.map((d) => fieldsOf(DEPENDENT_FIELDS, d)),
    pessoasAutorizadas: authorized.map((p) => fieldsOf(AUTHORIZED_PERSON_FIELDS, p)),
    camposAdicionais: custom.map((c) => ({ campo: c.campo, valor: c.valor })),
    documentos: types.map((t) => ({ documento: t.documento, situacao: t.status })),
    arquivos,
    // decision 073: every version of the admission kit, its documents and who signed
    kitsAdmissionais: kits.json,
    // decision 084: the eSocial events sent about them (not the signed XML)
    eventosESocial: await collectEsocialEvents(db, tenant, codcandidato),
    // decision 055: each version accepted, with when, from where and with which browser
    aceitesTermos: await termsAcceptancesOf(db, codcandidato),
    historicoStatus: log.map((l) => ({
      data: iso(l.datlog),
      CODSTATUS: l.codstatus,
      descricao: l.desstatus,
    })),
  };
  return { json, zipFiles: [...documentFiles, ...kits.zipFiles] };
}
export type CollectedData = Awaited<ReturnType<typeof collectData>>;
