/**
 * FAQ entries of a client (spec 3 §3 "Doubt", §7 doubts). Candidates read their client's entries,
 * staff write them; HTML is sanitised before storing and again when answered.
 */
import { and, asc, eq } from 'drizzle-orm';
import { CONFIG_MSG, type Doubt, type DoubtCreate, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { doubt } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { hasContent, sanitizeRichText, textOf } from './sanitize-rich-text.ts';

const columns = {
  CODDUVIDA: doubt.codduvida,
  TITULO: doubt.titulo,
  DESCRICAO: doubt.descricao,
  RESUMO: doubt.resumo,
  DATATUALIZACAO: doubt.datatualizacao,
};
type Row = {
  CODDUVIDA: number;
  TITULO: string;
  DESCRICAO: string;
  RESUMO: string | null;
  DATATUALIZACAO: Date;
};
const ofClient = (tenant: TenantRef) => and(eq(doubt.codadm, tenant.CODADM), eq(doubt.codcli, tenant.CODCLI));

const out = (r: Row): Doubt => {
  const DESCRICAO = sanitizeRichText(r.DESCRICAO);
  return {
    CODDUVIDA: r.CODDUVIDA,
    TITULO: r.TITULO,
    DESCRICAO,
    RESUMO: r.RESUMO ?? textOf(DESCRICAO).slice(0, 300),
    DATATUALIZACAO: r.DATATUALIZACAO.toISOString(),
  };
};

export async function listDoubts(db: Db, tenant: TenantRef): Promise<Doubt[]> {
  const rows = await db
    .select(columns)
    .from(doubt)
    .where(ofClient(tenant))
    .orderBy(asc(doubt.titulo), asc(doubt.codduvida));
  return rows.map(out);
}

export async function getDoubt(db: Db, tenant: TenantRef, id: number): Promise<Doubt> {
  const [row] = await db
    .select(columns)
    .from(doubt)
    .where(and(ofClient(tenant), eq(doubt.codduvida, id)));
  if (!row) throw notFound(CONFIG_MSG.doubtNotFound);
  return out(row);
}

function clean(input: DoubtCreate) {
  const descricao = sanitizeRichText(input.DESCRICAO);
  if (!hasContent(descricao)) throw badRequest(CONFIG_MSG.doubtDescriptionRequired, { field: 'DESCRICAO' });
  const resumo = input.RESUMO?.trim() || textOf(descricao).slice(0, 300);
  return { titulo: input.TITULO, descricao, resumo, datatualizacao: new Date() };
}

const audit = (db: Db, tenant: TenantRef, actor: string, id: number, action: string, title?: string) =>
  writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'doubt',
    entityId: id,
    action,
    newValue: title,
  });

export async function createDoubt(db: Db, tenant: TenantRef, actor: string, input: DoubtCreate) {
  const [row] = await db
    .insert(doubt)
    .values({ codadm: tenant.CODADM, codcli: tenant.CODCLI, ...clean(input) })
    .returning(columns);
  await audit(db, tenant, actor, row!.CODDUVIDA, 'create', row!.TITULO);
  return { ...out(row!), message: CONFIG_MSG.doubtPosted };
}

export async function updateDoubt(db: Db, tenant: TenantRef, actor: string, id: number, input: DoubtCreate) {
  const [row] = await db
    .update(doubt)
    .set(clean(input))
    .where(and(ofClient(tenant), eq(doubt.codduvida, id)))
    .returning(columns);
  if (!row) throw notFound(CONFIG_MSG.doubtNotFound);
  await audit(db, tenant, actor, id, 'update', row.TITULO);
  return { ...out(row), message: CONFIG_MSG.doubtChanged };
}

export async function deleteDoubt(db: Db, tenant: TenantRef, actor: string, id: number) {
  const [row] = await db
    .delete(doubt)
    .where(and(ofClient(tenant), eq(doubt.codduvida, id)))
    .returning({ id: doubt.codduvida });
  if (!row) throw notFound(CONFIG_MSG.doubtNotFound);
  await audit(db, tenant, actor, id, 'delete');
  return { message: CONFIG_MSG.doubtDeleted };
}
