/** Values of the custom (additional) fields of one candidate. */
import { and, eq } from 'drizzle-orm';
import type { TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { customFieldData } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import { checkCustomValues, listCustomFields } from '../custom-fields/index.ts';
import { loadEditableRecord, loadReadableRecord } from './editable-record.ts';

export async function listCustomData(ctx: AppContext, actor: Actor, tenant: TenantRef, codcandidato: number) {
  await loadReadableRecord(ctx.db, actor, tenant, codcandidato);
  const fields = await listCustomFields(ctx.db, tenant, actor.kind === 'candidate' ? 'C' : undefined);
  const ids = new Set(fields.map((f) => f.CODINFO));
  const rows = await ctx.db
    .select({ CODINFO: customFieldData.codinfo, DESCRICAO: customFieldData.descricao })
    .from(customFieldData)
    .where(eq(customFieldData.codcandidato, codcandidato));
  return rows.filter((r) => ids.has(r.CODINFO));
}

/** Saves one value; an empty value removes it. A candidate saves only candidate-filled fields. */
export async function saveCustomValue(
  ctx: AppContext,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  codinfo: number,
  descricao: string,
) {
  await loadEditableRecord(ctx.db, actor, tenant, codcandidato);
  const all = await listCustomFields(ctx.db, tenant);
  const field = all.find((f) => f.CODINFO === codinfo);
  if (!field || !field.ATIVO) throw notFound('Campo adicional não encontrado.');
  if (actor.kind === 'candidate' && field.RESP_PREENCHIMENTO !== 'C')
    throw forbidden('Este campo não pode ser alterado.');
  const where = and(eq(customFieldData.codcandidato, codcandidato), eq(customFieldData.codinfo, codinfo));
  const value = descricao.trim();
  if (!value) {
    await ctx.db.delete(customFieldData).where(where);
  } else {
    // the same value checks as registration, for this one field (required-ness is the section check's job)
    const [checked] = checkCustomValues(
      [{ ...field, OBRIGATORIO: false }],
      [{ CODINFO: codinfo, DESCRICAO: value }],
    );
    await ctx.db
      .insert(customFieldData)
      .values({ codcandidato, codinfo, descricao: checked!.descricao })
      .onConflictDoUpdate({
        target: [customFieldData.codcandidato, customFieldData.codinfo],
        set: { descricao: checked!.descricao },
      });
  }
  await writeAudit(ctx.db, {
    actor: actor.subject,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    codcandidato,
    entity: 'custom_field_data',
    entityId: `${codcandidato}:${codinfo}`,
    action: 'update',
    newValue: value || null,
  });
  return { CODINFO: codinfo, DESCRICAO: value };
}
