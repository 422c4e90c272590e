/**
 * The candidate changes their e-mail — their login — only through a code sent to the new address
 * (issue 14, decision 052): until the code is given back the old address stays and signs in.
 */
import { z } from '../zod.ts';
import { ZEmail } from '../schemas/common.ts';
import { ZTimestamp } from './common.ts';
import { op } from './operation.ts';

/** Minutes a code sent to the new address is good for. */
export const EMAIL_CHANGE_TTL_MINUTES = 30;
/** Codes a candidate may ask for in an hour (each is a mail to an address they typed). */
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 5;

export const EMAIL_CHANGE_MESSAGES = {
  sent: (email: string) =>
    `Enviamos um código de confirmação para ${email}. Informe o código para concluir a alteração.`,
  same: 'Este já é o seu e-mail de acesso.',
  inUse: 'Este e-mail já está em uso por outro usuário. Informe outro e-mail.',
  wrongCode: 'Código inválido.',
  expired: 'Código expirado ou já utilizado. Peça a alteração do e-mail novamente.',
  changed: 'E-mail alterado. A partir de agora, entre com o novo e-mail.',
  logNote: (from: string, to: string) =>
    `E-mail de acesso alterado pelo candidato (confirmado no novo endereço): de "${from}" para "${to}".`,
} as const;

export const ZEmailChangeRequest = z.object({ EMAIL: ZEmail });
export const ZEmailChangeConfirm = z.object({
  CODIGO: z
    .string()
    .trim()
    .regex(/^\d{7}$/, 'Informe o código de 7 dígitos.'),
});

export const ZEmailChangePending = z.object({
  EMAIL_PENDENTE: z.string(),
  EXPIRA: ZTimestamp,
  message: z.string(),
});
export const ZEmailChanged = z.object({ EMAIL: z.string(), message: z.string() });

export const emailChangeApi = {
  request: op({
    method: 'POST',
    path: '/candidate/email-change',
    auth: 'candidate',
    summary: 'O candidato pede para alterar o e-mail de acesso: um código vai para o novo endereço',
    body: ZEmailChangeRequest,
    response: ZEmailChangePending,
  }),
  confirm: op({
    method: 'POST',
    path: '/candidate/email-change/confirm',
    auth: 'candidate',
    summary: 'O candidato confirma o novo e-mail com o código recebido nele',
    body: ZEmailChangeConfirm,
    response: ZEmailChanged,
  }),
};
