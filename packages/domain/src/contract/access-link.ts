/**
 * The access-link dialog of the staff view (spec 3 §2: "access link with copy button"; issue 14):
 * the candidate's current link, and 'Reenviar por e-mail' — a new one-time code (the old one stops
 * working), sent to the candidate and written to their log. Only before the data goes to review.
 */
import { z } from '../zod.ts';
import { statusAllows } from '../status.ts';
import { ZId, ZTimestamp } from './common.ts';
import { op } from './operation.ts';

/** Statuses before Aguardando conferência: the candidate is still being invited or filling in. */
export const accessLinkAllowed = (codstatus: number) => statusAllows(codstatus, 'accessLink');

export const ACCESS_LINK_MESSAGES = {
  resent: 'Link de acesso reenviado por e-mail.',
  notAllowed: 'O link de acesso só está disponível antes de o candidato enviar os dados para conferência.',
  logNote: 'Link de acesso reenviado por e-mail.',
  none: 'Nenhum link de acesso válido. Use "Reenviar por e-mail" para gerar um novo.',
} as const;

/** LINK is null when no link is live (spent by the first access, expired, or issued before it could be shown). */
export const ZAccessLink = z.object({
  CODCANDIDATO: z.number().int(),
  LINK: z.string().nullable(),
  EXPIRA: ZTimestamp.nullable(),
});
export type AccessLink = z.output<typeof ZAccessLink>;

export const accessLinkApi = {
  get: op({
    method: 'GET',
    path: '/candidate/access-link/:id',
    auth: 'staff',
    summary: 'Link de acesso atual do candidato',
    params: z.object({ id: ZId }),
    response: ZAccessLink,
  }),
  resend: op({
    method: 'POST',
    path: '/candidate/access-link/resend',
    auth: 'staff',
    summary: 'Gera um novo link de acesso (o anterior deixa de valer) e o envia por e-mail',
    body: z.object({ CODCANDIDATO: ZId, CODUSUARIO: ZId.optional() }),
    response: ZAccessLink.extend({ message: z.string() }),
  }),
};
