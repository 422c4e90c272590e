/**
 * The client's document types as the configuration edits them (spec 3 §2 tab Documents, §5
 * "Document edit", §7). Every statement names the client, so another client's CODTIPODOC is 404.
 */
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import {
  CONFIG_MSG,
  type DocumentTypeConfig,
  type DocumentTypeCreate,
  type DocumentTypeSave,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { client, documentType } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';

const columns = {
  CODTIPODOC: documentType.codtipodoc,
  DOCUMENTO: documentType.documento,
  OBSERVACAO: documentType.observacao,
  OPCIONAL: documentType.opcional,
  OPCIONAL_EST: documentType.opcionalEst,
  ORDEM: documentType.ordem,
  ATIVO: documentType.ativo,
  NACIONALIDADE: documentType.nacionalidade,
  CAMPOS_VALIDACAO: documentType.camposValidacao,
};
const ofClient = (tenant: TenantRef) =>
  and(eq(documentType.codadm, tenant.CODADM), eq(documentType.codcli, tenant.CODCLI));
const out = (r: { NACIONALIDADE: string | null } & Omit<DocumentTypeConfig, 'NACIONALIDADE'>) =>
  ({
    ...r,
    NACIONALIDADE: r.NACIONALIDADE as DocumentTypeConfig['NACIONALIDADE'],
  }) satisfies DocumentTypeConfig;

export async function listDocumentTypes(db: Db, tenant: TenantRef, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(documentType)
      .where(ofClient(tenant))
      .orderBy(asc(documentType.ordem), asc(documentType.codtipodoc))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(documentType).where(ofClient(tenant)),
  ]);
  return { rows: rows.map(out), total: total?.n ?? 0, page, pageSize };
}

const audit = (db: Db, tenant: TenantRef, actor: string, id: number, action: string, newValue: unknown) =>
  writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'document_type',
    entityId: id,
    action,
    newValue,
  });

export async function createDocumentType(
  db: Db,
  tenant: TenantRef,
  actor: string,
  input: DocumentTypeCreate,
) {
  const [last] = await db
    .select({ m: max(documentType.ordem) })
    .from(documentType)
    .where(ofClient(tenant));
  const [row] = await db
    .insert(documentType)
    .values({
      codadm: tenant.CODADM,
      codcli: tenant.CODCLI,
      documento: input.DOCUMENTO,
      observacao: input.OBSERVACAO,
      opcional: input.OPCIONAL,
      opcionalEst: input.OPCIONAL_EST,
      ativo: input.ATIVO,
      nacionalidade: input.NACIONALIDADE ?? null,
      camposValidacao: input.CAMPOS_VALIDACAO,
      ordem: Math.min((last?.m ?? 0) + 1, 32767),
    })
    .returning(columns);
  await audit(db, tenant, actor, row!.CODTIPODOC, 'create', input);
  return { ...out(row!), message: CONFIG_MSG.documentCreated };
}

export async function saveDocumentType(db: Db, tenant: TenantRef, actor: string, input: DocumentTypeSave) {
  const { CODTIPODOC, ...rest } = input;
  const set = {
    documento: rest.DOCUMENTO,
    observacao: rest.OBSERVACAO,
    opcional: rest.OPCIONAL,
    opcionalEst: rest.OPCIONAL_EST,
    ativo: rest.ATIVO,
    nacionalidade: rest.NACIONALIDADE,
    camposValidacao: rest.CAMPOS_VALIDACAO,
    ordem: rest.ORDEM,
  };
  const defined = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  const where = and(ofClient(tenant), eq(documentType.codtipodoc, CODTIPODOC));
  const [row] = Object.keys(defined).length
    ? await db.update(documentType).set(defined).where(where).returning(columns)
    : await db.select(columns).from(documentType).where(where);
  if (!row) throw notFound(CONFIG_MSG.documentNotFound);
  await audit(db, tenant, actor, CODTIPODOC, 'update', rest);
  return { ...out(row), message: CONFIG_MSG.documentSaved };
}

/** Salvar ordem: all or nothing; one id of another client and nothing changes. */
export async function orderDocumentTypes(
  db: Db,
  tenant: TenantRef,
  actor: string,
  items: { CODTIPODOC: number; ORDEM: number }[],
) {
  const ids = [...new Set(items.map((i) => i.CODTIPODOC))];
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: documentType.codtipodoc })
      .from(documentType)
      .where(and(ofClient(tenant), inArray(documentType.codtipodoc, ids)));
    if (found.length !== ids.length) throw notFound(CONFIG_MSG.documentNotFound);
    for (const i of items)
      await tx
        .update(documentType)
        .set({ ordem: i.ORDEM })
        .where(and(ofClient(tenant), eq(documentType.codtipodoc, i.CODTIPODOC)));
  });
  await audit(db, tenant, actor, 0, 'order', items);
  return { message: CONFIG_MSG.documentsOrdered };
}

/** Clients a document list can be imported from: the caller's other clients of the same account. */
export async function importSources(db: Db, tenant: TenantRef, clients: TenantRef[]) {
  const others = clients
    .filter((c) => c.CODADM === tenant.CODADM && c.CODCLI !== tenant.CODCLI)
    .map((c) => c.CODCLI);
  if (!others.length) return [];
  return db
    .select({ CODCLI: client.codcli, NOMECLI: client.nomecli })
    .from(client)
    .where(and(eq(client.codadm, tenant.CODADM), inArray(client.codcli, others)))
    .orderBy(asc(client.codcli));
}

export async function importDocumentTypes(db: Db, tenant: TenantRef, actor: string, from: TenantRef) {
  const source = await db
    .select(columns)
    .from(documentType)
    .where(ofClient(from))
    .orderBy(asc(documentType.ordem), asc(documentType.codtipodoc));
  const imported = await db.transaction(async (tx) => {
    const existing = await tx
      .select({ name: sql<string>`lower(${documentType.documento})`, ordem: documentType.ordem })
      .from(documentType)
      .where(ofClient(tenant));
    const have = new Set(existing.map((e) => e.name));
    let ordem = existing.reduce((m, e) => Math.max(m, e.ordem), 0);
    const fresh = source.filter((s) => !have.has(s.DOCUMENTO.toLowerCase()));
    if (fresh.length)
      await tx.insert(documentType).values(
        fresh.map((s) => ({
          codadm: tenant.CODADM,
          codcli: tenant.CODCLI,
          documento: s.DOCUMENTO,
          observacao: s.OBSERVACAO,
          opcional: s.OPCIONAL,
          opcionalEst: s.OPCIONAL_EST,
          ativo: s.ATIVO,
          nacionalidade: s.NACIONALIDADE,
          camposValidacao: s.CAMPOS_VALIDACAO,
          ordem: Math.min(++ordem, 32767),
        })),
      );
    return fresh.length;
  });
  await audit(db, tenant, actor, 0, 'import', { from: `${from.CODADM}:${from.CODCLI}`, imported });
  return { IMPORTADOS: imported, message: CONFIG_MSG.documentsImported };
}
