/**
 * PATCH /candidate/additional: several custom values of one candidate at once. Every value is
 * checked before any is stored, so a bad one leaves all unchanged.
 */
import type { TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import { saveCustomValue } from './custom-field-data.ts';
import { loadEditableRecord } from './editable-record.ts';
import { checkCustomValues, listCustomFields } from '../custom-fields/index.ts';

export async function saveAdditional(
  ctx: AppContext,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  values: { CODINFO: number; DESCRICAO: string }[],
) {
  await loadEditableRecord(ctx.db, actor, tenant, codcandidato);
  const fields = await listCustomFields(ctx.db, tenant);
  // each value as checkCustomValues stores it (trimmed, NFC; decision 066); '' removes it
  const checked = values.map((v) => {
    const field = fields.find((f) => f.CODINFO === v.CODINFO);
    if (!field || !field.ATIVO) throw notFound('Campo adicional não encontrado.');
    if (actor.kind === 'candidate' && field.RESP_PREENCHIMENTO !== 'C')
      throw forbidden('Este campo não pode ser alterado.');
    const [value] = checkCustomValues([{ ...field, OBRIGATORIO: false }], [v]);
    return { CODINFO: v.CODINFO, DESCRICAO: value?.descricao ?? '' };
  });
  const saved = [];
  for (const v of checked)
    saved.push(await saveCustomValue(ctx, actor, tenant, codcandidato, v.CODINFO, v.DESCRICAO));
  return saved;
}
