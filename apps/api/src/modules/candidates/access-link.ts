/**
 * The staff view's access-link dialog (issue 14): the candidate's live link, shown again (its code
 * is derived, access-codes.ts), and a resend that issues a new code — the old one stops working —
 * mails it, and writes the candidate log. Only before Aguardando conferência (accessLinkAllowed).
 */
import {
  ACCESS_LINK_MESSAGES,
  accessLinkAllowed,
  LIFECYCLE_MESSAGES,
  type AccessLink,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';
import {
  ACCESS_LINK_TTL_MINUTES,
  accessLink,
  clientName,
  currentLinkCode,
  type StaffActor,
} from '../auth/index.ts';
import { type CandidateRecord, loadRecord } from '../candidate-row/index.ts';
import { writeCandidateLog } from '../candidate-log/index.ts';
import { sendAccessLink } from './send-access-link.ts';

async function loadInvitable(ctx: AppContext, tenant: TenantRef, id: number): Promise<CandidateRecord> {
  const record = await loadRecord(ctx.db, tenant, id);
  if (!record) throw notFound(LIFECYCLE_MESSAGES.notFound);
  if (!accessLinkAllowed(record.CODSTATUS))
    throw new HttpError(409, ACCESS_LINK_MESSAGES.notAllowed, { code: 'STATUS_NOT_ALLOWED' });
  return record;
}

export async function getAccessLink(ctx: AppContext, tenant: TenantRef, id: number): Promise<AccessLink> {
  const record = await loadInvitable(ctx, tenant, id);
  const live = await currentLinkCode(ctx.db, `c:${id}`, ctx.config.secrets.JWT_SECRET);
  return {
    CODCANDIDATO: id,
    LINK: live ? accessLink(ctx.config.appUrl, String(record.values.EMAIL), live.code) : null,
    EXPIRA: live ? live.expiresAt.toISOString() : null,
  };
}

export async function resendAccessLink(ctx: AppContext, actor: StaffActor, tenant: TenantRef, id: number) {
  const record = await loadInvitable(ctx, tenant, id);
  const email = String(record.values.EMAIL);
  const nomecli = (await clientName(ctx.db, tenant.CODADM, tenant.CODCLI)) ?? '';
  const link = await ctx.db.transaction(async (tx) => {
    const url = await sendAccessLink(tx, ctx, tenant, {
      codcandidato: id,
      email,
      name: String(record.values.NOME ?? ''),
      nomecli,
    });
    await writeCandidateLog(tx, {
      codcandidato: id,
      codstatus: record.CODSTATUS,
      codusuario: actor.codusuario,
      usuario: actor.userData.NOMEUSUARIO,
      observacoes: ACCESS_LINK_MESSAGES.logNote,
    });
    await writeAudit(tx, {
      actor: actor.subject,
      codadm: tenant.CODADM,
      codcli: tenant.CODCLI,
      entity: 'candidate',
      entityId: id,
      action: 'access_link_resent',
    });
    return url;
  });
  const expires = new Date(Date.now() + ACCESS_LINK_TTL_MINUTES * 60_000);
  return {
    CODCANDIDATO: id,
    LINK: link,
    EXPIRA: expires.toISOString(),
    message: ACCESS_LINK_MESSAGES.resent,
  };
}
