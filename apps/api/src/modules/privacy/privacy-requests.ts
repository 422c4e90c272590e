/**
 * The candidate's requests under LGPD art. 18 (decision 038). A candidate files
 * (file-privacy-request.ts) and reads their own; staff of the client (ADMIN, or MANAGER with LOG)
 * list them by due date and answer. Mails go through the outbox: to the client's privacy contact,
 * grouped (privacy-notice-job.ts), and to the candidate when answered; they name the type of
 * request, never what was written.
 */
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import {
  isoDateInBrazil,
  MSG,
  PRIVACY_REQUEST_TYPES,
  type PrivacyRequest,
  type PrivacyRequestType,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { candidate, privacyRequest } from '../../db/schema.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import type { Actor, StaffActor } from '../auth/index.ts';
import { composeMail, enqueueMail } from '../mail/index.ts';
import { candidateFacts, candidateLink } from '../notifications/index.ts';

/** '25 minutos', '1 hora', '23 horas': the wait a refusal names, rounded up */
function waitText(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
}

export const REQUEST_MESSAGES = {
  notFound: 'Requisição não encontrada.',
  answered: 'Esta requisição já foi respondida.',
  openOfType: (type: string) =>
    `Você já tem uma requisição de "${type}" em aberto. Aguarde a resposta antes de registrar outra do mesmo tipo.`,
  tooMany: (max: number, retrySeconds: number) =>
    `Você registrou ${max} requisições nas últimas 24 horas, o limite por dia. Tente de novo em ${waitText(retrySeconds)}.`,
} as const;

export type Row = typeof privacyRequest.$inferSelect & { nome: string | null };

export function answerOf(r: Row): PrivacyRequest {
  const tipo = r.tipo as PrivacyRequestType;
  return {
    ID: r.id,
    CODCANDIDATO: r.codcandidato,
    CANDIDATO: r.nome,
    TIPO: tipo,
    TIPO_DESCRICAO: PRIVACY_REQUEST_TYPES[tipo] ?? tipo,
    DESCRICAO: r.descricao,
    SITUACAO: r.situacao,
    RESPOSTA: r.resposta,
    CRIADA_EM: new Date(r.criadaEm).toISOString(),
    PRAZO: r.prazo,
    RESPONDIDA_EM: r.respondidaEm ? new Date(r.respondidaEm).toISOString() : null,
    ATRASADA: r.situacao === 'ABERTA' && r.prazo < isoDateInBrazil(),
  };
}

const assertMayAnswer = (actor: StaffActor) => {
  if (actor.role !== 'ADMIN' && !actor.permissions.LOG) throw forbidden(MSG.forbidden);
};

async function readRows(ctx: AppContext, where: SQL | undefined, staffOrder: boolean) {
  const rows = await ctx.db
    .select({ r: privacyRequest, nome: candidate.nome })
    .from(privacyRequest)
    .leftJoin(candidate, eq(candidate.codcandidato, privacyRequest.codcandidato))
    .where(where)
    .orderBy(
      ...(staffOrder
        ? [desc(privacyRequest.situacao), asc(privacyRequest.prazo), asc(privacyRequest.id)]
        : [desc(privacyRequest.id)]),
    );
  return rows.map(({ r, nome }) => answerOf({ ...r, nome: nome ?? null }));
}

const ofTenant = (tenant: TenantRef) =>
  and(eq(privacyRequest.codadm, tenant.CODADM), eq(privacyRequest.codcli, tenant.CODCLI));

export async function listPrivacyRequests(
  ctx: AppContext,
  actor: Actor,
  tenant: TenantRef,
  situacao?: 'ABERTA' | 'RESPONDIDA',
) {
  const bySituation = situacao ? eq(privacyRequest.situacao, situacao) : undefined;
  if (actor.kind === 'candidate')
    return readRows(
      ctx,
      and(ofTenant(tenant), eq(privacyRequest.codcandidato, actor.codcandidato), bySituation),
      false,
    );
  assertMayAnswer(actor);
  return readRows(ctx, and(ofTenant(tenant), bySituation), true);
}

export async function answerPrivacyRequest(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  id: number,
  resposta: string,
) {
  assertMayAnswer(actor);
  const [row] = await ctx.db
    .update(privacyRequest)
    .set({ situacao: 'RESPONDIDA', resposta, respondidaEm: new Date(), respondidaPor: actor.codusuario })
    .where(and(eq(privacyRequest.id, id), ofTenant(tenant), eq(privacyRequest.situacao, 'ABERTA')))
    .returning();
  if (!row) {
    const [exists] = await ctx.db
      .select({ id: privacyRequest.id })
      .from(privacyRequest)
      .where(and(eq(privacyRequest.id, id), ofTenant(tenant)));
    throw exists ? new HttpError(409, REQUEST_MESSAGES.answered) : notFound(REQUEST_MESSAGES.notFound);
  }
  const facts = await candidateFacts(ctx.db, ctx.config.appUrl, tenant, row.codcandidato);
  if (facts?.email)
    await enqueueMail(
      ctx.db,
      facts.email,
      composeMail('privacyRequestAnswered', {
        brand: facts.brand,
        link: candidateLink(ctx.config.appUrl),
        name: facts.name,
        type: PRIVACY_REQUEST_TYPES[row.tipo as PrivacyRequestType],
      }),
    );
  return answerOf({ ...row, nome: facts?.name ?? null });
}
