/**
 * The client's kit templates as the configuration edits them (issue 33 §1): list, create, replace,
 * delete. Every statement names the client, so another client's id is 404. A text is accepted whole
 * or refused whole (kit-html.ts, unknown merge fields): a refusal stores nothing. Deleting a template
 * leaves the kits already sent as they are (kit_document keeps its own name and PDFs; template_id
 * has no foreign key). Each change is audited like the other configuration changes.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  KIT_MERGE_FIELDS,
  KIT_TEMPLATE_MSG,
  unknownMergeFields,
  type KitTemplate,
  type KitTemplateSave,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { kitTemplate } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { acceptKitHtml, hasText } from './kit-html.ts';

export const ofClient = (tenant: TenantRef) =>
  and(eq(kitTemplate.codadm, tenant.CODADM), eq(kitTemplate.codcli, tenant.CODCLI));

type Row = typeof kitTemplate.$inferSelect;
const out = (r: Row): KitTemplate => ({
  ID: r.id,
  NOME: r.nome,
  TIPO: r.tipo,
  CORPO: r.corpo,
  APLICA_A: r.aplicaA,
  ORDEM: r.ordem,
  ATIVO: r.ativo,
  ATUALIZADO_EM: r.updatedAt.toISOString(),
  ATUALIZADO_POR: r.updatedBy,
});

const VALID_FIELDS = KIT_MERGE_FIELDS.map((f) => f.name);

/** The merge fields the editor offers, with their labels. */
export const kitMergeFields = () => KIT_MERGE_FIELDS.map((f) => ({ CAMPO: f.name, ROTULO: f.label }));

/**
 * The columns an input stores, or a 400: active or external content, or an unknown merge field
 * (the answer names them, and VALIDOS lists every valid one). A FICHA has no text.
 */
function columnsOf(input: KitTemplateSave, actor: string) {
  let corpo = '';
  if (input.TIPO === 'TEXTO') {
    if (!input.CORPO.trim()) throw badRequest(KIT_TEMPLATE_MSG.bodyRequired, { field: 'CORPO' });
    corpo = acceptKitHtml(input.CORPO);
    const unknown = unknownMergeFields(input.CORPO);
    if (unknown.length)
      throw badRequest(KIT_TEMPLATE_MSG.unknownFields(unknown), {
        field: 'CORPO',
        DESCONHECIDOS: unknown,
        VALIDOS: VALID_FIELDS,
      });
    if (!hasText(corpo)) throw badRequest(KIT_TEMPLATE_MSG.bodyRequired, { field: 'CORPO' });
  }
  return {
    nome: input.NOME,
    tipo: input.TIPO,
    corpo,
    aplicaA: input.APLICA_A,
    ordem: input.ORDEM,
    ativo: input.ATIVO,
    updatedBy: actor,
    updatedAt: new Date(),
  };
}

const audit = (db: Db, tenant: TenantRef, actor: string, id: number, action: string, value: unknown) =>
  writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'kit_template',
    entityId: id,
    action,
    // the text itself can be long: the audit keeps what identifies the change
    newValue: value,
  });
const summary = (r: Row) => ({
  NOME: r.nome,
  TIPO: r.tipo,
  APLICA_A: r.aplicaA,
  ORDEM: r.ordem,
  ATIVO: r.ativo,
  TAMANHO: r.corpo.length,
});

export async function listKitTemplates(db: Db, tenant: TenantRef): Promise<KitTemplate[]> {
  const rows = await db
    .select()
    .from(kitTemplate)
    .where(ofClient(tenant))
    .orderBy(asc(kitTemplate.ordem), asc(kitTemplate.id));
  return rows.map(out);
}

export async function createKitTemplate(db: Db, tenant: TenantRef, actor: string, input: KitTemplateSave) {
  const set = columnsOf(input, actor);
  const [row] = await db
    .insert(kitTemplate)
    .values({ codadm: tenant.CODADM, codcli: tenant.CODCLI, ...set })
    .returning();
  await audit(db, tenant, actor, row!.id, 'create', summary(row!));
  return { ...out(row!), message: KIT_TEMPLATE_MSG.created };
}

export async function saveKitTemplate(
  db: Db,
  tenant: TenantRef,
  actor: string,
  id: number,
  input: KitTemplateSave,
) {
  const where = and(ofClient(tenant), eq(kitTemplate.id, id));
  // another client's id is 404 before the text is judged: the answer says nothing of it
  const [before] = await db.select().from(kitTemplate).where(where).limit(1);
  if (!before) throw notFound(KIT_TEMPLATE_MSG.notFound);
  const [row] = await db.update(kitTemplate).set(columnsOf(input, actor)).where(where).returning();
  if (!row) throw notFound(KIT_TEMPLATE_MSG.notFound);
  await writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'kit_template',
    entityId: id,
    action: 'update',
    oldValue: summary(before),
    newValue: { ...summary(row), TEXTO_ALTERADO: before.corpo !== row.corpo },
  });
  return { ...out(row), message: KIT_TEMPLATE_MSG.saved };
}

export async function removeKitTemplate(db: Db, tenant: TenantRef, actor: string, id: number) {
  const [row] = await db
    .delete(kitTemplate)
    .where(and(ofClient(tenant), eq(kitTemplate.id, id)))
    .returning();
  if (!row) throw notFound(KIT_TEMPLATE_MSG.notFound);
  await audit(db, tenant, actor, id, 'delete', summary(row));
  return { message: KIT_TEMPLATE_MSG.removed };
}
