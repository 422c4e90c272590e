/**
 * The DPO's notice of new requests (decision 038, issue 31 §4): one mail per client lists every
 * request not yet noticed, once the oldest of them has waited PRIVACY_NOTICE_MINUTES — so a burst
 * of requests is one mail, not one each (60 requests were 60 mails in a second). The rows are
 * claimed by the UPDATE that marks them, in the transaction that queues the mail: a request is
 * listed exactly once, whichever API process runs the job, and none is marked without its mail.
 * A client without ENCARREGADO_EMAIL gets no mail, as before.
 */
import { sql } from 'drizzle-orm';
import {
  formatDateBR,
  PRIVACY_NOTICE_MINUTES,
  PRIVACY_REQUEST_TYPES,
  type PrivacyRequestType,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { clientName } from '../auth/index.ts';
import { composeMail, enqueueMail } from '../mail/index.ts';
import { brandOf } from '../notifications/index.ts';
import { getClientSettings } from '../settings/index.ts';

interface Claimed {
  id: number;
  tipo: PrivacyRequestType;
  prazo: string;
  nome: string | null;
}

async function noticeClient(db: Db, appUrl: string, tenant: TenantRef): Promise<boolean> {
  const { ENCARREGADO_EMAIL: to } = await getClientSettings(db, tenant);
  const nomecli = (await clientName(db, tenant.CODADM, tenant.CODCLI)) ?? '';
  return db.transaction(async (tx) => {
    const claimed = rowsOf<Claimed>(
      await tx.execute(sql`update privacy_request pr set dpo_noticed_at = now()
        where codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI} and dpo_noticed_at is null
        returning pr.id, pr.tipo, pr.prazo::text as prazo,
          (select c.nome from candidate c where c.codcandidato = pr.codcandidato) as nome`),
    ).sort((a, b) => a.id - b.id);
    if (!claimed.length || !to) return false;
    await enqueueMail(
      tx,
      to,
      composeMail('privacyRequestFiled', {
        brand: brandOf(appUrl, tenant, nomecli),
        link: `${appUrl.replace(/\/$/, '')}/admin/requisicoes`,
        entries: claimed.map((r) => ({
          candidate: r.nome ?? '',
          type: PRIVACY_REQUEST_TYPES[r.tipo] ?? r.tipo,
          due: formatDateBR(r.prazo),
        })),
      }),
    );
    return true;
  });
}

/** Sends the notices due; answers how many mails were queued. */
export async function sendPrivacyNotices(
  db: Db,
  appUrl: string,
  minutes = PRIVACY_NOTICE_MINUTES,
): Promise<number> {
  const due = rowsOf<{ codadm: number; codcli: string }>(
    await db.execute(sql`select codadm, codcli from privacy_request where dpo_noticed_at is null
      group by codadm, codcli having min(criada_em) <= now() - make_interval(mins => ${minutes})
      limit 200`),
  );
  let sent = 0;
  for (const c of due) if (await noticeClient(db, appUrl, { CODADM: c.codadm, CODCLI: c.codcli })) sent++;
  return sent;
}
