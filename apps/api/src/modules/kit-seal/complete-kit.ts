/**
 * The end of a kit (issue 33 §3): once its last document is sealed, in the same transaction as that
 * document's row, the kit becomes ASSINADO with its completion time, the candidate log and the audit
 * say so, and the candidate and the client's HR get a mail through the outbox. The kit row is locked
 * first, so of two processes sealing a kit's last two documents at once exactly one sees none left.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { writeAudit } from '../audit/index.ts';
import { writeCandidateLog } from '../candidate-log/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { candidateFacts, candidateLink } from '../notifications/index.ts';
import type { SealFacts } from './kit-facts.ts';
import { kitSignedToCandidate, kitSignedToHr } from './mails.ts';

/** who the audit names for what the job did */
export const SEAL_ACTOR = 'system:assinatura';

const staffLink = (appUrl: string, codcandidato: number) =>
  `${appUrl.replace(/\/$/, '')}/admin/candidato?id=${codcandidato}`;

/** Within the sealing transaction: completes the kit when no document is left to seal. */
export async function completeKitIfSealed(tx: Db, f: SealFacts, appUrl: string): Promise<boolean> {
  await tx.execute(sql`select id from signature_kit where id = ${f.kitId} for update`);
  const [left] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from kit_document where kit_id = ${f.kitId} and signed_key is null`,
    ),
  );
  if (left!.n > 0) return false;
  const done = rowsOf<{ id: number; timestamped: boolean }>(
    await tx.execute(sql`update signature_kit set status = 'ASSINADO', completed_at = now()
      where id = ${f.kitId} and status = 'SELANDO'
      returning id, (select bool_and(timestamped) from kit_document where kit_id = ${f.kitId}) as timestamped`),
  );
  if (!done.length) return false;
  const [cand] = rowsOf<{ codstatus: number }>(
    await tx.execute(sql`select codstatus from candidate where codcandidato = ${f.codcandidato}`),
  );
  const names = f.documents.map((d) => d.name);
  await writeCandidateLog(tx, {
    codcandidato: f.codcandidato,
    codstatus: cand?.codstatus ?? 8,
    usuario: 'Assinatura eletrônica',
    // the column holds 500 characters: a long list of names is cut, the count stays
    observacoes:
      `Documentos admissionais assinados por todos e selados com assinatura digital (${names.length}): ${names.join('; ')}.`.slice(
        0,
        500,
      ),
  });
  await writeAudit(tx, {
    actor: SEAL_ACTOR,
    codadm: f.tenant.CODADM,
    codcli: f.tenant.CODCLI,
    entity: 'signature_kit',
    entityId: f.kitId,
    action: 'kit assinado',
    newValue: { documentos: names.length, carimboDoTempo: done[0]!.timestamped === true },
    codcandidato: f.codcandidato,
  });
  await mailKitSigned(tx, f, names, appUrl);
  return true;
}

async function mailKitSigned(tx: Db, f: SealFacts, documents: string[], appUrl: string) {
  const facts = await candidateFacts(tx, appUrl, f.tenant, f.codcandidato);
  if (!facts) return;
  const base = {
    brand: facts.brand,
    candidate: facts.name,
    documents,
    verifyUrl: `${appUrl.replace(/\/$/, '')}/verificar`,
  };
  if (facts.email)
    await enqueueMail(tx, facts.email, kitSignedToCandidate({ ...base, link: candidateLink(appUrl) }));
  // HR hears of a signed kit at once unless the client turned HR notices off (policy N)
  if (facts.policy === 'N') return;
  for (const to of facts.hrRecipients)
    await enqueueMail(tx, to, kitSignedToHr({ ...base, link: staffLink(appUrl, f.codcandidato) }));
}
