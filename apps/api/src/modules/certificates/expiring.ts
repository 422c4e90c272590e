/**
 * The certificates that expire before a moment (the Painel's warning, decision 079): the clients'
 * own, among the clients given, and the transmitters' of their administrators. Subjects and dates
 * only; nothing sealed is read.
 */
import { and, inArray, lt } from 'drizzle-orm';
import type { TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { client, clientCertificate, transmitterCertificate } from '../../db/schema.ts';

export interface ExpiringCertificate {
  kind: 'EMPREGADOR' | 'TRANSMISSOR';
  codadm: number;
  codcli: string | null;
  nomecli: string | null;
  subject: string;
  notAfter: Date;
}

export async function certificatesExpiringBefore(
  db: Db,
  clients: TenantRef[],
  before: Date,
): Promise<ExpiringCertificate[]> {
  const codadms = [...new Set(clients.map((c) => c.CODADM))];
  if (!codadms.length) return [];
  const mine = new Set(clients.map((c) => `${c.CODADM}:${c.CODCLI}`));
  const own = await db
    .select({
      codadm: clientCertificate.codadm,
      codcli: clientCertificate.codcli,
      subject: clientCertificate.subject,
      notAfter: clientCertificate.notAfter,
    })
    .from(clientCertificate)
    .where(and(inArray(clientCertificate.codadm, codadms), lt(clientCertificate.notAfter, before)));
  const names = await db
    .select({ codadm: client.codadm, codcli: client.codcli, nomecli: client.nomecli })
    .from(client)
    .where(inArray(client.codadm, codadms));
  const nameOf = new Map(names.map((n) => [`${n.codadm}:${n.codcli}`, n.nomecli]));
  const transmitters = await db
    .select({
      codadm: transmitterCertificate.codadm,
      subject: transmitterCertificate.subject,
      notAfter: transmitterCertificate.notAfter,
    })
    .from(transmitterCertificate)
    .where(and(inArray(transmitterCertificate.codadm, codadms), lt(transmitterCertificate.notAfter, before)));
  return [
    ...transmitters.map((t) => ({ kind: 'TRANSMISSOR' as const, ...t, codcli: null, nomecli: null })),
    ...own
      // only the caller's own clients, not every client of the administrator
      .filter((r) => mine.has(`${r.codadm}:${r.codcli}`))
      .map((r) => ({
        kind: 'EMPREGADOR' as const,
        ...r,
        nomecli: nameOf.get(`${r.codadm}:${r.codcli}`) ?? null,
      })),
  ].sort((a, b) => a.notAfter.getTime() - b.notAfter.getTime());
}
