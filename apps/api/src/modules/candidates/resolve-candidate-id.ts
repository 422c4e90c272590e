/** POST /candidate/id (spec 3 §2 redirect page): which client a candidate code belongs to, among the caller's. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidate, client } from '../../db/schema.ts';
import type { StaffActor } from '../auth/index.ts';

export async function resolveCandidateId(db: Db, actor: StaffActor, id: number) {
  const [row] = await db
    .select({
      CODCANDIDATO: candidate.codcandidato,
      CODADM: candidate.codadm,
      CODCLI: candidate.codcli,
      NOMECLI: client.nomecli,
    })
    .from(candidate)
    .innerJoin(client, and(eq(client.codadm, candidate.codadm), eq(client.codcli, candidate.codcli)))
    .where(eq(candidate.codcandidato, id))
    .limit(1);
  // a candidate of a client the caller does not belong to answers like a missing one
  if (!row || !actor.clients.some((c) => c.CODADM === row.CODADM && c.CODCLI === row.CODCLI))
    return { CODCANDIDATO: 0, CODADM: 0, CODCLI: '', NOMECLI: '' };
  return row;
}
