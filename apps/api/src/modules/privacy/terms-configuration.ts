/**
 * The client's terms of use in Configurações (decision 060), ADMIN only (the route checks): read the
 * current text, the default and the version; publish a new text (sanitised: the one sanitiser of
 * client HTML) or go back to the default. A text whose hash is the current one's changes nothing
 * for the candidates; any other is a new version of this client only, which its candidates accept
 * on their next visit.
 */
import { sql } from 'drizzle-orm';
import { TERMS_MESSAGES, type TenantRef, type TermsConfiguration } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import { writeAudit } from '../audit/index.ts';
import { hasContent, sanitizeRichText } from '../content/index.ts';
import { publishTermsVersion } from './terms.ts';
import { clientTermsText } from './terms-text.ts';

/** GET /candidate/configuration/terms */
export async function readTermsConfiguration(db: Db, tenant: TenantRef): Promise<TermsConfiguration> {
  const text = await clientTermsText(db, tenant);
  const version = await publishTermsVersion(db, tenant, text);
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from terms_acceptance a
      join candidate c on c.codcandidato = a.codcandidato
      where a.codversao = ${version.id} and c.codadm = ${tenant.CODADM} and c.codcli = ${tenant.CODCLI}`),
  );
  return {
    TEXTO: text.texto,
    PADRAO: text.padrao,
    PERSONALIZADO: text.personalizado,
    ATUALIZADO_EM: text.atualizadoEm,
    CODVERSAO: version.id,
    VERSAO: version.hash,
    PUBLICADA_EM: version.publicadaEm,
    ACEITES: count?.n ?? 0,
  };
}

/**
 * PATCH /candidate/configuration/terms: `html` the new text, null the default. A text equal to the
 * default is stored as the default (it then follows the client's data again).
 */
export async function saveTermsConfiguration(
  db: Db,
  tenant: TenantRef,
  actor: string,
  html: string | null,
): Promise<TermsConfiguration & { message: string }> {
  const before = await clientTermsText(db, tenant);
  let own: string | null = null;
  if (html !== null) {
    const clean = sanitizeRichText(html);
    if (!hasContent(clean)) throw badRequest(TERMS_MESSAGES.empty, { field: 'TEXTO' });
    own = clean === before.padrao ? null : clean;
  }
  await db.execute(sql`insert into client_terms (codadm, codcli, texto, atualizado_em)
    values (${tenant.CODADM}, ${tenant.CODCLI}, ${own}, now())
    on conflict (codadm, codcli) do update set texto = excluded.texto, atualizado_em = excluded.atualizado_em`);
  const after = await readTermsConfiguration(db, tenant);
  const changed = after.VERSAO !== before.hash;
  await writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'client_terms',
    entityId: `${tenant.CODADM}:${tenant.CODCLI}`,
    action: own === null ? 'restore' : 'update',
    newValue: `versão ${after.VERSAO.slice(0, 12)}`,
  });
  const message = !changed
    ? TERMS_MESSAGES.unchanged
    : html === null
      ? `${TERMS_MESSAGES.restored} ${TERMS_MESSAGES.saved}`
      : TERMS_MESSAGES.saved;
  return { ...after, message };
}
