/**
 * Versions of the terms of use (decision 055). The current text is TERMS_OF_USE_TEXT; its SHA-256
 * names the version, published (a terms_version row) the first time a server serves it — several
 * processes may race, the unique hash makes them agree. Acceptances are kept per version with
 * when, from which address and with which browser.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { TERMS_MESSAGES, TERMS_OF_USE_TEXT, type CurrentTerms } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { CandidateActor } from '../auth/actor.ts';
import { writeAudit } from '../audit.ts';
import { AUTOSAVE_MESSAGES } from '../candidate-record/update-field.ts';

export const TERMS_HASH = createHash('sha256').update(TERMS_OF_USE_TEXT, 'utf8').digest('hex');

interface Version {
  id: number;
  publicadaEm: string;
}
/** per database (tests open several in one process) */
const published = new WeakMap<Db, Version>();

/** The current version's row, published now when this text was never served. */
export async function currentTermsVersion(db: Db): Promise<Version> {
  const known = published.get(db);
  if (known) return known;
  await db.execute(sql`insert into terms_version (hash, texto) values (${TERMS_HASH}, ${TERMS_OF_USE_TEXT})
    on conflict (hash) do nothing`);
  const [row] = rowsOf<{ id: number; publicada_em: Date | string }>(
    await db.execute(sql`select id, publicada_em from terms_version where hash = ${TERMS_HASH}`),
  );
  const version = { id: row!.id, publicadaEm: new Date(row!.publicada_em).toISOString() };
  published.set(db, version);
  return version;
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** GET /candidate/terms */
export async function readTerms(db: Db, actor: CandidateActor): Promise<CurrentTerms> {
  const version = await currentTermsVersion(db);
  const [row] = rowsOf<{ aceito_em: Date | string }>(
    await db.execute(sql`select aceito_em from terms_acceptance
      where codcandidato = ${actor.codcandidato} and codversao = ${version.id}`),
  );
  return {
    CODVERSAO: version.id,
    VERSAO: TERMS_HASH,
    PUBLICADA_EM: version.publicadaEm,
    TEXTO: TERMS_OF_USE_TEXT,
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
 * PATCH /candidate/terms: accepts the current version (once; again answers the same date). The
 * first acceptance of all stays in candidate.dataceitetermos (spec 2 §7).
 */
export async function acceptTerms(ctx: AppContext, actor: CandidateActor, how: AcceptContext) {
  if (how.hash && how.hash !== TERMS_HASH) throw new HttpError(409, TERMS_MESSAGES.changed);
  const { CODADM, CODCLI } = actor.tenant;
  const version = await currentTermsVersion(ctx.db);
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
        newValue: `${iso(accepted!.aceito_em)} versão ${TERMS_HASH.slice(0, 12)}`,
      });
    return {
      UPDATED: actor.codcandidato,
      DATACEITETERMOS: iso(cand.first)!,
      VERSAO: TERMS_HASH,
      ACEITO_EM: iso(accepted!.aceito_em)!,
    };
  });
}
