/**
 * Versions of the terms of use (decisions 055, 060). Each client has its current text
 * (terms-text.ts); its SHA-256 names the version, published (a terms_version row of that client)
 * the first time a server serves it — several processes may race, the unique (client, hash) makes
 * them agree. Acceptances are kept per version with when, from which address and with which browser;
 * a new text of one client asks that client's candidates again, and nobody else.
 */
import { sql } from 'drizzle-orm';
import { TERMS_MESSAGES, type CurrentTerms, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { CandidateActor } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import { AUTOSAVE_MESSAGES } from '../candidate-record/index.ts';
import { clientTermsText, type ClientTermsText } from './terms-text.ts';

export interface TermsVersion {
  id: number;
  publicadaEm: string;
  hash: string;
  texto: string;
}
/**
 * The version of this text of this client, published now when it was never served. Two statements
 * (the select sees a row another process has just added, which a CTE's snapshot would not) and no
 * cache: a (client, hash) row never changes, but a test database put back at its template forgets
 * rows a cache would still name.
 */
export async function publishTermsVersion(
  db: Db,
  { CODADM, CODCLI }: TenantRef,
  { texto, hash }: Pick<ClientTermsText, 'texto' | 'hash'>,
): Promise<TermsVersion> {
  await db.execute(sql`insert into terms_version (codadm, codcli, hash, texto)
    values (${CODADM}, ${CODCLI}, ${hash}, ${texto}) on conflict (codadm, codcli, hash) do nothing`);
  const [row] = rowsOf<{ id: number; publicada_em: Date | string }>(
    await db.execute(sql`select id, publicada_em from terms_version
      where codadm = ${CODADM} and codcli = ${CODCLI} and hash = ${hash}`),
  );
  return { id: row!.id, publicadaEm: new Date(row!.publicada_em).toISOString(), hash, texto };
}

/** The client's current version (its text as it reads now). */
export async function currentTermsVersion(db: Db, tenant: TenantRef): Promise<TermsVersion> {
  return publishTermsVersion(db, tenant, await clientTermsText(db, tenant));
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** GET /candidate/terms: the candidate's client's current version. */
export async function readTerms(db: Db, actor: CandidateActor): Promise<CurrentTerms> {
  const version = await currentTermsVersion(db, actor.tenant);
  const [row] = rowsOf<{ aceito_em: Date | string }>(
    await db.execute(sql`select aceito_em from terms_acceptance
      where codcandidato = ${actor.codcandidato} and codversao = ${version.id}`),
  );
  return {
    CODVERSAO: version.id,
    VERSAO: version.hash,
    PUBLICADA_EM: version.publicadaEm,
    TEXTO: version.texto,
    ACEITO_EM: iso(row?.aceito_em),
  };
}

export interface AcceptContext {
  /** the version the candidate read (absent: the current one) */
  hash?: string;
  ip: string;
  userAgent: string | undefined;
}

/**
 * PATCH /candidate/terms: accepts the current version of the candidate's client (once; again
 * answers the same date). The first acceptance of all stays in candidate.dataceitetermos (spec 2 §7).
 */
export async function acceptTerms(ctx: AppContext, actor: CandidateActor, how: AcceptContext) {
  const { CODADM, CODCLI } = actor.tenant;
  const version = await currentTermsVersion(ctx.db, actor.tenant);
  if (how.hash && how.hash !== version.hash) throw new HttpError(409, TERMS_MESSAGES.changed);
  return ctx.db.transaction(async (tx) => {
    const [cand] = rowsOf<{ first: Date | string }>(
      await tx.execute(sql`update candidate set dataceitetermos = coalesce(dataceitetermos, now())
        where codcandidato = ${actor.codcandidato} and codadm = ${CODADM} and codcli = ${CODCLI}
        returning dataceitetermos as first`),
    );
    if (!cand) throw notFound(AUTOSAVE_MESSAGES.notFound);
    const inserted = rowsOf<{ aceito_em: Date | string }>(
      await tx.execute(sql`insert into terms_acceptance (codcandidato, codversao, ip, user_agent)
        values (${actor.codcandidato}, ${version.id}, ${how.ip.slice(0, 45)},
          ${how.userAgent ? how.userAgent.slice(0, 300) : null})
        on conflict (codcandidato, codversao) do nothing returning aceito_em`),
    );
    const [accepted] = inserted.length
      ? inserted
      : rowsOf<{ aceito_em: Date | string }>(
          await tx.execute(sql`select aceito_em from terms_acceptance
            where codcandidato = ${actor.codcandidato} and codversao = ${version.id}`),
        );
    if (inserted.length)
      await writeAudit(tx, {
        actor: actor.subject,
        codadm: CODADM,
        codcli: CODCLI,
        entity: 'candidate',
        entityId: actor.codcandidato,
        action: 'terms',
        field: 'DATACEITETERMOS',
        newValue: `${iso(accepted!.aceito_em)} versão ${version.hash.slice(0, 12)}`,
      });
    return {
      UPDATED: actor.codcandidato,
      DATACEITETERMOS: iso(cand.first)!,
      VERSAO: version.hash,
      ACEITO_EM: iso(accepted!.aceito_em)!,
    };
  });
}
