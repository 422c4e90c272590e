/** Custom (additional) fields of a client, and the check of the values given for them. */
import { and, asc, eq } from 'drizzle-orm';
import { storedText, textMessage, type CustomField, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { customField } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';

export async function listCustomFields(db: Db, tenant: TenantRef, only?: 'A' | 'C'): Promise<CustomField[]> {
  const rows = await db
    .select({
      CODINFO: customField.codinfo,
      NUMCAMPO: customField.numcampo,
      DESCRICAO: customField.descricao,
      TIPO: customField.tipo,
      OPCOES: customField.opcoes,
      RESP_PREENCHIMENTO: customField.respPreenchimento,
      OBRIGATORIO: customField.obrigatorio,
      ATIVO: customField.ativo,
    })
    .from(customField)
    .where(and(eq(customField.codadm, tenant.CODADM), eq(customField.codcli, tenant.CODCLI)))
    .orderBy(asc(customField.numcampo), asc(customField.codinfo));
  return only ? rows.filter((r) => r.RESP_PREENCHIMENTO === only && r.ATIVO) : rows;
}

export const optionsOf = (opcoes: string | null) =>
  (opcoes ?? '')
    .split(';')
    .map((o) => o.trim())
    .filter(Boolean);

/**
 * Checks the values given for the fields that `who` fills: unknown or other-client fields
 * answer 404, required ones must be present, menu/radio values must be options, and every value is
 * one line under the text rule (decision 066), its refusal naming the field.
 */
export function checkCustomValues(
  fields: CustomField[],
  given: { CODINFO: number; DESCRICAO: string }[],
): { codinfo: number; descricao: string }[] {
  const byId = new Map(fields.map((f) => [f.CODINFO, f]));
  for (const g of given) if (!byId.has(g.CODINFO)) throw notFound('Campo adicional não encontrado.');
  const out: { codinfo: number; descricao: string }[] = [];
  for (const f of fields) {
    const typed = given.find((g) => g.CODINFO === f.CODINFO)?.DESCRICAO ?? '';
    const characters = textMessage(f.DESCRICAO, typed);
    if (characters) throw badRequest(characters, { field: `CAMPO_${f.CODINFO}` });
    const value = storedText(typed);
    if (!value) {
      if (f.OBRIGATORIO)
        throw badRequest(
          `Os campos marcados com [*] são de preenchimento obrigatório. Próximo campo a ser preenchido: ${f.DESCRICAO}`,
          { field: `CAMPO_${f.CODINFO}` },
        );
      continue;
    }
    if (f.TIPO === 'T' && value.length > 100) throw badRequest(`${f.DESCRICAO}: máximo de 100 caracteres.`);
    if (f.TIPO !== 'T') {
      const options = optionsOf(f.OPCOES);
      const chosen = f.TIPO === 'M' ? optionsOf(value) : [value];
      if (chosen.length === 0 || chosen.some((c) => !options.includes(c)))
        throw badRequest(`${f.DESCRICAO}: opção inválida.`);
    }
    out.push({ codinfo: f.CODINFO, descricao: value });
  }
  return out;
}
