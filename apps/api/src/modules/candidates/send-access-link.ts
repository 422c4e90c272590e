/**
 * A new first-access link for a candidate, mailed through the outbox in the caller's transaction:
 * registration sends the first one, the staff view's 'Reenviar por e-mail' the next ones. Issuing a
 * code replaces the candidate's live one, so the previous link stops working.
 */
import type { TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ACCESS_LINK_TTL_MINUTES, accessLink, issueCode } from '../auth/index.ts';
import { composeMail, enqueueMail } from '../mail/index.ts';
import { brandOf } from '../notifications/index.ts';

export interface LinkRecipient {
  codcandidato: number;
  email: string;
  name: string;
  /** the client's name, for the mail's brand */
  nomecli: string;
}

/** Returns the link that was mailed. */
export async function sendAccessLink(
  tx: Db,
  ctx: AppContext,
  tenant: TenantRef,
  to: LinkRecipient,
): Promise<string> {
  const code = await issueCode(
    tx,
    'first_access',
    `c:${to.codcandidato}`,
    ACCESS_LINK_TTL_MINUTES,
    ctx.config.secrets.JWT_SECRET,
  );
  const link = accessLink(ctx.config.appUrl, to.email, code);
  await enqueueMail(
    tx,
    to.email,
    composeMail('candidateAccess', {
      brand: brandOf(ctx.config.appUrl, tenant, to.nomecli),
      link,
      name: to.name,
    }),
  );
  return link;
}
