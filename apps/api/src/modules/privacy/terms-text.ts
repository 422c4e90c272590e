/**
 * A client's text of the terms of use (decision 060): the ADMIN's (client_terms) or, when none, the
 * default generated from the client's data — its name, the employer CNPJ, the privacy contact, the
 * retention settings and the deadline of the requests. Both go through the rich-text sanitiser on
 * every read, like the benefits text, so what is hashed is exactly what the candidate is shown.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { defaultTermsHtml, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { sanitizeRichText } from '../content/index.ts';
import { getClientSettings } from '../settings/index.ts';

export interface ClientTermsText {
  /** what this client's candidates read (sanitised HTML) */
  texto: string;
  /** its SHA-256: the version's name */
  hash: string;
  /** the default as the client's data make it today */
  padrao: string;
  personalizado: boolean;
  atualizadoEm: string | null;
}

export const termsHash = (html: string) => createHash('sha256').update(html, 'utf8').digest('hex');

/** The default text of a client, sanitised. */
export async function defaultTermsOf(db: Db, tenant: TenantRef, nome?: string): Promise<string> {
  const settings = await getClientSettings(db, tenant);
  return sanitizeRichText(
    defaultTermsHtml({
      controlador: nome ?? (await clientName(db, tenant)),
      cnpj: settings.CNPJ_EMPREGADOR,
      encarregadoEmail: settings.ENCARREGADO_EMAIL,
      retencaoCanceladosDias: settings.RETENCAO_CANCELADOS_DIAS,
      retencaoFinalizadosDias: settings.RETENCAO_FINALIZADOS_DIAS,
      prazoRequisicaoDias: settings.PRAZO_REQUISICAO_DIAS,
    }),
  );
}

async function clientName(db: Db, { CODADM, CODCLI }: TenantRef): Promise<string> {
  const [row] = rowsOf<{ nome: string }>(
    await db.execute(sql`select nomecli as nome from client where codadm = ${CODADM} and codcli = ${CODCLI}`),
  );
  // a client without its row (never in practice) is still named, by its code
  return row?.nome ?? `Cliente ${CODCLI}`;
}

export async function clientTermsText(db: Db, tenant: TenantRef): Promise<ClientTermsText> {
  const { CODADM, CODCLI } = tenant;
  const [row] = rowsOf<{ nome: string | null; texto: string | null; atualizado_em: Date | string | null }>(
    await db.execute(sql`select c.nomecli as nome, t.texto, t.atualizado_em
      from (select 1) one
      left join client c on c.codadm = ${CODADM} and c.codcli = ${CODCLI}
      left join client_terms t on t.codadm = ${CODADM} and t.codcli = ${CODCLI}`),
  );
  const padrao = await defaultTermsOf(db, tenant, row?.nome ?? `Cliente ${CODCLI}`);
  const own = row?.texto ? sanitizeRichText(row.texto) : '';
  const texto = own || padrao;
  return {
    texto,
    hash: termsHash(texto),
    padrao,
    personalizado: Boolean(own),
    atualizadoEm: row?.atualizado_em ? new Date(row.atualizado_em).toISOString() : null,
  };
}
